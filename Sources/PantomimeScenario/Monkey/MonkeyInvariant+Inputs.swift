import Foundation

extension MonkeyInvariant {
    /// The kinds of state a check reads: after a loop turn, a check runs again only when one
    /// of them changed since it last ran (see ``MonkeyConfiguration/invariantChecks``).
    ///
    /// The watch reads each kind after every turn, cheaply (no sorting, no data source or
    /// layout calls) and in full, so a change is seen whatever made it: a scroll, a layout
    /// pass, a batch update, a selection, a gesture, a timer of the app. A check that reads
    /// only these kinds and keeps no memory besides gives the same answer when none of them
    /// changed, so skipping it changes nothing that a run finds.
    public struct Inputs: OptionSet, Sendable {
        public let rawValue: Int
        /// The inputs with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The content offset, the bounds, the content size and the scrollable range; whether
        /// a finger tracks or drags, the content decelerates, a scroll animation or a layout
        /// transition runs.
        public static let scrolling = Inputs(rawValue: 1 << 0)
        /// The layout shown (the collection view's, or a running transition's) and its
        /// preparations, the transition's progress, and a compositional layout's orthogonal
        /// rows. A layout of your own is read as changed after every turn: Pantomime cannot
        /// tell what its answers depend on.
        public static let layout = Inputs(rawValue: 1 << 1)
        /// The item counts the collection view has loaded (or that it must load them again),
        /// the updates and reloads it was told of, and the drop placeholders it shows.
        public static let counts = Inputs(rawValue: 1 << 2)
        /// The app's data: the names of the items. In a world around your own components it is
        /// read as changed after every turn (your data changes as your code says).
        public static let data = Inputs(rawValue: 1 << 3)
        /// The views on screen: each one's element, identity and shown item; the views
        /// waiting for reuse and their limit.
        public static let cells = Inputs(rawValue: 1 << 4)
        /// The frames of the views on screen, but the moving cell's (which follows the finger:
        /// its index path is part of ``movement``).
        public static let frames = Inputs(rawValue: 1 << 13)
        /// The selected and highlighted items.
        public static let selection = Inputs(rawValue: 1 << 5)
        /// The fingers down and the touches whose end waits for delivery.
        public static let touches = Inputs(rawValue: 1 << 6)
        /// The index paths of the item moving interactively (where it came from, where it would
        /// land), if one moves, and whether the standard gesture drives it.
        public static let movement = Inputs(rawValue: 1 << 7)
        /// The swiped row's index path, if a row is swiped, and the origin of every other
        /// cell's content (the swiped row's own moves with the swipe).
        public static let swipe = Inputs(rawValue: 1 << 8)
        /// The banner's pages, page control, timer, holds and the page nearest the offset.
        public static let banner = Inputs(rawValue: 1 << 9)
        /// The trace's records.
        public static let trace = Inputs(rawValue: 1 << 10)
        /// Whether a context menu shows.
        public static let menus = Inputs(rawValue: 1 << 11)
        /// The drag delegates' sessions begun and ended, and whether a drag runs.
        public static let drag = Inputs(rawValue: 1 << 12)
        /// Every kind a ``WorldProbe`` reads.
        static let readable: Inputs = [.scrolling, .layout, .counts, .data, .cells, .frames, .selection, .touches,
                                       .movement, .swipe, .banner, .trace, .menus, .drag]
        /// Anything at all: a check that declares it runs after every turn. The default for
        /// an invariant of your own.
        public static let everything = Inputs(rawValue: ~0)
    }
}

/// How often a monkey run checks its invariants.
public enum InvariantChecks: String, Sendable, CaseIterable {
    /// After each turn, only the invariants whose ``MonkeyInvariant/Inputs`` changed since
    /// they last ran; after each action, every invariant timed after each action. A run finds
    /// the same breaks at the same moments as with ``everyTurn``.
    case changed
    /// Every invariant after every turn, whatever changed.
    case everyTurn = "all"
}
