import Foundation
import Pantomime

/// The pictures of a scenario's world that `pantomime render` prints and draws, and that
/// `expect: render` and golden snapshots compare: one definition, so text pasted from the
/// command is exactly what the expectation accepts.
///
/// The text is ``TextRenderer``'s picture of the collection view alone (cells,
/// supplementary and decoration views, selection, highlight, the moving item, swiped rows),
/// which depends only on the view's state; the SVG is drawn from a ``ViewSnapshot`` and so
/// also shows page dots and the fingers that are down.
public enum ScenarioPicture {
    /// The snapshot the SVG picture is drawn from.
    public static func snapshot(of world: ScenarioWorld) -> ViewSnapshot {
        ViewSnapshot(world.collectionView)
    }

    /// The viewport as text, ending with a newline: what `pantomime render` prints.
    public static func text(of world: ScenarioWorld) -> String {
        TextRenderer.render(world.collectionView) + "\n"
    }

    /// The viewport as an SVG document: what `pantomime render --svg FILE.svg` writes.
    public static func svg(of world: ScenarioWorld) -> String {
        svg(of: snapshot(of: world))
    }

    /// A snapshot as an SVG document, with the XML declaration and a final newline.
    public static func svg(of snapshot: ViewSnapshot) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + SVGRenderer().render(snapshot) + "\n"
    }

    /// `text` split at every line feed, as `text.split(separator: "\n", omittingEmptySubsequences:
    /// false)` splits it: for a text without a carriage return (which with a line feed after
    /// it makes one character) every line feed byte is a character of its own, and the text
    /// is split at those bytes.
    static func lines(_ text: String) -> [String] {
        var text = text
        let split = text.withUTF8 { bytes -> [String]? in
            guard !bytes.contains(UInt8(ascii: "\r")) else { return nil }
            return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
        }
        return split ?? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `text` without the line breaks at its ends, as `trimmingCharacters(in: .newlines)`
    /// gives it (U+000A to U+000D, U+0085, U+2028 and U+2029, each scalar on its own); a text
    /// with none there is returned as it is.
    static func trimmingNewlines(_ text: String) -> String {
        func isNewline(_ scalar: Unicode.Scalar) -> Bool {
            (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isNewline(first) || isNewline(last) else { return text }
        guard let start = scalars.firstIndex(where: { !isNewline($0) }),
              let end = scalars.lastIndex(where: { !isNewline($0) }) else { return "" }
        return String(scalars[start...end])
    }

    /// The most line pairs the aligned diff compares; past it (two long traces that differ
    /// throughout) the differing middle is listed as removed then added lines.
    static let alignmentLimit = 4_000_000

    /// The most removed or added lines listed when the texts are too long to align.
    static let unalignedLines = 40

    /// The differing lines of two texts, with two equal lines of context around each
    /// change and longer equal runs counted (see ``LineDiff``); nil when they are equal.
    ///
    /// The lines both texts start and end with are set aside before aligning, so a long
    /// trace with one change costs no more than the change.
    public static func diff(expected: String, actual: String) -> String? {
        func lines(_ text: String) -> [String] {
            var lines = Self.lines(text)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        let old = lines(expected), new = lines(actual)
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var body = old[..<prefix].map { "    \($0)" }
        if oldMiddle.count * newMiddle.count <= alignmentLimit,
           let aligned = LineDiff.describe(expected: oldMiddle, actual: newMiddle) {
            body += aligned.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        } else {
            body += oldMiddle.prefix(unalignedLines).map { "  − \($0)" }
            if oldMiddle.count > unalignedLines { body.append("  − … \(oldMiddle.count - unalignedLines) more lines") }
            body += newMiddle.prefix(unalignedLines).map { "  + \($0)" }
            if newMiddle.count > unalignedLines { body.append("  + … \(newMiddle.count - unalignedLines) more lines") }
        }
        body += old[(old.count - suffix)...].map { "    \($0)" }
        let changed = body.indices.filter { !body[$0].hasPrefix("    ") }
        var keep = Set<Int>()
        for index in changed { for near in max(0, index - 2)...min(body.count - 1, index + 2) { keep.insert(near) } }
        var out = ["(Expected: −, Actual: +)"]
        var skipped = 0
        for index in body.indices {
            if keep.contains(index) {
                if skipped > 0 { out.append("    … \(skipped) equal line\(skipped == 1 ? "" : "s")"); skipped = 0 }
                out.append(body[index])
            } else {
                skipped += 1
            }
        }
        if skipped > 0 { out.append("    … \(skipped) equal line\(skipped == 1 ? "" : "s")") }
        return out.joined(separator: "\n")
    }
}
