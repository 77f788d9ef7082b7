import Foundation

/// What a prefetching pass finds depends on besides the prefetching controller's own state:
/// the bounds and the window looked in, the layout's frames, the data, the cells on screen
/// and whether a prefetch data source listens.
///
/// While the layout is not invalidated (it has not prepared again) and the data has not
/// changed, the layout answers the same frames for the same rect: UIKit's contract for
/// ``CollectionViewLayout/layoutAttributesForElements(in:)``, which the shown band relies
/// on too. So two passes with matching inputs find the same candidates in the same order.
/// There are no inputs to match (the pass is always carried out) while the layout is
/// invalid or in a transition, while an item moves or drop placeholders wait (the shown
/// index paths are then translated), and for a compositional layout with orthogonal rows
/// (their offsets move without the layout preparing again).
struct PrefetchPassInputs {
    /// The visible bounds.
    var bounds: CGRect
    /// The bounds extended by one viewport length, where candidates are looked for.
    var window: CGRect
    /// The layout asked, by identity: the inputs copy and compare as plain values. Whoever
    /// keeps inputs beyond the pass holds the layout beside them (see
    /// ``SettledPrefetchPass``), so that no other layout can take its identity meanwhile.
    let layout: ObjectIdentifier
    /// How many times the layout had prepared (every invalidation prepares it again).
    var preparations: Int
    /// The collection view's data generation.
    var dataGeneration: Int
    /// How many times the collection view's views on screen had changed.
    var visibleChanges: Int
    /// Whether a prefetch data source was set.
    var hasDataSource: Bool

    /// The inputs of a pass over `bounds` looking in `window`, or nil when a pass cannot be
    /// told from its inputs. `layout` is the collection view's layout, which the caller
    /// holds for the pass.
    ///
    /// `view` is borrowed: the pass that asks holds it. Its controllers are read through
    /// ``VisibleElements/Controllers``, unretained, as every retain of the collection view or
    /// of a controller takes the runtime's slow path (they keep side tables).
    init?(view: CollectionView, layout: CollectionViewLayout, bounds: CGRect, window: CGRect, hasDataSource: Bool) {
        let elements = view.elements
        let controllers = elements.controllers
        guard !layout.isInvalid, !controllers.hasUncommittedUpdates,
              controllers.transition._withUnsafeGuaranteedRef({ $0.activeTransitionLayout.map { $0 === layout } ?? true }),
              !layout.hasOrthogonalRows else { return nil }
        self.bounds = bounds
        self.window = window
        self.layout = ObjectIdentifier(layout)
        preparations = layout.prepareCount
        dataGeneration = view.dataGeneration
        visibleChanges = elements.visibleChanges
        self.hasDataSource = hasDataSource
    }

    /// Whether these inputs and `other` name the same layout, preparations, data and views
    /// on screen, whatever their bounds and windows.
    func sameState(as other: Self) -> Bool {
        layout == other.layout && preparations == other.preparations && dataGeneration == other.dataGeneration
            && visibleChanges == other.visibleChanges
    }

    /// Whether a pass with `other` inputs finds what a pass with these found.
    func matches(_ other: Self) -> Bool {
        Geometry.same(bounds, other.bounds) && Geometry.same(window, other.window) && layout == other.layout && preparations == other.preparations
            && dataGeneration == other.dataGeneration && visibleChanges == other.visibleChanges && hasDataSource == other.hasDataSource
    }
}

/// The inputs of a pass kept after it, with the layout they name held, so that while they are
/// kept no other layout can take its identity.
struct SettledPrefetchPass {
    var inputs: PrefetchPassInputs
    let layout: CollectionViewLayout
}
