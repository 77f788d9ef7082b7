import Foundation
import Gallery
import GalleryScenarios
import Pantomime
import PantomimeLoop
import PantomimeScenario
import Testing

@Test("A scenario file plays against the app's own layout, data source and delegate")
func scenarioFileAgainstTheApp() throws {
    let feed = PhotoFeed(samplePhotos)
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("open-photo.yaml").path
    let result = ScenarioPlayer.run(try ScenarioReader.read(contentsOf: file), in: try galleryWorld(feed))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(feed.opened == ["Bridge", "Lake"])
}

@Test("Steps given in Swift drive the app's components and report its calls by name")
func stepsFromSwift() throws {
    let feed = PhotoFeed(samplePhotos)
    let session = ScenarioSession(world: try galleryWorld(feed))
    try session.perform("tap: Cliff")
    #expect(session.takeCalls() == ["shouldHighlightItemAt Cliff", "didHighlightItemAt Cliff", "shouldSelectItemAt Cliff",
                                    "didSelectItemAt Cliff", "didUnhighlightItemAt Cliff"])
    #expect(feed.opened == ["Cliff"])
}
