#if canImport(Glibc)
import Glibc
#endif

/// Reads a file descriptor in chunks and cuts it into lines.
///
/// The end of the file (`read` returns 0) hands on the unfinished last line and runs
/// `onEnd`. A `read` that fails for a reason other than "try again" (`EAGAIN`, `EINTR`) is
/// not taken for the end: the reader stops, and the call that moved time throws the
/// ``LoopError/cFunction(name:result:errno:)`` that names `errno`.
final class LineReader {
    weak var loop: LoopCore?
    let id: Int
    let name: String
    let fd: Int32
    let onLine: (String) throws -> Void
    let onEnd: () throws -> Void
    var event: LibeventEvent?
    private var buffer: [UInt8] = []

    init(loop: LoopCore, id: Int, name: String, fd: Int32, onLine: @escaping (String) throws -> Void,
         onEnd: @escaping () throws -> Void) {
        self.loop = loop
        self.id = id
        self.name = name
        self.fd = fd
        self.onLine = onLine
        self.onEnd = onEnd
    }

    func readAvailable() {
        guard let loop else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count: Int
        do {
            count = try CCall.read(fd, into: &chunk)
        } catch let LoopError.cFunction(_, _, code) where code == EAGAIN || code == EINTR {
            return
        } catch {
            loop.reportError(error)
            loop.removeLineReader(self)
            return
        }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                do { try onLine(String(decoding: line, as: UTF8.self)) } catch { loop.reportError(error) }
            }
        } else {
            if !buffer.isEmpty {
                let rest = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                do { try onLine(rest) } catch { loop.reportError(error) }
            }
            do { try onEnd() } catch { loop.reportError(error) }
            loop.removeLineReader(self)
        }
    }
}

/// A timer observer's registration on a loop; releasing it ends the observation.
public final class TimerObservation {
    private weak var loop: LoopCore?

    init(loop: LoopCore) { self.loop = loop }

    /// Stops telling the observer of timers.
    public func cancel() {
        loop?.removeTimerObserver(self)
        loop = nil
    }

    deinit { cancel() }
}
