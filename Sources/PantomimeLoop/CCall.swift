#if canImport(Glibc)
import Glibc
#else
#error("PantomimeLoop builds on Linux only: it calls Glibc and libevent, and no other platform is built or tested.")
#endif

/// The one place PantomimeLoop checks the result of a C call: libevent's functions,
/// `read` and `clock_gettime`.
///
/// A call that fails becomes a ``LoopError/cFunction(name:result:errno:)`` carrying the
/// `errno` the call left (0 when it set none, as some libevent functions do), so no
/// failure is ignored or mistaken for something else. The C functions that return nothing
/// (`event_active`, `event_free`, `event_base_free`, `event_config_free`) cannot report a
/// failure and are called directly.
enum CCall {
    /// Calls `function`, which fails by returning a negative number (POSIX's and libevent's
    /// -1), and returns its result.
    ///
    /// - Parameters:
    ///   - name: the C function's name, for the error.
    ///   - function: the call.
    /// - Throws: ``LoopError/cFunction(name:result:errno:)`` when the result is negative.
    @discardableResult
    static func checked<Result: BinaryInteger>(_ name: String, _ function: () -> Result) throws -> Result {
        errno = 0
        let result = function()
        guard result >= 0 else { throw LoopError.cFunction(name: name, result: Int(result), errno: errno) }
        return result
    }

    /// Calls `function`, which fails by returning a null pointer, and returns the pointer.
    ///
    /// - Throws: ``LoopError/cFunction(name:result:errno:)`` (with a result of 0) when the
    ///   pointer is null.
    static func checked<Pointer>(_ name: String, _ function: () -> Pointer?) throws -> Pointer {
        errno = 0
        guard let pointer = function() else { throw LoopError.cFunction(name: name, result: 0, errno: errno) }
        return pointer
    }

    /// The system's monotonic clock, through `clock_gettime`.
    static func monotonic() throws -> TimeAmount {
        var spec = timespec()
        try checked("clock_gettime") { clock_gettime(CLOCK_MONOTONIC, &spec) }
        return TimeAmount(nanoseconds: Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec))
    }

    /// Reads up to `buffer.count` bytes of `fileDescriptor` through `read`; 0 is the end of
    /// the file.
    static func read(_ fileDescriptor: Int32, into buffer: inout [UInt8]) throws -> Int {
        try buffer.withUnsafeMutableBytes { bytes in
            try checked("read") { Glibc.read(fileDescriptor, bytes.baseAddress, bytes.count) }
        }
    }

    /// `amount` (negative taken as zero) as a `timeval` of whole microseconds, for libevent.
    static func timeval(of amount: TimeAmount) -> timeval {
        let micros = max(amount.nanoseconds, 0) / 1_000
        return Glibc.timeval(tv_sec: Int(micros / 1_000_000), tv_usec: Int(micros % 1_000_000))
    }

    /// The text the C library gives for `code`, such as "Bad file descriptor".
    static func describe(errno code: Int32) -> String {
        guard let text = strerror(code) else { return "unknown error \(code)" }
        return String(cString: text)
    }
}
