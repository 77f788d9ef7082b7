import Foundation
import Pantomime
import Testing

@Suite("Frame index")
struct FrameIndexTests {
    @Test("Entries given in order keep their order and positions")
    func sortedInputKeepsOrder() {
        let index = FrameIndex(axis: .vertical, entries: [
            .init(frame: rect(0, 0, 10, 10), element: "a"),
            .init(frame: rect(0, 20, 10, 10), element: "b"),
            .init(frame: rect(20, 20, 10, 10), element: "c"),
        ])
        #expect(index.entries.map(\.element) == ["a", "b", "c"])
        #expect((0..<3).map { index.position(ofGivenEntryAt: $0) } == [0, 1, 2])
        #expect(index.position(ofGivenEntryAt: 3) == nil)
        #expect(index.positions(meeting: rect(0, 15, 100, 10)) == [1, 2])
    }

    @Test("Entries out of order are sorted, and their given positions still found")
    func unsortedInputIsSorted() {
        let index = FrameIndex(axis: .horizontal, entries: [
            .init(frame: rect(50, 0, 10, 10), element: "late"),
            .init(frame: rect(0, 0, 10, 10), element: "early"),
            .init(frame: rect(50, 20, 10, 10), element: "late too"),
        ])
        #expect(index.entries.map(\.element) == ["early", "late", "late too"])
        #expect(index.position(ofGivenEntryAt: 0) == 1)
        #expect(index.position(ofGivenEntryAt: 1) == 0)
        #expect(index.position(ofGivenEntryAt: 2) == 2)
        #expect(index.positions(meeting: rect(40, 0, 20, 15)).map { index.entries[$0].element } == ["late"])
    }

    @Test("A long entry that starts early is found by a query far below its start")
    func longEntriesAreFound() {
        let index = FrameIndex(axis: .vertical, entries: [
            .init(frame: rect(0, 0, 10, 1000), element: 0),
            .init(frame: rect(20, 10, 10, 10), element: 1),
            .init(frame: rect(20, 900, 10, 10), element: 2),
        ])
        #expect(index.positions(meeting: rect(0, 500, 100, 10)) == [0])
        #expect(index.positions(meeting: rect(0, 905, 100, 10)) == [0, 2])
    }

    @Test("Rects that only touch an entry's edge do not meet it")
    func touchingIsNotMeeting() {
        let index = FrameIndex(axis: .vertical, entries: [.init(frame: rect(0, 0, 10, 10), element: 0)])
        #expect(index.positions(meeting: rect(0, 10, 10, 10)).isEmpty)
        #expect(index.positions(meeting: rect(10, 0, 10, 10)).isEmpty)
        #expect(index.positions(meeting: rect(9.5, 9.5, 10, 10)) == [0])
    }

    @Test("Frames with NaN meet nothing, and empty indexes and empty rects find nothing")
    func degenerateCases() {
        let index = FrameIndex(axis: .vertical, entries: [
            .init(frame: rect(0, .nan, 10, 10), element: 0),
            .init(frame: rect(0, 0, 10, 10), element: 1),
        ])
        #expect(index.positions(meeting: rect(-100, -100, 1000, 1000)) == [0])
        #expect(index.entries[0].element == 1)
        #expect(index.positions(meeting: rect(0, 0, 10, 0)).isEmpty)
        #expect(FrameIndex<Int>(axis: .vertical).positions(meeting: rect(0, 0, 100, 100)).isEmpty)
        #expect(FrameIndex<Int>(axis: .vertical).isEmpty)
    }

    @Test("Queries agree with a linear scan for random frames", arguments: [FrameIndex<Int>.Axis.vertical, .horizontal])
    func agreesWithLinearScan(axis: FrameIndex<Int>.Axis) {
        var random = LayoutTestRandom(seed: 3)
        let entries = (0..<500).map { element in
            FrameIndex.Entry(frame: rect(Double.random(in: 0...1000, using: &random), Double.random(in: 0...1000, using: &random),
                                         Double.random(in: 0...120, using: &random), Double.random(in: 0...120, using: &random)),
                             element: element)
        }
        let index = FrameIndex(axis: axis, entries: entries)
        #expect(index.count == 500)
        for _ in 0..<300 {
            let query = rect(Double.random(in: -100...1100, using: &random), Double.random(in: -100...1100, using: &random),
                             Double.random(in: 0...300, using: &random), Double.random(in: 0...300, using: &random))
            #expect(index.positions(meeting: query) == index.linearScanPositions(meeting: query))
        }
    }
}
