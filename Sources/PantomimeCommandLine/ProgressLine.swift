import Foundation
import PantomimeScenario
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress display on standard error, redrawn in place: scenarios finished of
/// all, wall time so far, and the scenario running. It shows only on a terminal, so logs
/// and pipes get no control characters.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var shown = false

    /// Whether standard error is a terminal that can redraw a line.
    static var isAvailable: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// The line for a moment of the run, without control characters.
    static func text(_ progress: ScenarioSuite.Progress, width: Int = 100) -> String {
        let (seconds, attoseconds) = progress.elapsed.components
        let tenths = max(0, seconds) * 10 + max(0, attoseconds) / 100_000_000_000_000_000
        var line = "[\(progress.finished)/\(progress.total)] \(tenths / 10).\(tenths % 10)s"
        if let current = progress.current { line += "  \(current)" }
        return line.count > width ? String(line.prefix(max(0, width - 1))) + "…" : line
    }

    func update(_ progress: ScenarioSuite.Progress) {
        lock.lock(); defer { lock.unlock() }
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + Self.text(progress, width: Self.columns)).utf8))
        shown = true
    }

    /// Clears the line, so the report starts on a clean line.
    func finish() {
        lock.lock(); defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        shown = false
    }

    private static var columns: Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 10 { return Int(size.ws_col) - 1 }
        return 100
    }
}
