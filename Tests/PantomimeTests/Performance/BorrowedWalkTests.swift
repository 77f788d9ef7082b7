import Testing
@testable import Pantomime

/// The walks over lists of objects that borrow each element answer as the standard library's do.
@Suite("Walks that borrow a list's objects")
struct BorrowedWalkTests {
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test("Each walk meets the elements in order and answers as for-in, allSatisfy and firstIndex(where:) do", arguments: [0, 1, 2, 7, 40])
    func walksAnswerAsTheStandardLibrary(count: Int) {
        let boxes = (0..<count).map { Box($0 * 3 % 7) }
        var met: [Int] = []
        boxes.forEachBorrowed { met.append($0.value) }
        #expect(met == boxes.map(\.value))
        for threshold in -1...7 {
            #expect(boxes.allSatisfyBorrowed { $0.value < threshold } == boxes.allSatisfy { $0.value < threshold })
            #expect(boxes.firstIndexBorrowed { $0.value >= threshold } == boxes.firstIndex { $0.value >= threshold })
        }
    }

    @Test("A walk that throws stops at the element that threw")
    func throwingWalkStops() {
        struct Stop: Error {}
        let boxes = (0..<5).map(Box.init)
        var met: [Int] = []
        #expect(throws: Stop.self) {
            try boxes.forEachBorrowed { box in
                met.append(box.value)
                if box.value == 2 { throw Stop() }
            }
        }
        #expect(met == [0, 1, 2])
    }
}
