import Foundation
import Pantomime
import PantomimeLoop

/// A view that turns its pages by itself, as a banner does: what the `page`, `autoPaging`,
/// `lastPageTurn` and `pageTurns` expectations read from a world built around your own
/// components.
///
/// ``AutoScrollBanner`` is one; a view of your own conforms by answering the five
/// questions below.
public protocol ScenarioAutoPaging: AnyObject {
    /// The page shown, from 0.
    var currentPage: Int { get }
    /// Whether the page-turning timer runs.
    var isAutoPagingActive: Bool { get }
    /// When a page last turned, in the loop's virtual time; nil before the first turn.
    var lastPageTurnTime: LoopInstant? { get }
    /// How many pages have turned since the view was made.
    var pageTurnCount: Int { get }
    /// The name of the page shown, for failure messages; nil when none is.
    var visibleItem: String? { get }
}

/// What hears the app go to the background and come back: the target of the `background`
/// and `foreground` steps in a world built around your own components.
///
/// ``AutoScrollBanner`` is one (it stops its timer in the background); a view or
/// controller of your own conforms with the two calls below.
public protocol ScenarioLifecycleTarget: AnyObject {
    /// The app went to the background.
    func didEnterBackground()
    /// The app is about to come back to the foreground.
    func willEnterForeground()
}

extension AutoScrollBanner: ScenarioAutoPaging, ScenarioLifecycleTarget {}

extension SectionBanner: ScenarioLifecycleTarget {}

extension ScenarioWorld {
    /// The parts of your own screen that steps need beyond the collection view; all nil
    /// for a world built from a setup.
    struct OwnParts {
        var autoPaging: (any ScenarioAutoPaging)?
        var lifecycle: (any ScenarioLifecycleTarget)?
        var setItems: (([[String]]) throws -> Void)?
    }

    /// Whether the world is built around your own components.
    var isOwnComponents: Bool { namedIndexPath != nil }

    /// The view whose pages the page expectations read: the setup's banner, or your own
    /// auto-paging part; an error saying what to give when there is none.
    func autoPaging(for what: String, at location: SourceLocation) throws -> any ScenarioAutoPaging {
        if let banner { return banner }
        if let own = ownParts.autoPaging { return own }
        if isOwnComponents {
            throw ScenarioError("'\(what)' needs a view that turns pages by itself, and this world is built around your own components without one: pass autoPaging: (your AutoScrollBanner, or a view of yours that is a ScenarioAutoPaging) to ScenarioWorld(loop:window:collectionView:name:indexPath:autoPaging:lifecycle:setItems:).", at: location)
        }
        throw ScenarioError("'\(what)' needs a banner; add 'banner:' to the setup.", at: location)
    }

    /// What the `background` and `foreground` steps tell: the setup's banner (or carousel banner), or your own
    /// lifecycle part; an error saying what to give when there is none.
    func lifecycleTarget(for what: String, at location: SourceLocation) throws -> any ScenarioLifecycleTarget {
        if let banner { return banner }
        if let sectionBanner { return sectionBanner }
        if let own = ownParts.lifecycle { return own }
        if isOwnComponents {
            throw ScenarioError("'\(what)' tells the app's lifecycle to a target, and this world is built around your own components without one: pass lifecycle: (a view or controller of yours that is a ScenarioLifecycleTarget, or your AutoScrollBanner) to ScenarioWorld(loop:window:collectionView:name:indexPath:autoPaging:lifecycle:setItems:).", at: location)
        }
        throw ScenarioError("'\(what)' needs a banner; add 'banner:' to the setup.", at: location)
    }

    /// The data as named sections: the scenario's model, or your data source's items named
    /// by your `name` closure.
    func dataSections(at location: SourceLocation) throws -> [ScenarioModel.Section] {
        guard isOwnComponents else { return model.sections }
        guard let dataSource = collectionView.dataSource else {
            throw ScenarioError("The collection view has no data source, so there are no items to change; set your data source before building the world.", at: location)
        }
        return try (0..<max(0, dataSource.numberOfSections(in: collectionView))).map { section in
            let count = max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: section))
            let names = try (0..<count).map { item -> String in
                let path = IndexPath(item: item, section: section)
                guard let name = trace.itemNamer?(path) else {
                    throw ScenarioError("Your data source's item \(section).\(item) has no name (the world's name closure answered nil for it), so a step that changes the data cannot say where it is; name every item.", at: location)
                }
                return name
            }
            return ScenarioModel.Section(items: names, spec: SectionSpec(items: names))
        }
    }

    /// Sets the data to named sections: the scenario's model, or your data through your
    /// `setItems` closure.
    func setDataSections(_ sections: [ScenarioModel.Section]) throws {
        guard isOwnComponents else {
            model.sections = sections
            return
        }
        try ownParts.setItems?(sections.map { Array($0.items) })
    }
}
