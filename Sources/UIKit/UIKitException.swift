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
    static func raised(by call: String, error: Error) -> UIKitException {
        if case CollectionViewError.invalidIndexPath = error {
            return UIKitException(name: "NSInvalidArgumentException", reason: "\(error)", call: call)
        }
        return UIKitException(name: "NSInternalInconsistencyException", reason: "\(error)", call: call)
    }
}

extension View {
    /// Runs one of Pantomime's throwing calls for a UIKit form that does not throw: an error
    /// becomes a recorded ``UIKitException``. Answers the call's result, or nil after an
    /// exception.
    func raisingAsUIKit<Result>(_ call: String, _ body: () throws -> Result) -> Result? {
        do {
            return try body()
        } catch {
            let exception = UIKitException.raised(by: call, error: error)
            traceSink?.record(.uikitException(name: exception.name, reason: exception.reason))
            window?.loop.reportError(exception)
            return nil
        }
    }
}
