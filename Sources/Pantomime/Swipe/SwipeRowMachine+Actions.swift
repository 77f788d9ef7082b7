import Foundation

/// What the collection view must do after each event of a ``SwipeRowMachine``: every event
/// answers with an action type of its own, holding only what that event can lead to, so
/// the controller carrying it out has no case that cannot happen.
///
/// A case means the same in every type it appears in:
/// - `none`: nothing;
/// - `reveal(r)`: show the row's content at reveal `r`;
/// - `arm(r)`, `disarm(r)`: show it at `r`; a full swipe became armed, or is no longer;
/// - `beginEditing(row)`: a row begins to open: show it at 0, tell the delegate
///   `willBeginEditingItemAt`;
/// - `replace(old, new)`: another row takes over: close `old` at once (reveal 0, the
///   delegate's `didEndEditingItemAt`), then `willBeginEditingItemAt` for `new`;
/// - `snap(from, to)`: animate the row from one reveal to another;
/// - `opened(row)`: the row is open, shown at its open width;
/// - `closed(row)`: the row is closed: show it at 0, tell the delegate `didEndEditingItemAt`;
/// - `deleted(row)`: the row's item was deleted: show its cell at 0, tell the delegate
///   `didEndEditingItemAt` with no index path;
/// - `perform(row, action)`: run the handler of the row's action at this index.
extension SwipeRowMachine {
    /// After ``swipeBegan(_:)``.
    enum BeginAction: Equatable {
        case none, beginEditing(Row), replace(old: Row, new: Row)
    }

    /// After ``swipeResumed()``.
    enum ResumeAction: Equatable {
        case none, reveal(Double)
    }

    /// After ``fingerMoved(travel:)``.
    enum MoveAction: Equatable {
        case none, reveal(Double), arm(Double), disarm(Double)
    }

    /// After ``fingerLifted(velocity:)``.
    enum LiftAction: Equatable {
        case none, perform(Row, action: Int), opened(Row), closed(Row), snap(from: Double, to: Double)

        init(_ settlement: Settlement) {
            switch settlement {
            case let .opened(row): self = .opened(row)
            case let .closed(row): self = .closed(row)
            case let .snap(from, to): self = .snap(from: from, to: to)
            }
        }
    }

    /// After ``fingerCancelled()``.
    enum CancelAction: Equatable {
        case none, opened(Row), closed(Row), snap(from: Double, to: Double)

        init(_ settlement: Settlement) {
            switch settlement {
            case let .opened(row): self = .opened(row)
            case let .closed(row): self = .closed(row)
            case let .snap(from, to): self = .snap(from: from, to: to)
            }
        }
    }

    /// After ``snapProgressed(to:)``.
    enum SnapAction: Equatable {
        case none, reveal(Double), opened(Row), closed(Row)
    }

    /// After ``buttonTapped(_:)``.
    enum TapAction: Equatable {
        case none, perform(Row, action: Int)
    }

    /// After ``closeRequested()`` and ``actionCompleted()``: the row closes, at once or
    /// with a snap.
    enum CloseAction: Equatable {
        case none, closed(Row), snap(from: Double, to: Double)
    }

    /// After ``closeNow()``.
    enum CloseNowAction: Equatable {
        case none, closed(Row)
    }

    /// After ``itemDeleted()``.
    enum DeleteAction: Equatable {
        case none, deleted(Row)
    }

    /// Where a release leaves the row: open, closed, or snapping toward one of them.
    enum Settlement: Equatable {
        case opened(Row), closed(Row), snap(from: Double, to: Double)
    }
}
