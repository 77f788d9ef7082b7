import Foundation
import Testing

/// Runs `gallery-hash-order` (the gallery behind a layout that answers rect queries in
/// Dictionary order) in separate processes. Swift seeds Dictionary and Set hashing afresh
/// in every process unless `SWIFT_DETERMINISTIC_HASHING` is set, so each child sees its
/// own order.
@Suite("The gallery behind a Dictionary-order layout, in separate processes")
struct HashOrderProcessesTests {
    struct Run {
        var status: Int32
        var trace: String
        /// The `raw order: …` line of standard error, or "".
        var rawOrder: String
        var standardError: String
    }

    static let scenario = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GalleryHashOrder/browse.yaml").path

    /// The `gallery-hash-order` executable built next to the test bundle, or nil.
    static let executable: URL? = {
        guard let first = CommandLine.arguments.first else { return nil }
        var folder = URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("gallery-hash-order")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// Starts `count` children at once, with the environment this process has less
    /// `SWIFT_DETERMINISTIC_HASHING`, plus `extra`; waits for all of them.
    static func run(_ count: Int, extraEnvironment extra: [String: String] = [:]) throws -> [Run] {
        let executable = try #require(executable, """
            gallery-hash-order was not found next to the test bundle (\(CommandLine.arguments.first ?? "?")); \
            build it with 'swift build --build-tests'.
            """)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        environment.merge(extra) { $1 }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gallery-hash-order-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var children: [(Process, URL, URL)] = []
        for index in 0..<count {
            let out = folder.appendingPathComponent("\(index).out"), err = folder.appendingPathComponent("\(index).err")
            try Data().write(to: out)
            try Data().write(to: err)
            let process = Process()
            process.executableURL = executable
            process.arguments = [scenario]
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            process.standardInput = FileHandle.nullDevice
            try process.run()
            children.append((process, out, err))
        }
        return try children.map { process, out, err in
            process.waitUntilExit()
            try (process.standardOutput as? FileHandle)?.close()
            try (process.standardError as? FileHandle)?.close()
            let errors = try String(contentsOf: err, encoding: .utf8)
            let rawOrder = errors.split(separator: "\n").first { $0.hasPrefix("raw order: ") } ?? ""
            return Run(status: process.terminationStatus, trace: try String(contentsOf: out, encoding: .utf8),
                       rawOrder: String(rawOrder), standardError: errors)
        }
    }

    @Test("Ten processes, each hashing its own way, print byte-identical traces of a scenario")
    func tenProcessesOneTrace() throws {
        let runs = try Self.run(10)
        for run in runs { #expect(run.status == 0, "\(run.standardError)") }
        let first = try #require(runs.first)
        let records = first.trace.split(separator: "\n").filter { $0.hasPrefix("[1,") }
        #expect(records.count > 50, "The trace has only \(records.count) records:\n\(first.trace)")
        #expect(first.trace.contains(",\"cellForItemAt\","))
        #expect(first.trace.contains("\"result\":\"pass\""))
        for (index, run) in runs.enumerated().dropFirst() {
            #expect(Array(run.trace.utf8) == Array(first.trace.utf8), "process \(index) differs from process 0")
        }
        // The same test would pass trivially if every child saw one order: they do not.
        let orders = Set(runs.map(\.rawOrder))
        #expect(orders.count >= 2, "Every process's layout answered in the same order: \(orders)")
        #expect(runs.allSatisfy { $0.rawOrder.hasPrefix("raw order: ") && $0.rawOrder.count > 30 })
    }

    @Test("With deterministic hashing the layout's raw order is the same in every process")
    func deterministicHashingGivesOneRawOrder() throws {
        let runs = try Self.run(3, extraEnvironment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
        for run in runs { #expect(run.status == 0, "\(run.standardError)") }
        #expect(Set(runs.map(\.rawOrder)).count == 1, "\(runs.map(\.rawOrder))")
    }
}
