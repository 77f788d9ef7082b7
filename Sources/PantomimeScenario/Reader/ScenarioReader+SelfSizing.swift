import Foundation
import Pantomime

extension Keys {
    /// The keys of `setup.selfSizing`.
    enum SelfSizing: String, ReaderKey {
        case heights, widths, alternate, invalidation, maximumRounds, resize
    }

    /// The keys of one change in `selfSizing.resize`.
    enum SelfSizingResize: String, ReaderKey {
        case at, item, height, width
    }
}

extension ScenarioReader {
    /// `setup.selfSizing`: what each item's content fits, the invalidation mode, the round
    /// limit and changes at set times; every name must be one of `items`.
    static func readSelfSizing(_ node: ScenarioNode, items: Set<String>) throws -> SelfSizingSpec {
        var spec = SelfSizingSpec()
        if node.isNull { return spec }
        func item(_ name: String, _ keyNode: ScenarioNode, _ key: String) throws -> String {
            guard items.contains(name) else {
                throw keyNode.error("selfSizing.\(key) names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: items.sorted()))")
            }
            return name
        }
        for (key, value) in try node.fields(Keys.SelfSizing.self).given {
            switch key {
            case .heights, .widths:
                for (name, keyNode, length) in try value.namedMapping() {
                    let name = try item(name, keyNode, key.rawValue)
                    if key == .heights { spec.heights[name] = try length.nonNegativeDouble() } else { spec.widths[name] = try length.nonNegativeDouble() }
                }
            case .alternate:
                for (name, keyNode, lengths) in try value.namedMapping() {
                    let heights = try lengths.list().map { try $0.nonNegativeDouble() }
                    guard !heights.isEmpty else {
                        throw lengths.error("selfSizing.alternate.\(name) needs at least one height, like [60, 90].")
                    }
                    spec.alternate[try item(name, keyNode, key.rawValue)] = heights
                }
            case .invalidation:
                let text = try value.oneOf(SelfSizingInvalidation.allCases.map(\.rawValue))
                spec.invalidation = SelfSizingInvalidation(rawValue: text) ?? .enabled
            case .maximumRounds:
                spec.maximumRounds = try value.int()
                guard spec.maximumRounds >= 1 else {
                    throw value.error("selfSizing.maximumRounds must be at least 1, but found \(spec.maximumRounds).")
                }
            case .resize:
                spec.resizes = try value.list().map { change in
                    var at: Double?, name: String?, height: Double?, width: Double?
                    for (field, fieldNode) in try change.fields(Keys.SelfSizingResize.self).given {
                        switch field {
                        case .at: at = try fieldNode.nonNegativeDouble()
                        case .item: name = try item(try fieldNode.string(), fieldNode, "resize")
                        case .height: height = try fieldNode.nonNegativeDouble()
                        case .width: width = try fieldNode.nonNegativeDouble()
                        }
                    }
                    guard let at, let name, height != nil || width != nil else {
                        throw change.error("Each selfSizing.resize change needs 'at' (seconds), 'item' and a 'height' or 'width', like {at: 1, item: B, height: 120}.")
                    }
                    return SelfSizingSpec.Resize(at: at, item: name, height: height, width: width)
                }
            }
        }
        return spec
    }
}

extension Keys.SelfSizing {
    var valueSchema: Schema {
        switch self {
        case .heights, .widths: .named(.nonNegative)
        case .alternate: .named(.list(of: .nonNegative))
        case .invalidation: .oneOf(SelfSizingInvalidation.allCases.map(\.rawValue))
        case .maximumRounds: .integer(minimum: 1)
        case .resize: .list(of: .object(Keys.SelfSizingResize.self, required: [.at, .item]))
        }
    }
}

extension Keys.SelfSizingResize {
    var valueSchema: Schema {
        switch self {
        case .at, .height, .width: .nonNegative
        case .item: .text
        }
    }
}
