import Foundation
import Pantomime

extension Keys {
    /// The keys of `scrollTo`.
    enum ScrollTo: String, ReaderKey {
        case offset, item, position, animated, contentOffset
    }

    /// The keys of `scroll`: one of them.
    enum Scroll: String, ReaderKey {
        case by, to, untilVisible
    }
}

extension StepContext {
    /// The words of `scrollTo.position`.
    static let scrollPositions: [String: ScrollPosition] = [
        "top": .top, "centeredVertically": .centeredVertically, "bottom": .bottom, "left": .left,
        "centeredHorizontally": .centeredHorizontally, "right": .right, "none": .none,
    ]

    /// Reads a `scrollTo` step: an offset, or an item with a position.
    func readScrollTo(_ value: ScenarioNode) throws -> ScenarioAction {
        let fields = try value.fields(Keys.ScrollTo.self)
        var offsetNode, itemNode, positionNode, animatedNode, assignedNode: ScenarioNode?
        for (field, node) in fields.given {
            switch field {
            case .offset: offsetNode = node
            case .item: itemNode = node
            case .position: positionNode = node
            case .animated: animatedNode = node
            case .contentOffset: assignedNode = node
            }
        }
        if let assigned = assignedNode {
            guard offsetNode == nil, itemNode == nil, positionNode == nil, animatedNode == nil else {
                throw value.error("scrollTo.contentOffset assigns the offset at once, as 'contentOffset = …' does, and takes nothing else; "
                    + "write it alone, like {contentOffset: [0, 300]}, or use {offset: [x, y], animated: …} for setContentOffset(_:animated:).")
            }
            return .scrollTo(.assigned(try assigned.point()), animated: false)
        }
        let animated = try animatedNode?.bool() ?? false
        if let offset = offsetNode {
            guard itemNode == nil else { throw value.error("scrollTo takes either 'offset' or 'item', not both.") }
            return .scrollTo(.offset(try offset.point()), animated: animated)
        }
        let item = try fields.required(itemNode, .item, "Give an offset [x, y], a contentOffset [x, y] or an item name.").string()
        let positions = Self.scrollPositions
        var position = ScrollPosition.none
        if let node = positionNode {
            position = positions[try node.oneOf(positions.keys.sorted())] ?? .none
        }
        return .scrollTo(.item(item, position), animated: animated)
    }

    /// Reads a `scroll` step: `by`, `to` or `untilVisible`.
    func readScroll(_ value: ScenarioNode) throws -> ScenarioAction {
        let pairs = try value.mapping(Keys.Scroll.self)
        guard pairs.count == 1, let pair = pairs.first else { throw value.error("scroll takes one of 'by', 'to' or 'untilVisible'.") }
        switch pair.key {
        case .by: return .scroll(.by(try pair.value.point()))
        case .to: return .scroll(.to(try pair.value.point()))
        case .untilVisible: return .scroll(.untilVisible(try pair.value.string()))
        }
    }
}

extension Keys.ScrollTo {
    var valueSchema: Schema {
        switch self {
        case .offset, .contentOffset: .point
        case .item: .text
        case .position: .oneOf(StepContext.scrollPositions.keys.sorted())
        case .animated: .flag
        }
    }
}

extension Keys.Scroll {
    var valueSchema: Schema {
        switch self {
        case .by, .to: .point
        case .untilVisible: .text
        }
    }
}
