import Foundation
import PantomimeLoop
import Testing

@Suite("Wall clock")
struct WallClockTests {
    @Test("A 50 ms timer fires on real time within a loose bound")
    func realTimerFires() throws {
        let loop = try EventLoop(mode: .wall)
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
        let loop = try EventLoop(mode: .wall)
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

    @Test("Virtual-time calls are refused on a wall-clock loop and the reverse")
    func wrongClockCallsAreRefused() throws {
        let wall = try EventLoop(mode: .wall)
        #expect(throws: LoopError.wrongClock(call: "advance(to:)", mode: .wall)) { try wall.advance(by: .seconds(1)) }
        let virtual = try EventLoop()
        #expect(throws: LoopError.wrongClock(call: "run(for:)", mode: .virtual)) { try virtual.run(for: .seconds(1)) }
    }

    @Test("The loop runs on libevent")
    func backendIsLibevent() throws {
        let loop = try EventLoop()
        #expect(!loop.backendName.isEmpty)
        #expect(loop.backendName != "unknown")
    }
}
