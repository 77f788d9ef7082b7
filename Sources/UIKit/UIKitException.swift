import Foundation
import Pantomime

/// An exception UIKit raises where Pantomime's call throws, as the `UIKit` module's
/// non-throwing forms record it.
///
/// UIKit stops the app with an Objective-C exception for a misuse such as dequeuing an
/// unregistered identifier or deleting an item that does not exist. The `UIKit` module's
/// calls do not throw (as UIKit's do not) and do not stop the process: the exception is
/// recorded in the trace as `uikitException name=… reason=…` and reported on the window's
/// event loop, so the next call that moves time throws it, which fails the scenario step or
/// the test; the state stays as the failed call left it, unchanged.
public struct UIKitException: Error, Equatable, CustomStringConvertible {
    /// UIKit's exception name, such as `NSInternalInconsistencyException`.
    public var name: String
    /// UIKit's message.
    public var reason: String
    /// The call that raised it, as UIKit spells it.
    public var call: String

    /// An exception named `name` with UIKit's message `reason`, raised by `call`.
    public init(name: String, reason: String, call: String) {
        self.name = name
        self.reason = reason
        self.call = call
    }

    /// The call, UIKit's exception name and message, and what to do.
    public var description: String {
        "\(call) raised \(name): \(reason). UIKit stops the app here; fix the call (the trace holds the uikitException record)."
    }

    /// The exception UIKit raises for `error`, thrown by Pantomime's form of `call`.
    ///
    /// A scroll to or a selection of an item that does not exist raises
    /// `NSInvalidArgumentException` with UIKit's words (``invalidIndexPathReason(call:indexPath:)``);
    /// every other error is `NSInternalInconsistencyException` with Pantomime's message, which
    /// is UIKit's where UIKit has one (an update that does not add up, an unregistered identifier).
    static func raised(by call: String, error: Error) -> UIKitException {
        if case let CollectionViewError.invalidIndexPath(indexPath, _) = error {
            let reason = invalidIndexPathReason(call: call, indexPath: indexPath) ?? "\(error)"
            return UIKitException(name: "NSInvalidArgumentException", reason: reason, call: call)
        }
        return UIKitException(name: "NSInternalInconsistencyException", reason: "\(error)", call: call)
    }

    /// UIKit's message for `call` given an index path that holds no item, or nil for a call
    /// that has none here. `scrollToItem(at:at:animated:)`'s is UIKit's text; the one for
    /// `selectItem(at:animated:scrollPosition:)` follows it, as the closest known. Both
    /// leave out the object's address UIKit prints (`<NSIndexPath: 0x…>`), which would make
    /// traces differ from run to run.
    static func invalidIndexPathReason(call: String, indexPath: IndexPath) -> String? {
        let path = "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
        switch call {
        case "scrollToItem(at:at:animated:)": return "attempt to scroll to invalid index path: \(path)"
        case "selectItem(at:animated:scrollPosition:)": return "attempt to select invalid index path: \(path)"
        default: return nil
        }
    }
}

extension View {
    /// Runs one of Pantomime's throwing calls for a UIKit form that does not throw: an error
    /// becomes a recorded ``UIKitException``. Answers the call's result, or nil after an
    /// exception.
    ///
    /// In a window the exception is recorded in its trace and reported on its loop at once;
    /// a view in no window (a collection view used in `viewDidLoad`, before the controller
    /// is shown) holds it, as it holds a refused frame, and records and reports it when it
    /// joins a window.
    func raisingAsUIKit<Result>(_ call: String, _ body: () throws -> Result) -> Result? {
        do {
            return try body()
        } catch {
            let exception = UIKitException.raised(by: call, error: error)
            reportOrHold(exception, record: .uikitException(name: exception.name, reason: exception.reason))
            return nil
        }
    }
}
