import Foundation
import Pantomime

extension ScenarioRun {
    /// Checks a partial `visible` expectation: every `includes` item has a cell on screen
    /// and no `excludes` item does, whatever else is shown. A name that is no item is an
    /// error with a suggestion, as for the other lists of names.
    func checkVisiblePart(_ part: VisiblePartExpectation, at location: SourceLocation) throws {
        for name in part.includes + part.excludes {
            _ = try world.indexPath(of: name, at: location)
        }
        let visible = collectionView.indexPathsForVisibleItems.map(world.name(of:))
        let shown = "[\(visible.joined(separator: ", "))]"
        let missing = part.includes.filter { !visible.contains($0) }
        if !missing.isEmpty {
            throw ScenarioFailure("At \(loop.now)s: expected visible items to include [\(missing.joined(separator: ", "))], but visible are \(shown).", at: location)
        }
        let present = part.excludes.filter(visible.contains)
        if !present.isEmpty {
            throw ScenarioFailure("At \(loop.now)s: expected visible items to exclude [\(present.joined(separator: ", "))], but visible are \(shown).", at: location)
        }
    }
}
