import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@Suite("pantomime monkey")
struct MonkeyCommandTests {
    @Test("A monkey killed while it shrinks has already written and printed each failure it found, and the file fails under run")
    func killedWhileShrinkingLosesNothing() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let executable = try #require(CommandRunner.executable)
        // Every run of this setup fails as soon as a cell is dequeued: its identifier is not
        // registered. Ten runs, each shrunk, keep the monkey busy after the first is found.
        let setup = CommandRunner.scenariosFolder + "/reuse/unregistered-identifier.yaml"
        let process = Process()
        process.executableURL = executable
        process.arguments = ["monkey", setup, "--runs", "10", "--actions", "30", "--weight", "batch=20", "--out", "found"]
        process.currentDirectoryURL = runner.folder
        let outURL = runner.folder.appendingPathComponent("stdout")
        try Data().write(to: outURL)
        let out = try FileHandle(forWritingTo: outURL)
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Wait (at most two minutes) for the first failure's lines, while the monkey runs on.
        var printed = ""
        var stillRunning = false
        for _ in 0..<6000 where process.isRunning {
            printed = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
            if printed.contains("written: ") {
                stillRunning = process.isRunning
                break
            }
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try out.close()
        #expect(stillRunning, "The first failure was not printed while the monkey was still running:\n\(printed)")
        #expect(printed.contains("FAIL  run 0: noError"), "\(printed)")

        let line = try #require(printed.split(separator: "\n").first { $0.contains("written: ") })
        let written = try #require(line.split(separator: " ").first { $0.hasSuffix(".yaml") }.map(String.init))
        #expect(written == "found/unregistered-identifier-seed1-run0.yaml")
        let replay = try runner.run("run", written)
        #expect(replay.status == 1, "\(replay.all)")
        #expect(replay.all.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier Photo"), "\(replay.all)")
    }

    @Test("A monkey that finishes reports each failure with its shrunk length and the file to run, and exits 1")
    func finishedMonkeyReportsEachFailure() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let setup = CommandRunner.scenariosFolder + "/reuse/unregistered-identifier.yaml"
        let output = try runner.run("monkey", setup, "--runs", "2", "--actions", "10", "--weight", "batch=20", "--out", "found")
        #expect(output.status == 1, "\(output.all)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        for run in 0..<2 {
            let fail = try #require(lines.firstIndex { $0.hasPrefix("FAIL  run \(run): noError") }, "\(output.all)")
            #expect(lines[fail + 1] == "      written: found/unregistered-identifier-seed1-run\(run).yaml (shrinking)")
            #expect(lines[fail + 2].hasPrefix("      shrunk to 1 action; reproduce: pantomime run found/unregistered-identifier-seed1-run\(run).yaml"),
                    "\(output.all)")
        }
        #expect(output.lastLine.hasSuffix("2 failed"), "\(output.all)")
    }

    @Test("--invariants all reports the same failures as the default, and an unknown schedule is refused with exit 2")
    func invariantSchedules() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let setup = CommandRunner.scenariosFolder + "/reuse/unregistered-identifier.yaml"
        let changed = try runner.run("monkey", setup, "--runs", "2", "--actions", "10", "--weight", "batch=20", "--no-shrink", "--out", "changed")
        let all = try runner.run("monkey", setup, "--runs", "2", "--actions", "10", "--weight", "batch=20", "--no-shrink", "--out", "all", "--invariants", "all")
        #expect(changed.status == 1 && all.status == 1, "\(changed.all)\n\(all.all)")
        let fails = { (output: CommandRunner.Output) in output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("FAIL") } }
        #expect(!fails(changed).isEmpty)
        #expect(fails(changed) == fails(all))
        let wrong = try runner.run("monkey", setup, "--invariants", "sometimes")
        #expect(wrong.status == 2)
        #expect(wrong.all.contains("--invariants takes 'changed' or 'all', but was 'sometimes'."), "\(wrong.all)")
    }
}
