#if canImport(Glibc)
import Glibc
#endif
@testable import PantomimeLoop
import Testing

@Suite("The checked C calls")
struct CheckedCCallTests {
    @Test("A read on a closed descriptor is a typed error that names read, its result and errno with its text")
    func failingReadIsTyped() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[1])
        close(ends[0])
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(throws: LoopError.cFunction(name: "read", result: -1, errno: EBADF)) {
            try CCall.read(ends[0], into: &buffer)
        }
        let message = LoopError.cFunction(name: "read", result: -1, errno: EBADF).description
        #expect(message.contains("read"))
        #expect(message.contains("errno \(EBADF) (Bad file descriptor)"))
        #expect(message.contains("addLineReader"))
    }

    @Test("A read that succeeds returns how many bytes it read, and zero at the end of the file")
    func successfulReadReturnsItsCount() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes: [UInt8] = Array("line\n".utf8)
        #expect(write(ends[1], bytes, bytes.count) == bytes.count)
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(try CCall.read(ends[0], into: &buffer) == bytes.count)
        #expect(Array(buffer[0..<bytes.count]) == bytes)
        #expect(try CCall.read(ends[0], into: &buffer) == 0)
    }

    @Test("A C function that returns a null pointer is an error, which says when errno was not set")
    func nullPointerIsAnError() throws {
        #expect(throws: LoopError.cFunction(name: "getenv", result: 0, errno: 0)) {
            try CCall.checked("getenv") { getenv("PANTOMIME_NO_SUCH_VARIABLE_EVER") }
        }
        #expect(LoopError.cFunction(name: "event_new", result: 0, errno: 0).description.contains("without setting errno"))
    }

    @Test("clock_gettime's failure is an error with its errno, not a time of zero")
    func failingClockIsAnError() throws {
        var spec = timespec()
        #expect(throws: LoopError.cFunction(name: "clock_gettime", result: -1, errno: EINVAL)) {
            try CCall.checked("clock_gettime") { clock_gettime(clockid_t(-99), &spec) }
        }
        #expect(try CCall.monotonic() > .zero)
    }
}
