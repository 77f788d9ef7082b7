import Foundation
import Pantomime

/// The text picture of a failed scenario: the viewport with page dots and the last
/// gesture's fingers, cropped for a large viewport around the items the failure names
/// (or the fingers).
public enum FailureRender {
    /// The picture for a failure: what `pantomime run` prints under "The view at the
    /// failure", and what ``CollectionViewHarness`` reports.
    public static func text(of world: ScenarioWorld, about failure: ScenarioFailure) -> String {
        text(of: world, mentioning: failure.message)
    }

    /// The picture for any message: cropped around the items it names.
    public static func text(of world: ScenarioWorld, mentioning message: String) -> String {
        let records = world.trace.records
        let lastBegan = records.lastIndex { $0.kind == .touch && $0.call == "touchesBegan" } ?? records.count
        let snapshot = ViewSnapshot(world.collectionView, fingerRecords: records[lastBegan...])
        let words = Set(message.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") })
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".")) })
        let named = snapshot.elements.filter { $0.kind == .cell && words.contains($0.label) }.map(\.frame)
        let focus = named.dropFirst().reduce(named.first) { $0?.union($1) }
        return TextRenderer(showsCaption: true).render(snapshot, focus: focus)
    }
}
