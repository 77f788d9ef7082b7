import Foundation
import Pantomime

extension ScenarioWorld {
    /// The texts a cell shows: its title (what the text render draws when it has one) and
    /// its labels' text.
    static func shownTexts(of cell: CollectionViewCell) -> [String] {
        [cell.title, ViewSnapshot.drawnText(in: cell)].compactMap { $0 }
    }

    /// The centre of the visible part of the one cell on screen whose shown text is `text`.
    func windowPoint(showing text: String, at location: SourceLocation) throws -> CGPoint {
        try collectionView.layoutNow()
        let shown = collectionView.indexPathsForVisibleItems.compactMap { path -> (IndexPath, [String])? in
            guard let cell = collectionView.cellForItem(at: path) else { return nil }
            let texts = Self.shownTexts(of: cell)
            return texts.isEmpty ? nil : (path, texts)
        }
        let matches = shown.filter { $0.1.contains(text) }
        let list = shown.map { $0.1.map { "'\($0)'" }.joined(separator: " / ") }.joined(separator: ", ")
        guard let match = matches.first else {
            throw ScenarioError("No cell on screen shows the text '\(text)' at \(loop.now)s; the cells show \(shown.isEmpty ? "nothing" : list). Scroll to it first, or tap by item name.", at: location)
        }
        guard matches.count == 1 else {
            let paths = matches.map { TraceRecord.format($0.0) }.joined(separator: ", ")
            throw ScenarioError("\(matches.count) cells on screen show the text '\(text)' (at \(paths)), so the tap would be a guess; tap by item name or by a point instead.", at: location)
        }
        guard let frame = collectionView.layoutAttributesForItem(at: match.0)?.frame,
              let visible = collectionView.visiblePart(of: frame) else {
            throw ScenarioError("The cell showing '\(text)' has no visible part at \(loop.now)s.", at: location)
        }
        return collectionView.convert(CGPoint(x: visible.midX, y: visible.midY), to: nil)
    }
}
