import Testing
@testable import PantomimeLoop

@Suite("The deadline heap's invariant")
struct DeadlineHeapInvariantTests {
    static func entry(_ seconds: Double, _ sequence: UInt64) -> DeadlineHeap.Entry {
        .init(deadline: .seconds(seconds), sequence: sequence, id: Int(sequence))
    }

    @Test("A heap filled and drained through its API keeps its order")
    func orderedThroughTheAPI() {
        var heap = DeadlineHeap()
        for (index, seconds) in [5.0, 1, 3, 1, 9, 0, 2].enumerated() {
            heap.push(Self.entry(seconds, UInt64(index)))
            #expect(heap.invariantViolation == nil)
        }
        var popped: [Double] = []
        while let entry = heap.pop() {
            popped.append(entry.deadline.seconds)
            #expect(heap.invariantViolation == nil)
        }
        #expect(popped == [0, 1, 1, 2, 3, 5, 9])
    }

    @Test("A child placed before its parent is named as out of order")
    func corruptedOrderIsFound() {
        var heap = DeadlineHeap()
        for index in 0..<4 { heap.push(Self.entry(Double(index), UInt64(index))) }
        heap.storage.swapAt(0, 3)
        let violation = heap.invariantViolation
        #expect(violation?.contains("the deadline heap is out of order") == true)
    }

    #if PANTOMIME_INVARIANTS
    @Test("In an invariant build, pushing onto a corrupted heap stops the process")
    func corruptedHeapStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            var heap = DeadlineHeap()
            for index in 0..<4 { heap.push(DeadlineHeapInvariantTests.entry(Double(index), UInt64(index))) }
            heap.storage.swapAt(0, 3)
            heap.push(DeadlineHeapInvariantTests.entry(10, 10))
        }
    }
    #endif
}
