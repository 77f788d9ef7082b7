import Foundation
import Pantomime

extension MonkeyAction {
    /// The scroll positions a `scrollTo` action names, by their scenario words.
    static let positions: [String: ScrollPosition] = [
        "top": .top, "centeredVertically": .centeredVertically, "bottom": .bottom, "left": .left,
        "centeredHorizontally": .centeredHorizontally, "right": .right, "none": .none,
    ]
}
