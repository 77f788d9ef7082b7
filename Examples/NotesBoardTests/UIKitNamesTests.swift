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

@Test("A flow-layout delegate written with UIKit's CGFloat spacing signatures is the one the layout asks")
func flowDelegateSpacingInCGFloat() throws {
    final class Spaced: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 50) }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            minimumLineSpacingForSectionAt section: Int) -> CGFloat { 30 }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 120 }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: try EventLoop())
    let controller = Spaced(collectionViewLayout: UICollectionViewFlowLayout())
    controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    window.show(controller)
    try window.loop.runPending()
    let layout = controller.collectionView.collectionViewLayout
    // An interitem spacing of 120 leaves room for two items of 100 in 320 points; lines 30 apart.
    #expect(layout.layoutAttributesForItem(at: IndexPath(row: 1, section: 0))?.frame.minY == 0)
    #expect(layout.layoutAttributesForItem(at: IndexPath(row: 2, section: 0))?.frame.minY == 80)
}

@Test("A visible-items handler that sets transform3D gives the layout's attributes that transform's 2D part")
func visibleItemTransform3D() throws {
    final class Cards: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        }
    }
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    var seen: [CATransform3D] = []
    section.visibleItemsInvalidationHandler = { items, _, _ in
        for item in items {
            item.transform3D = CATransform3DScale(CATransform3DMakeTranslation(3, 4, 9), 0.5, 0.5, 1)
            seen.append(item.transform3D)
        }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: try EventLoop())
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    let cards = Cards()
    collectionView.dataSource = cards
    window.addSubview(collectionView)
    try window.loop.runPending()
    let attributes = try #require(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(row: 0, section: 0)))
    #expect(attributes.transform == Transform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 3, ty: 4))
    #expect(seen.first?.m11 == 0.5 && seen.first?.m41 == 3 && seen.first?.m43 == 0)
}
