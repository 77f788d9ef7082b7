import Foundation
@testable import Pantomime
import Testing

@Suite("Placing the positions that survive a batch update")
struct BatchUpdateFillTests {
    @Test("Surviving positions keep their order in the places not taken, and moved ones go where they are sent")
    func fillsFreePlaces() {
        let map = BatchUpdate.fill(count: 4, newCount: 4, removed: [1], fixed: [3: 0], taken: [0, 2])
        #expect(map == [1, nil, 3, 0])
    }

    @Test("A surviving position with no free place left gets none instead of stopping the program")
    func noPlaceLeft() {
        let map = BatchUpdate.fill(count: 3, newCount: 1, removed: [], fixed: [:], taken: [])
        #expect(map == [0, nil, nil])
    }
}
