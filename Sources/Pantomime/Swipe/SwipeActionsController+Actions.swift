import Foundation
import PantomimeLoop

/// Carrying out the swiped-row machine's actions: each event is sent to the machine, and
/// its action, of the event's own type, carried out by the `carry` for that type.
extension SwipeActionsController {
    func carry(_ action: Machine.BeginAction) {
        switch action {
        case .none:
            break
        case let .beginEditing(row):
            setContentOffset(0, of: row.indexPath)
            willBeginEditing(row)
        case let .replace(old, new):
            setContentOffset(0, of: old.indexPath)
            didEndEditing(old.indexPath, reported: old.indexPath)
            willBeginEditing(new)
        }
    }

    func carry(_ action: Machine.ResumeAction) {
        switch action {
        case .none: break
        case let .reveal(reveal): show(reveal)
        }
    }

    func carry(_ action: Machine.MoveAction) {
        switch action {
        case .none:
            break
        case let .reveal(reveal):
            show(reveal)
        case let .arm(reveal):
            show(reveal)
            if let row = machine.row { record(.swipeFullSwipeArmed(row.indexPath)) }
        case let .disarm(reveal):
            show(reveal)
            if let row = machine.row { record(.swipeFullSwipeDisarmed(row.indexPath)) }
        }
    }

    func carry(_ action: Machine.LiftAction) {
        switch action {
        case .none: break
        case let .perform(row, index):
            show(machine.reveal)
            perform(row, index, trigger: .fullSwipe)
        case .opened: show(machine.reveal)
        case let .closed(row): closed(row, reported: row.indexPath)
        case let .snap(from, to): snap(from: from, to: to)
        }
    }

    func carry(_ action: Machine.CancelAction) {
        switch action {
        case .none: break
        case .opened: show(machine.reveal)
        case let .closed(row): closed(row, reported: row.indexPath)
        case let .snap(from, to): snap(from: from, to: to)
        }
    }

    func carry(_ action: Machine.SnapAction) {
        switch action {
        case .none: break
        case let .reveal(reveal): show(reveal)
        case .opened: show(machine.reveal)
        case let .closed(row): closed(row, reported: row.indexPath)
        }
    }

    func carry(_ action: Machine.TapAction) {
        switch action {
        case .none: break
        case let .perform(row, index):
            show(machine.reveal)
            perform(row, index, trigger: .tap)
        }
    }

    func carry(_ action: Machine.CloseAction) {
        switch action {
        case .none: break
        case let .closed(row): closed(row, reported: row.indexPath)
        case let .snap(from, to): snap(from: from, to: to)
        }
    }

    func carry(_ action: Machine.CloseNowAction) {
        switch action {
        case .none: break
        case let .closed(row): closed(row, reported: row.indexPath)
        }
    }

    func carry(_ action: Machine.DeleteAction) {
        switch action {
        case .none: break
        case let .deleted(row): closed(row, reported: nil)
        }
    }

    /// The row is closed (its item deleted when `reported` is nil): its content goes back
    /// and the delegate hears `didEndEditingItemAt`.
    func closed(_ row: Machine.Row, reported: IndexPath?) {
        setContentOffset(0, of: row.indexPath)
        didEndEditing(row.indexPath, reported: reported)
    }

    func snap(from: Double, to: Double) {
        show(from)
        startSnap(from: from, to: to)
    }
}
