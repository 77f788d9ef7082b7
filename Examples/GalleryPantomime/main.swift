import Foundation
import Gallery
import GalleryScenarios
import Pantomime
import PantomimeCommandLine

/// The gallery's layout with a bug planted for a monkey run to find: its rect query
/// leaves out the third photo, so the photo is never shown.
final class LayoutMissingAPhoto: ColumnLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect).filter { $0.indexPath.item != 2 }
    }
}

// `gallery-pantomime run|validate|render|monkey FILE…`: the pantomime command line, with
// the gallery's components for files whose setup says `components: gallery`.
PantomimeCommandLine.main(components: [
    "gallery": { try galleryWorld(PhotoFeed(samplePhotos)) },
    "gallery-missing-a-photo": { try galleryWorld(PhotoFeed(samplePhotos), layout: LayoutMissingAPhoto()) },
])
