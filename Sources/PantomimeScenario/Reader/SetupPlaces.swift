import Foundation
import Pantomime
import Yams

extension ScenarioReader {
    /// Where each key of `setup` is written, and each key of a mapping nested in it, by its
    /// dotted path (`layout`, `layout.waterfall`, `layout.waterfall.columns`).
    static func setupPlaces(_ setup: ScenarioNode) -> [String: SourceLocation] {
        var places: [String: SourceLocation] = [:]
        func walk(_ node: Node, under path: String, depth: Int) {
            // Setup keys nest a few levels deep; a deeper mapping names no setup key.
            guard depth < 8, case let .mapping(mapping) = node else { return }
            for (key, value) in mapping {
                guard case let .scalar(scalar) = key else { continue }
                let dotted = path.isEmpty ? scalar.string : path + "." + scalar.string
                places[dotted] = SourceLocation(file: setup.file, line: scalar.mark?.line ?? 1, column: scalar.mark?.column ?? 1)
                walk(value, under: dotted, depth: depth + 1)
            }
        }
        walk(setup.node, under: "", depth: 0)
        return places
    }
}

extension Scenario {
    /// Where the setup key that an error from building the world comes from is written:
    /// a layout's error points at the layout key that causes it (`columns` of a waterfall
    /// with more columns than the view has room for; the items for too many elements),
    /// then at the `layout` key; nil when the place is not known.
    func setupPlace(of error: Error) -> SourceLocation? {
        let candidates: [String]
        switch error {
        case let error as LayoutError:
            switch error {
            case .tooManyColumns: candidates = ["layout.waterfall.columns", "layout.waterfall", "layout"]
            case .tooManyElements: candidates = ["items", "sections", "banner.items", "layout"]
            case .tooManyOnScreen: candidates = ["layout.flow.itemSize", "layout.flow", "layout", "viewport"]
            }
        default:
            candidates = []
        }
        return candidates.lazy.compactMap { self.setupPlaces[$0] }.first
    }
}
