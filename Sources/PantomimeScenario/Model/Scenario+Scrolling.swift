import Foundation
import Pantomime

public enum ScrollTarget: Sendable {
    case offset(CGPoint)
    case item(String, ScrollPosition)
}

public enum ScrollAmount: Sendable {
    case by(CGPoint)
    case to(CGPoint)
    case untilVisible(String)
}
