import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Trace records")
struct TraceRecordTests {
    private static let offset = TraceRecord.Field("offset", "0,120")

    /// Records of every form a record's fields can take: calls built in and not, index paths
    /// of no, one, two and three indexes and beyond 32 bits, with and without values.
    private static let records: [TraceRecord] = {
        let paths: [IndexPath?] = [nil, [], [3], [0, 2], [1, 2, 3], [0, Int(Int32.max) + 1], [-1, Int(Int32.min)], [Int.max]]
        let calls = ["didSelectItemAt", "sizeForItemAt", "myOwnCall", ""]
        let values: [[TraceRecord.Field]] = [[], [offset], [offset, TraceRecord.Field("animated", "true")]]
        var records: [TraceRecord] = []
        for path in paths {
            for call in calls {
                for fields in values {
                    records.append(TraceRecord(time: .init(nanoseconds: 1_500_000_000), kind: .display, call: call,
                                               indexPath: path, item: path == nil ? nil : "B", values: fields))
                }
            }
        }
        return records
    }()

    @Test("A record gives back the call, index path, item and values it was made with, whatever their form")
    func recordsGiveBackWhatTheyWereMadeWith() {
        let paths: [IndexPath?] = [nil, [], [3], [0, 2], [1, 2, 3], [0, Int(Int32.max) + 1], [-1, Int(Int32.min)], [Int.max]]
        let calls = ["didSelectItemAt", "sizeForItemAt", "myOwnCall", ""]
        let values: [[TraceRecord.Field]] = [[], [Self.offset]]
        for path in paths {
            for call in calls {
                for fields in values {
                    let record = TraceRecord(time: .init(nanoseconds: 7), kind: .layout, call: call, indexPath: path, item: "C", values: fields)
                    #expect(record.call == call)
                    #expect(record.indexPath == path, "\(String(describing: path))")
                    #expect(record.item == "C")
                    #expect(record.values == fields)
                    #expect(record.kind == .layout)
                    #expect(record.time == LoopInstant(nanoseconds: 7))
                }
            }
        }
    }

    @Test("Two records are equal exactly when their call, index path, item, values, kind and time are")
    func equalityFollowsTheFields() {
        let records = Self.records
        for (i, a) in records.enumerated() {
            for (j, b) in records.enumerated() {
                let same = a.call == b.call && a.indexPath == b.indexPath && a.item == b.item && a.values == b.values
                    && a.kind == b.kind && a.time == b.time
                #expect((a == b) == same, "records \(i) and \(j)")
                #expect(same == (i == j), "records \(i) and \(j) are made of different fields")
            }
        }
    }

    @Test("Setting a record's call, index path or values changes that field alone")
    func settersChangeOneField() {
        var record = TraceRecord(time: .zero, kind: .selection, call: "didSelectItemAt", indexPath: [0, 1], item: "B", values: [Self.offset])
        record.call = "myOwnCall"
        #expect(record == TraceRecord(time: .zero, kind: .selection, call: "myOwnCall", indexPath: [0, 1], item: "B", values: [Self.offset]))
        record.indexPath = [1, 2, 3]
        #expect(record == TraceRecord(time: .zero, kind: .selection, call: "myOwnCall", indexPath: [1, 2, 3], item: "B", values: [Self.offset]))
        record.call = "didDeselectItemAt"
        record.indexPath = [4]
        record.values = []
        #expect(record == TraceRecord(time: .zero, kind: .selection, call: "didDeselectItemAt", indexPath: [4], item: "B"))
        #expect(record.summary == "didDeselectItemAt B")
    }

    @Test("A record of a built-in call takes 40 bytes, so that a million of them fit in 40 MB")
    func recordsAreSmall() {
        #expect(MemoryLayout<TraceRecord>.stride <= 40)
    }

    @Test("Every kind and every built-in call reads back from a record as it was made, with index paths at the edges of what the record holds in place")
    func packedFieldsReadBack() {
        #expect(MemoryLayout<TraceCall>.size == 1 && TraceCall.allCases.count < 256)
        #expect(MemoryLayout<TraceKind>.size == 1 && TraceKind.allCases.count <= 16)
        let paths: [IndexPath?] = [
            nil, [], [0], [7], [Int(Int32.max)], [Int(Int32.min)], [Int(Int32.max) + 1], [0, 0], [3, 4],
            [131_071, 5], [-131_072, 5], [131_072, 5], [-131_073, 5], [2, Int(Int32.max)], [2, Int(Int32.min)],
            [-1, -1], [2, Int(Int32.max) + 1], [1, 2, 3],
        ]
        for (number, call) in TraceCall.allCases.enumerated() {
            let kind = TraceKind.allCases[number % TraceKind.allCases.count]
            let path = paths[number % paths.count]
            let record = TraceRecord(time: .init(nanoseconds: Int64(number)), kind: kind, call: call.rawValue, indexPath: path, item: "I\(number)")
            #expect(record.kind == kind && record.call == call.rawValue && record.indexPath == path && record.item == "I\(number)")
        }
        for kind in TraceKind.allCases {
            for path in paths {
                var record = TraceRecord(time: .zero, kind: kind, call: "anOwnCall", indexPath: path, values: [Self.offset])
                #expect(record.kind == kind && record.call == "anOwnCall" && record.indexPath == path && record.values == [Self.offset])
                record.kind = .timer
                #expect(record == TraceRecord(time: .zero, kind: .timer, call: "anOwnCall", indexPath: path, values: [Self.offset]))
                #expect(record != TraceRecord(time: .zero, kind: .timer, call: "anOwnCall", indexPath: [9, 9, 9], values: [Self.offset]))
            }
        }
    }

    @Test("A record of a built-in call, made from an event, is equal to the same record made from its name")
    func eventRecordsMatchNamedRecords() {
        let trace = Trace()
        trace.record(.sizeForItemAt(IndexPath(item: 4, section: 1)), at: .init(nanoseconds: 5))
        trace.record(.scrollViewDidScroll(offset: CGPoint(x: 0, y: 120)), at: .init(nanoseconds: 6))
        let expected = [
            TraceRecord(time: .init(nanoseconds: 5), kind: .layout, call: "sizeForItemAt", indexPath: [1, 4]),
            TraceRecord(time: .init(nanoseconds: 6), kind: .scroll, call: "scrollViewDidScroll", values: [Self.offset]),
        ]
        #expect(trace.records == expected)
        #expect(trace.records.map(\.jsonLine) == expected.map(\.jsonLine))
    }

    @Test("A trace sets aside room for the records a caller is about to make, unless it keeps none of their kind")
    func traceReservesRoom() {
        let trace = Trace()
        trace.record(.numberOfSections, at: .zero)
        trace.reserveRoom(forRecords: 10_000, of: .layout)
        #expect(trace.records.capacity >= 10_001)
        #expect(trace.records.capacity < 20_000)
        for item in 0..<10_000 { trace.record(.sizeForItemAt(IndexPath(item: item, section: 0)), at: .zero) }
        #expect(trace.records.count == 10_001)

        let ignoring = Trace()
        ignoring.ignoredKinds = [.layout]
        ignoring.reserveRoom(forRecords: 10_000, of: .layout)
        let off = Trace()
        off.isEnabled = false
        off.reserveRoom(forRecords: 10_000, of: .layout)
        off.reserveRoom(forRecords: -5, of: .layout)
        #expect(ignoring.records.capacity < 10_000)
        #expect(off.records.capacity < 10_000)
    }

    @Test("A trace counts each change to its records: a record kept, or all forgotten; a record dropped changes nothing")
    func traceCountsChanges() {
        let trace = Trace()
        #expect(trace.changeCount == 0)
        trace.record(.numberOfSections, at: .zero)
        trace.record(.numberOfSections, at: .zero)
        #expect(trace.changeCount == 2)
        trace.ignoredKinds = [.layout]
        trace.record(.sizeForItemAt(IndexPath(item: 0, section: 0)), at: .zero)
        trace.isEnabled = false
        trace.record(.numberOfSections, at: .zero)
        #expect(trace.changeCount == 2, "ignored and disabled records change nothing")
        trace.isEnabled = true
        trace.reserveRoom(forRecords: 100_000, of: .dataSource)
        #expect(trace.records.capacity >= 100_000)
        #expect(trace.changeCount == 2, "setting room aside changes no record")
        trace.removeAll()
        #expect(trace.changeCount == 3)
        trace.record(.numberOfSections, at: .zero)
        #expect(trace.changeCount == 4, "one record again, as before the removal, yet the count tells them apart")
    }

    @Test("A trace ignores exactly the kinds named, however the set of them was changed")
    func ignoresExactlyTheNamedKinds() {
        let trace = Trace()
        #expect(!TraceKind.allCases.contains(where: trace.ignores))
        for kind in TraceKind.allCases {
            trace.ignoredKinds = [kind]
            #expect(TraceKind.allCases.filter(trace.ignores) == [kind])
        }
        let last = TraceKind.allCases[TraceKind.allCases.count - 1]
        trace.ignoredKinds.formUnion([.layout, .touch])
        #expect(Set(TraceKind.allCases.filter(trace.ignores)) == [last, .layout, .touch])
        trace.ignoredKinds.remove(.layout)
        trace.record(.sizeForItemAt(IndexPath(item: 0, section: 0)), at: .zero)
        #expect(trace.records.count == 1, "a kind taken out of the set is recorded again")
        trace.ignoredKinds = Set(TraceKind.allCases)
        trace.record(.numberOfSections, at: .zero)
        trace.record(.sizeForItemAt(IndexPath(item: 1, section: 0)), at: .zero)
        #expect(trace.records.count == 1)
    }
}
