import Foundation
import Pantomime

extension Keys {
    /// The keys of a compositional section's `nestedGroup`.
    enum CompositionalNestedGroup: String, ReaderKey {
        case size, axis, count, customFrames, badge
    }
}

extension ScenarioReader {
    /// `nestedGroup: {size: [fractionalWidth(0.5), fractionalHeight(1)], axis: vertical, count: 2, customFrames: […], badge: {…}}`.
    static func readCompositionalNestedGroup(_ node: ScenarioNode) throws -> CompositionalNestedGroupSpec {
        var spec = CompositionalNestedGroupSpec()
        if node.isNull { return spec }
        let fields = try node.fields(Keys.CompositionalNestedGroup.self)
        if fields[.customFrames] != nil {
            for key in [Keys.CompositionalNestedGroup.axis, .count] {
                if let value = fields[key] {
                    throw value.error("\(value.path) does not apply to a custom group, which places its items at its customFrames; "
                        + "remove \(key.rawValue) or customFrames.")
                }
            }
        }
        for (key, value) in fields.given {
            switch key {
            case .size: spec.size = try readLayoutSize(value)
            case .axis: spec.vertical = try value.oneOf(["vertical", "horizontal"]) == "vertical"
            case .count: spec.count = try value.int(in: 1...1_000)
            case .customFrames: spec.customFrames = try readCustomFrames(value)
            case .badge: spec.badge = try readCompositionalBadge(value)
            }
        }
        return spec
    }

    /// `customFrames: [[x, y, width, height], …]`: the frames a custom group gives its items,
    /// relative to the group.
    static func readCustomFrames(_ node: ScenarioNode) throws -> [CGRect] {
        let frames = try node.list()
        guard !frames.isEmpty else {
            throw node.error("\(node.path) needs at least one frame [x, y, width, height]; a custom group without frames lays out no item.")
        }
        return try frames.map { frame in
            let numbers = try frame.list().map { try $0.double() }
            guard numbers.count == 4 else {
                throw frame.error("\(frame.path) must be [x, y, width, height], but found \(numbers.count) number\(numbers.count == 1 ? "" : "s").")
            }
            guard numbers[2] >= 0, numbers[3] >= 0 else {
                throw frame.error("\(frame.path) has a negative size (\(ScenarioNode.format(numbers[2])) × \(ScenarioNode.format(numbers[3]))); "
                    + "a custom item's width and height must be 0 or more.")
            }
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    /// Refuses section keys that a custom group (`customFrames`) or its items cannot have.
    static func checkCustomGroup(_ spec: CompositionalSectionSpec, _ node: ScenarioNode) throws {
        let fields = try node.fields(Keys.CompositionalSection.self)
        if spec.customFrames != nil {
            for key in [Keys.CompositionalSection.groupAxis, .groupCount, .itemSize, .itemSpacing, .nestedGroup] {
                if let value = fields[key] {
                    throw value.error("\(value.path) does not apply to a custom group, which places its items at its customFrames; "
                        + "remove \(key.rawValue) or customFrames.")
                }
            }
        }
        if spec.customFrames != nil || spec.nestedGroup?.customFrames != nil, let value = fields[.badge] {
            throw value.error("\(value.path) puts a badge on each item, but a custom group's items carry no supplementary items "
                + "(UIKit's NSCollectionLayoutGroupCustomItem has only a frame and a z-index); "
                + "badge the custom group instead with \(spec.customFrames != nil ? "groupBadge" : "nestedGroup.badge").")
        }
    }
}

extension Keys.CompositionalNestedGroup {
    var valueSchema: Schema {
        switch self {
        case .size: .list(of: Keys.CompositionalSection.dimension, count: 2)
        case .axis: .oneOf(["horizontal", "vertical"])
        case .count: .integer(minimum: 1, maximum: 1_000)
        case .customFrames: .list(of: .list(of: .anyNumber, count: 4), minimum: 1)
        case .badge: .object(Keys.CompositionalBadge.self)
        }
    }
}
