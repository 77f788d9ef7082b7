import Foundation
import Pantomime

/// Cells, section headers and footers and the layout's own header and footer that size
/// themselves (`setup.selfSizing`): what each one's content fits, how the collection view
/// hears of a change, and changes at set times.
///
/// A self-sizing cell (one whose layout estimates its size: a flow layout's
/// `estimatedItemSize`, a compositional `.estimated` side) fits its content: an item named
/// in ``heights`` or ``widths`` fits that length on that side, any other side keeps the
/// size the layout gave. A compositional section header or footer with an `.estimated`
/// side fits what ``headers`` or ``footers`` gives for its section in the same way; the
/// layout's own header or footer (`compositional.header: estimated(40)`) fits
/// ``layoutHeader`` or ``layoutFooter``.
public struct SelfSizingSpec: Sendable {
    /// What changes at a moment: an item's content, a section's header or footer, or the
    /// layout's own.
    public enum Target: Sendable, Equatable {
        /// The item of this name.
        case item(String)
        /// The header of this section.
        case header(section: Int)
        /// The footer of this section.
        case footer(section: Int)
        /// The layout's own header (its configuration's boundary item).
        case layoutHeader
        /// The layout's own footer (its configuration's boundary item).
        case layoutFooter
    }

    /// The lengths a header's or footer's content fits; a side not given keeps the size
    /// the layout proposes.
    public struct Fit: Sendable, Equatable {
        /// The width the content fits, if given.
        public var width: Double?
        /// The height the content fits, if given.
        public var height: Double?

        /// A content that fits `width` and `height` where given.
        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }

        /// The size for a `proposed` one: each given side replaces the proposal's.
        func size(proposed: CGSize) -> CGSize {
            CGSize(width: width ?? Double(proposed.width), height: height ?? Double(proposed.height))
        }
    }

    /// A change of an item's, header's or footer's content at a moment of virtual time:
    /// its view, when on screen, calls `invalidateIntrinsicContentSize()`.
    public struct Resize: Sendable {
        /// Seconds of virtual time from the start.
        public var at: Double
        /// What changes.
        public var target: Target
        /// The new height its content fits, if it changes.
        public var height: Double?
        /// The new width its content fits, if it changes.
        public var width: Double?
    }

    /// The height each named item's content fits.
    public var heights: [String: Double] = [:]
    /// The width each named item's content fits.
    public var widths: [String: Double] = [:]
    /// The height the content of every item not named in ``heights`` fits; `nil` keeps the
    /// height the layout proposes.
    public var defaultHeight: Double?
    /// What each section's header content fits, by section index.
    public var headers: [Int: Fit] = [:]
    /// What each section's footer content fits, by section index.
    public var footers: [Int: Fit] = [:]
    /// What the layout's own header content fits; `nil` keeps the size the layout proposes.
    public var layoutHeader: Fit?
    /// What the layout's own footer content fits; `nil` keeps the size the layout proposes.
    public var layoutFooter: Fit?
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
        return CGSize(width: spec.widths[item] ?? Double(proposed.width),
                      height: spec.heights[item] ?? spec.defaultHeight ?? Double(proposed.height))
    }

    /// The size a section's header (`footer` false) or footer content fits, given the
    /// size the layout proposes.
    func fittingSize(ofSection section: Int, footer: Bool, proposed: CGSize) -> CGSize {
        (footer ? spec.footers[section] : spec.headers[section])?.size(proposed: proposed) ?? proposed
    }

    /// Applies a change of an item's, header's or footer's content.
    func apply(_ resize: SelfSizingSpec.Resize) {
        switch resize.target {
        case let .item(item):
            if let height = resize.height { spec.heights[item] = height }
            if let width = resize.width { spec.widths[item] = width }
        case let .header(section):
            spec.headers[section] = Self.changed(spec.headers[section], by: resize)
        case let .footer(section):
            spec.footers[section] = Self.changed(spec.footers[section], by: resize)
        case .layoutHeader:
            spec.layoutHeader = Self.changed(spec.layoutHeader, by: resize)
        case .layoutFooter:
            spec.layoutFooter = Self.changed(spec.layoutFooter, by: resize)
        }
    }

    /// `fit` with the sides `resize` gives changed.
    private static func changed(_ fit: SelfSizingSpec.Fit?, by resize: SelfSizingSpec.Resize) -> SelfSizingSpec.Fit {
        var changed = fit ?? SelfSizingSpec.Fit()
        if let height = resize.height { changed.height = height }
        if let width = resize.width { changed.width = width }
        return changed
    }

    /// The size the layout's own header (`footer` false) or footer content fits, given the
    /// size the layout proposes.
    func fittingSize(ofLayoutFooter footer: Bool, proposed: CGSize) -> CGSize {
        (footer ? spec.layoutFooter : spec.layoutHeader)?.size(proposed: proposed) ?? proposed
    }

    /// Gives a section header or footer `view` (of `kind`) the content of its section, and
    /// the layout's own header or footer its content; a view of another kind keeps what it
    /// has.
    func configure(_ view: CollectionReusableView, kind: String, section: Int) {
        if kind == CompositionalLayoutBoundarySpec.headerKind || kind == CompositionalLayoutBoundarySpec.footerKind {
            let footer = kind == CompositionalLayoutBoundarySpec.footerKind
            view.fittingSize = { [weak self] proposed in self?.fittingSize(ofLayoutFooter: footer, proposed: proposed) ?? proposed }
            return
        }
        guard kind == ElementKind.sectionHeader || kind == ElementKind.sectionFooter else { return }
        let footer = kind == ElementKind.sectionFooter
        view.fittingSize = { [weak self] proposed in self?.fittingSize(ofSection: section, footer: footer, proposed: proposed) ?? proposed }
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
