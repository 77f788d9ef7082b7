import Foundation
import Pantomime
import Testing
import UIKit

@Test("UIKit's index path spellings name the same item as Pantomime's")
func indexPathSpellings() {
    #expect(IndexPath(row: 3, section: 1) == IndexPath(item: 3, section: 1))
    #expect(IndexPath(item: 3, section: 1).row == 3)
    let legacy = NSIndexPath(item: 4, section: 2)
    #expect(legacy.item == 4 && legacy.row == 4 && legacy.section == 2)
    #expect(legacy as IndexPath == IndexPath(item: 4, section: 2))
}

@Test("A layout's transform3D keeps its 2D part in the attributes' transform")
func transform3D() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(row: 0, section: 0))
    attributes.transform3D = CATransform3DScale(CATransform3DMakeTranslation(5, 7, 9), 0.5, 0.25, 1)
    #expect(attributes.transform == Transform(a: 0.5, b: 0, c: 0, d: 0.25, tx: 5, ty: 7))
    #expect(attributes.transform3D.m11 == 0.5 && attributes.transform3D.m42 == 7)
}

@Test("UIKit's constants and nested types are Pantomime's")
func constantsAndNestedTypes() {
    #expect(UICollectionView.elementKindSectionHeader == ElementKind.sectionHeader)
    #expect(UICollectionView.elementKindSectionFooter == ElementKind.sectionFooter)
    let direction: UICollectionView.ScrollDirection = .horizontal
    #expect(direction == FlowLayout.ScrollDirection.horizontal)
    let position: UICollectionView.ScrollPosition = .centeredVertically
    #expect(position == ScrollPosition.centeredVertically)
}
