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

    /// The differing lines of two texts, with two equal lines of context around each
    /// change and longer equal runs counted (see ``LineDiff``); nil when they are equal.
    public static func diff(expected: String, actual: String) -> String? {
        func lines(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        guard let full = LineDiff.describe(expected: lines(expected), actual: lines(actual)) else { return nil }
        let all = full.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = all.first ?? ""
        let body = Array(all.dropFirst())
        let changed = body.indices.filter { !body[$0].hasPrefix("    ") }
        var keep = Set<Int>()
        for index in changed { for near in max(0, index - 2)...min(body.count - 1, index + 2) { keep.insert(near) } }
        var out = [header]
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
