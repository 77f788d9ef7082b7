import Foundation
import Testing
@testable import Pantomime

@Suite("Element keys in sets and dictionaries")
struct ElementKeyHashTests {
    /// Cells, headers, footers and decorations of a few sections, and keys at odd index paths.
    private static let keys: [ElementKey] = {
        var keys: [ElementKey] = []
        for section in 0..<20 {
            for item in 0..<500 { keys.append(.cell(IndexPath(item: item, section: section))) }
            keys.append(ElementKey(category: .supplementaryView, kind: ElementKind.sectionHeader, indexPath: IndexPath(item: 0, section: section)))
            keys.append(ElementKey(category: .supplementaryView, kind: ElementKind.sectionFooter, indexPath: IndexPath(item: 0, section: section)))
            keys.append(ElementKey(category: .decorationView, kind: "background", indexPath: IndexPath(item: 0, section: section)))
            keys.append(ElementKey(category: .supplementaryView, kind: nil, indexPath: IndexPath(item: 0, section: section)))
        }
        keys.append(ElementKey(category: .supplementaryView, kind: "layout-header", indexPath: IndexPath(index: 0)))
        keys.append(ElementKey(category: .cell, kind: nil, indexPath: IndexPath(indexes: [1, 2, 3])))
        keys.append(.cell(IndexPath(item: .max, section: 0)))
        keys.append(.cell(IndexPath(item: -1, section: -1)))
        return keys
    }()

    @Test("Equal keys hash alike under the same seed, and the hash follows the seed")
    func equalKeysHashAlike() {
        for key in Self.keys.prefix(50) + Self.keys.suffix(90) {
            let twin = ElementKey(category: key.category, kind: key.kind, indexPath: key.indexPath)
            #expect(key._rawHashValue(seed: 7) == twin._rawHashValue(seed: 7))
            #expect(key.hashValue == twin.hashValue)
        }
        let cell = ElementKey.cell(IndexPath(item: 3, section: 1))
        let seeds = Set((0..<64).map { cell._rawHashValue(seed: $0) })
        #expect(seeds.count == 64)
    }

    @Test("A set and a dictionary of ten thousand keys hold each key once and find every one")
    func setsAndDictionariesFindEveryKey() {
        let set = Set(Self.keys)
        #expect(set.count == Self.keys.count)
        var views: [ElementKey: Int] = [:]
        for (index, key) in Self.keys.enumerated() { views[key] = index }
        #expect(views.count == Self.keys.count)
        for (index, key) in Self.keys.enumerated() {
            #expect(views[key] == index)
            #expect(set.contains(key))
        }
        // Keys that differ only in category or kind are different keys.
        #expect(!set.contains(ElementKey(category: .decorationView, kind: nil, indexPath: IndexPath(item: 0, section: 0))))
        #expect(!set.contains(ElementKey(category: .supplementaryView, kind: "other", indexPath: IndexPath(item: 0, section: 0))))
        for key in Self.keys { views[key] = nil }
        #expect(views.isEmpty)
    }

    @Test("Cells' hashes spread over a table's low bits")
    func cellHashesSpread() {
        // Rows of four items in a hundred sections: the low 12 bits of their hashes, as a
        // table of 4,096 buckets reads them, take most of the values a random hash would.
        let cells = (0..<100).flatMap { section in (0..<40).map { ElementKey.cell(IndexPath(item: $0, section: section)) } }
        let buckets = Set(cells.map { $0._rawHashValue(seed: 0x5EED) & 0xFFF })
        // 4,000 random draws into 4,096 buckets fill about 2,540 on average.
        #expect(buckets.count > 2_300)
    }
}
