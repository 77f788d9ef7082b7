import Foundation
import Pantomime

/// Cells that size themselves (`setup.selfSizing`): what each item's content fits, how
/// the collection view hears of a change, and changes at set times.
///
/// A self-sizing cell (one whose layout estimates its size: a flow layout's
/// `estimatedItemSize`, a compositional `.estimated` side) fits its content: an item named
/// in ``heights`` or ``widths`` fits that length on that side, any other side keeps the
/// size the layout gave.
public struct SelfSizingSpec: Sendable {
    /// A change of an item's content at a moment of virtual time: its cell, when on
    /// screen, calls `invalidateIntrinsicContentSize()`.
    public struct Resize: Sendable {
        /// Seconds of virtual time from the start.
        public var at: Double
        /// The item whose content changes.
        public var item: String
        /// The new height its content fits, if it changes.
        public var height: Double?
        /// The new width its content fits, if it changes.
        public var width: Double?
    }

    /// The height each named item's content fits.
    public var heights: [String: Double] = [:]
    /// The width each named item's content fits.
    public var widths: [String: Double] = [:]
    /// Items whose content answers the next of these heights each time it is measured:
    /// a size that never settles.
    public var alternate: [String: [Double]] = [:]
    /// The collection view's `selfSizingInvalidation`; default `.enabled`.
    public var invalidation = SelfSizingInvalidation.enabled
    /// The collection view's `maximumSelfSizingRounds`; default 12.
    public var maximumRounds = 12
    /// The changes, in the order given.
    public var resizes: [Resize] = []

    /// Cells that keep the sizes the layout gives them, heard at UIKit's defaults.
    public init() {}
}

/// What the scenario's cells fit, as it changes: read by each cell when it is measured.
final class SelfSizingContent {
    private var spec: SelfSizingSpec
    private var turns: [String: Int] = [:]

    init(_ spec: SelfSizingSpec) { self.spec = spec }

    /// The size `item`'s content fits, given the size the layout proposes.
    func fittingSize(of item: String, proposed: CGSize) -> CGSize {
        if let cycle = spec.alternate[item], !cycle.isEmpty {
            let turn = turns[item, default: 0]
            turns[item] = turn + 1
            return CGSize(width: spec.widths[item] ?? Double(proposed.width), height: cycle[turn % cycle.count])
        }
        return CGSize(width: spec.widths[item] ?? Double(proposed.width), height: spec.heights[item] ?? Double(proposed.height))
    }

    /// Applies a change of an item's content.
    func apply(_ resize: SelfSizingSpec.Resize) {
        if let height = resize.height { spec.heights[resize.item] = height }
        if let width = resize.width { spec.widths[resize.item] = width }
    }

    /// Gives `cell` the content of `item`.
    func configure(_ cell: CollectionViewCell, item: String?) {
        guard let item else {
            cell.fittingSize = nil
            return
        }
        cell.fittingSize = { [weak self] proposed in self?.fittingSize(of: item, proposed: proposed) ?? proposed }
    }
}
