import Foundation
import Pantomime

extension Keys {
    /// The keys of a compositional layout's `list`.
    enum CompositionalList: String, ReaderKey {
        case appearance, headerMode, footerMode, headerTopPadding, rowHeight, headerHeight, footerHeight, leadingSwipe, trailingSwipe, accessories
    }

    /// The accessories a list row may have, each written as its name or as `{name: displayed}`.
    enum CellAccessoryKind: String, ReaderKey {
        case reorder, outlineDisclosure
    }
}

extension ScenarioReader {
    /// Reads `compositional.list`: `{appearance, headerMode, footerMode, headerTopPadding,
    /// rowHeight, headerHeight, footerHeight, leadingSwipe, trailingSwipe, accessories}`, each
    /// swipe side written as `setup.swipeActions` writes one. The items a side lists are checked once
    /// the setup's items are known (``checkListSwipeItems(_:known:)``).
    static func readCompositionalList(_ node: ScenarioNode) throws -> CompositionalListSpec {
        var spec = CompositionalListSpec()
        if node.isNull { return spec }
        for (key, value) in try node.fields(Keys.CompositionalList.self).given {
            switch key {
            case .appearance:
                spec.appearance = ListAppearance(rawValue: try value.oneOf(ListAppearance.allCases.map(\.rawValue))) ?? .plain
            case .headerMode:
                spec.headerMode = ListHeaderMode(rawValue: try value.oneOf(ListHeaderMode.allCases.map(\.rawValue))) ?? .none
            case .footerMode:
                spec.footerMode = ListFooterMode(rawValue: try value.oneOf(ListFooterMode.allCases.map(\.rawValue))) ?? .none
            case .headerTopPadding: spec.headerTopPadding = try value.nonNegativeDouble()
            case .rowHeight: spec.rowHeight = try value.nonNegativeDouble()
            case .headerHeight: spec.headerHeight = try value.nonNegativeDouble()
            case .footerHeight: spec.footerHeight = try value.nonNegativeDouble()
            case .leadingSwipe: spec.leadingSwipe = try readSwipeSide(value, known: nil)
            case .trailingSwipe: spec.trailingSwipe = try readSwipeSide(value, known: nil)
            case .accessories: spec.accessories = try value.list().map(readCellAccessory)
            }
        }
        if spec.headerTopPadding != nil, spec.headerMode != .supplementary {
            throw node.error("\(node.path).headerTopPadding adds space above supplementary headers, but headerMode is \(spec.headerMode.rawValue); "
                + "add headerMode: supplementary or remove headerTopPadding.")
        }
        return spec
    }

    /// Reads one accessory of `list.accessories`: `reorder` or `outlineDisclosure`, shown as
    /// UIKit shows it by default, or `{reorder: always}` with when it shows.
    static func readCellAccessory(_ node: ScenarioNode) throws -> CellAccessory {
        let kind: Keys.CellAccessoryKind
        var displayed: CellAccessoryDisplayedState?
        if node.isMapping {
            let given = try node.fields(Keys.CellAccessoryKind.self).given
            guard given.count == 1, let only = given.first else {
                throw node.error("\(node.path) names \(given.count) accessories; write one per entry, as {reorder: always}.")
            }
            kind = only.key
            displayed = CellAccessoryDisplayedState(rawValue: try only.value.oneOf(CellAccessoryDisplayedState.allCases.map(\.rawValue)))
        } else {
            kind = Keys.CellAccessoryKind(rawValue: try node.oneOf(Keys.CellAccessoryKind.names)) ?? .reorder
        }
        switch kind {
        case .reorder: return displayed.map { .reorder(displayed: $0) } ?? .reorder()
        case .outlineDisclosure: return displayed.map { .outlineDisclosure(displayed: $0) } ?? .outlineDisclosure()
        }
    }

    /// A `list` lays out every section itself, vertically: `sections`, `banner` and a
    /// horizontal `direction` do not go with it.
    static func checkListAlone(_ compositional: ScenarioNode) throws {
        let fields = try compositional.fields(Keys.Compositional.self)
        for key in [Keys.Compositional.sections, .banner] where fields[key] != nil {
            throw compositional.error("\(compositional.path) has both 'list' and '\(key.rawValue)'; a list makes every section a list, so remove '\(key.rawValue)'.")
        }
        if let direction = fields[.direction], try direction.string() == "horizontal" {
            throw direction.error("\(direction.path) is horizontal, but a list scrolls vertically; remove direction or the list.")
        }
    }

    /// The problems of a list's swipe sides naming (`items:`) what is not an item of the setup.
    static func listSwipeItemProblems(_ layout: ScenarioNode?, known: @autoclosure () -> Set<String>) -> [ScenarioError] {
        guard let layout else { return [] }
        do {
            try checkListSwipeItems(layout, known: known())
            return []
        } catch let error as ScenarioError {
            return error.all
        } catch {
            return [layout.error("\(error)")]
        }
    }

    /// Checks that the items a list's swipe sides name (`items:`) are items of the setup.
    static func checkListSwipeItems(_ layout: ScenarioNode, known: @autoclosure () -> Set<String>) throws {
        guard layout.isMapping, let compositional = try layout.fields(Keys.Layout.self)[.compositional], compositional.isMapping,
              let list = try compositional.fields(Keys.Compositional.self)[.list], list.isMapping else { return }
        let fields = try list.fields(Keys.CompositionalList.self)
        for side in [fields[.leadingSwipe], fields[.trailingSwipe]].compactMap({ $0 }) where side.isMapping {
            _ = try readSwipeSide(side, known: known())
        }
    }
}

extension Keys.CompositionalList {
    var valueSchema: Schema {
        switch self {
        case .appearance: .oneOf(ListAppearance.allCases.map(\.rawValue))
        case .headerMode: .oneOf(ListHeaderMode.allCases.map(\.rawValue))
        case .footerMode: .oneOf(ListFooterMode.allCases.map(\.rawValue))
        case .headerTopPadding, .rowHeight, .headerHeight, .footerHeight: .nonNegative
        case .leadingSwipe, .trailingSwipe: Keys.SwipeActions.leading.valueSchema
        case .accessories:
            .list(of: .anyOf([.oneOf(Keys.CellAccessoryKind.names), .object(Keys.CellAccessoryKind.self, oneKey: true)]))
        }
    }
}

extension Keys.CellAccessoryKind {
    var valueSchema: Schema { .oneOf(CellAccessoryDisplayedState.allCases.map(\.rawValue)) }
}
