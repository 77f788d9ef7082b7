import Foundation

extension ScenarioReader {
    /// The problems of keys that are each fine alone but not together: editing beside
    /// swipe actions, a banner on a section the data lacks, a list swipe side naming no item.
    static func combinationProblems(_ setup: ScenarioSetup, fields: KeyedFields<Keys.Setup>, unread: Set<Keys.Setup>,
                                    names: @autoclosure () -> Set<String>) -> [ScenarioError] {
        var problems = [editingCombinationProblem(setup, fields: fields), bannerSectionProblem(setup, fields: fields)].compactMap { $0 }
        if unread.isDisjoint(with: [.layout, .items, .sections, .diffable]) { problems += listSwipeItemProblems(fields[.layout], known: names()) }
        return problems
    }

    /// `refuse: {highlight: [names], select: [names], deselect: [names]}`: items the delegate
    /// refuses, each of which must be an item of the setup.
    static func readRefusals(_ node: ScenarioNode, items seen: Set<String>, into setup: inout ScenarioSetup) throws {
        let refusals = try node.fields(Keys.Refuse.self)
        for (key, list) in refusals.given {
            let names = try list.names()
            for name in names where !seen.contains(name) {
                throw list.error("refuse.\(key.rawValue) names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: seen.sorted()))")
            }
            switch key {
            case .highlight: setup.refuseHighlight = Set(names)
            case .select: setup.refuseSelect = Set(names)
            case .deselect: setup.refuseDeselect = Set(names)
            }
        }
    }
}
