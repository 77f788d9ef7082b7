import Foundation
import Testing
@testable import Pantomime

@Suite("Element keys keep their index paths and kinds exactly")
struct ElementKeyPathTests {
    /// Index paths of every length a layout may use, with negative and extreme indexes.
    private static let paths: [IndexPath] = [
        IndexPath(), IndexPath(index: 0), IndexPath(index: 7), IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 2),
        IndexPath(item: -1, section: -1), IndexPath(item: .max, section: 0), IndexPath(item: 0, section: .min),
        IndexPath(indexes: [1, 2, 3]), IndexPath(indexes: [4, 5, 6, 7]),
    ]
    private static let kinds: [String?] = [nil, ElementKind.sectionHeader, "", "badge"]

    @Test("A key gives back the category, kind and index path it was made with, of any length")
    func keyRoundTrips() {
        for path in Self.paths {
            for kind in Self.kinds {
                for category in [ElementCategory.cell, .supplementaryView, .decorationView] {
                    let key = ElementKey(category: category, kind: kind, indexPath: path)
                    #expect(key.indexPath == path)
                    #expect(key.indexPath.count == path.count)
                    #expect(key.kind == kind)
                    #expect(key.category == category)
                }
            }
        }
    }

    @Test("Keys are equal exactly when category, kind and index path are")
    func equalityFollowsTheParts() {
        var keys: [ElementKey] = []
        for path in Self.paths {
            for kind in Self.kinds { keys.append(ElementKey(category: .supplementaryView, kind: kind, indexPath: path)) }
            keys.append(.cell(path))
        }
        for (i, left) in keys.enumerated() {
            for (j, right) in keys.enumerated() {
                let sameParts = left.category == right.category && left.kind == right.kind && left.indexPath == right.indexPath
                #expect((left == right) == sameParts, "\(left) against \(right)")
                #expect((left == right) == (i == j))
                if left == right { #expect(left.hashValue == right.hashValue) }
            }
        }
        // A path of one index is not the two-index path that starts with it, nor the empty one.
        #expect(ElementKey.cell(IndexPath(index: 0)) != .cell(IndexPath(item: 0, section: 0)))
        #expect(ElementKey.cell(IndexPath()) != .cell(IndexPath(item: 0, section: 0)))
        #expect(ElementKey.cell(IndexPath(indexes: [0, 0, 0])) != .cell(IndexPath(item: 0, section: 0)))
    }

    @Test("Setting a key's index path or kind gives the key made with the new value")
    func settersRemakeTheKey() {
        var key = ElementKey(category: .supplementaryView, kind: ElementKind.sectionHeader, indexPath: IndexPath(item: 0, section: 1))
        key.indexPath = IndexPath(indexes: [1, 2, 3])
        #expect(key == ElementKey(category: .supplementaryView, kind: ElementKind.sectionHeader, indexPath: IndexPath(indexes: [1, 2, 3])))
        key.kind = nil
        #expect(key == ElementKey(category: .supplementaryView, kind: nil, indexPath: IndexPath(indexes: [1, 2, 3])))
        key.indexPath = IndexPath(item: 4, section: 5)
        #expect(key == ElementKey(category: .supplementaryView, kind: nil, indexPath: IndexPath(item: 4, section: 5)))
        key.category = .cell
        #expect(key == .cell(IndexPath(item: 4, section: 5)))
    }

    @Test("Display order puts cells first, then orders by index path of any length, then by kind")
    func displayOrderIsTotal() {
        let keys = Self.paths.flatMap { path in
            // An empty kind and no kind come in either order; the keys here have one or the other.
            [ElementKey.cell(path)] + Self.kinds.filter { $0 != "" }.map { ElementKey(category: .supplementaryView, kind: $0, indexPath: path) }
                + [ElementKey(category: .decorationView, kind: "background", indexPath: path)]
        }
        let sorted = keys.sorted(by: ElementKey.displayOrder)
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            #expect(ElementKey.displayOrder(earlier, later), "\(earlier) before \(later)")
            #expect(!ElementKey.displayOrder(later, earlier))
            let rank = { (key: ElementKey) in key.category.displayRank }
            if rank(earlier) == rank(later) {
                #expect(earlier.indexPath < later.indexPath || (earlier.indexPath == later.indexPath && (earlier.kind ?? "") < (later.kind ?? "")))
            } else {
                #expect(rank(earlier) < rank(later))
            }
        }
    }

    @Test("Attributes carry the key of the element they describe")
    func attributesCarryTheirKey() {
        for path in Self.paths {
            let cell = LayoutAttributes(forCellWith: path)
            #expect(cell.elementKey == .cell(path))
            let header = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: path)
            #expect(header.elementKey == ElementKey(category: .supplementaryView, kind: ElementKind.sectionHeader, indexPath: path))
            #expect(header.copy().elementKey == header.elementKey)
        }
    }
}
