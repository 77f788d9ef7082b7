import Foundation

/// A step that moves an orthogonal section's row: `scrollSection` or `flingSection`.
public struct SectionScrollSpec: Sendable, Equatable {
    /// How the row moves.
    public enum Motion: Sendable, Equatable {
        /// To this offset, at once.
        case to(Double)
        /// By this many points from where it is, at once.
        case by(Double)
        /// Dragged by `by` points from where it is and released at `velocity` points a
        /// second (positive towards larger offsets): the row rests where its behaviour says.
        case fling(by: Double, velocity: Double)
    }

    /// The section's index.
    public var section: Int
    /// How the row moves.
    public var motion: Motion
}

/// What must be true of an orthogonal section's row: `expect: {section: {index: 1, …}}`.
public struct SectionExpectation: Sendable, Equatable {
    /// The section's index.
    public var index: Int
    /// The row's offset, within the expectation's tolerance; nil: not checked.
    public var offset: Double?
    /// The index of the resting point the row is at (its page), in increasing order of
    /// offset; nil: not checked.
    public var page: Int?
    /// The section's visible items, in index-path order; nil: not checked.
    public var visible: [String]?
    /// Whether the section's banner timer runs now; nil: not checked.
    public var autoPaging: Bool?
    /// How many automatic page turns the section's banner has made; nil: not checked.
    public var pageTurns: Int?
    /// When the section's banner last turned a page, in seconds of virtual time; nil: not checked.
    public var lastPageTurn: Double?
}
