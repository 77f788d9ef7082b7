import Foundation
import Testing
@testable import Pantomime

/// What a band filled from the layout's answer says is on screen.
@Suite("The band of the layout's answer")
struct ShownBandTests {
    private static let token = ShownBand.Token(layout: ObjectIdentifier(ShownBandTests.Marker.self), preparations: 1, dataGeneration: 1)
    private enum Marker {}

    /// Cells 0 to `count - 1`, each 50 high, one under the other.
    private static func column(_ count: Int) -> [LayoutAttributes] {
        (0..<count).map { item in
            let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: Double(item) * 50, width: 100, height: 50)
            return attributes
        }
    }

    @Test("When every element is on screen, the elements met are the band's own list, not a copy")
    func allMetIsTheListItself() {
        let band = ShownBand(), elements = Self.column(4)
        band.fill(rect: CGRect(x: 0, y: 0, width: 100, height: 200), attributes: elements, token: Self.token) { _ in true }
        let met = band.elementsMet()
        #expect(met.map(ObjectIdentifier.init) == elements.map(ObjectIdentifier.init))
        let sameStorage = met.withUnsafeBufferPointer { a in elements.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        #expect(sameStorage)
    }

    @Test("Only the elements found on screen are met, in their order, whichever come first or last", arguments: [
        [false, true, true, true], [true, false, true, false], [true, true, true, false], [false, false, false, false],
    ])
    func someMet(onScreen: [Bool]) {
        let band = ShownBand(), elements = Self.column(onScreen.count)
        var index = 0
        band.fill(rect: CGRect(x: 0, y: 0, width: 100, height: 200), attributes: elements, token: Self.token) { _ in
            defer { index += 1 }
            return onScreen[index]
        }
        let expected = zip(elements, onScreen).filter(\.1).map { ObjectIdentifier($0.0) }
        #expect(band.elementsMet().map(ObjectIdentifier.init) == expected)
    }

    @Test("A band filled with nothing, or emptied after a fill that left elements off screen, meets nothing")
    func emptyBand() {
        let band = ShownBand()
        band.fill(rect: .zero, attributes: [], token: Self.token) { _ in true }
        #expect(band.elementsMet().isEmpty)
        band.fill(rect: CGRect(x: 0, y: 0, width: 100, height: 200), attributes: Self.column(3), token: Self.token) { $0.indexPath.item != 1 }
        #expect(band.elementsMet().map(\.indexPath.item) == [0, 2])
        band.empty()
        #expect(band.elementsMet().isEmpty)
    }
}
