import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PantomimeLoop
import Testing

@Suite("Wall clock")
struct WallClockTests {
    @Test("A 50 ms timer fires on real time within a loose bound")
    func realTimerFires() throws {
        let loop = try WallClockEventLoop()
        var firedAt: LoopInstant?
        let start = loop.now
        loop.schedule(after: .milliseconds(50), name: "real") { firedAt = loop.now }
        try loop.run(for: .milliseconds(300))
        let fired = try #require(firedAt)
        #expect(fired - start >= .milliseconds(45))
        #expect(fired - start < .seconds(2))
    }

    @Test("Lines written to a pipe arrive through the loop, and the end of the file is reported")
    func linesFromAPipe() throws {
        let loop = try WallClockEventLoop()
        let pipe = Pipe()
        var lines: [String] = []
        var ended = false
        try loop.addLineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, name: "input",
                               onLine: { lines.append($0) }, onEnd: { ended = true })
        pipe.fileHandleForWriting.write(Data("tap A\r\ndrag B\nwait".utf8))
        try pipe.fileHandleForWriting.close()
        try loop.run(for: .milliseconds(200))
        #expect(lines == ["tap A", "drag B", "wait"])
        #expect(ended)
    }

    @Test("A read that fails stops the line reader with errno's error instead of reporting the end of the file")
    func failingReadIsAnError() throws {
        let loop = try WallClockEventLoop()
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        // Another descriptor keeps the pipe open, so libevent still reports it readable under
        // the old number, which from now on names a directory: reading it fails with EISDIR.
        let keepPipeOpen = dup(descriptor)
        defer { close(keepPipeOpen) }
        let directory = open("/", O_RDONLY | O_DIRECTORY)
        defer { close(directory) }
        var lines: [String] = []
        var ended = false
        try loop.addLineReader(fileDescriptor: descriptor, name: "input",
                               onLine: { lines.append($0) }, onEnd: { ended = true })
        pipe.fileHandleForWriting.write(Data("tap A\n".utf8))
        #expect(dup2(directory, descriptor) == descriptor)
        #expect(throws: LoopError.cFunction(name: "read", result: -1, errno: EISDIR)) {
            try loop.run(for: .milliseconds(200))
        }
        #expect(lines.isEmpty)
        #expect(!ended)
    }

    @Test("Both loops run on libevent")
    func backendIsLibevent() throws {
        for name in [try EventLoop().backendName, try WallClockEventLoop().backendName] {
            #expect(!name.isEmpty)
            #expect(name != "unknown")
        }
    }
}
