import Foundation
import Pantomime

extension Keys {
    /// The keys of a compositional section's `badge`.
    enum CompositionalBadge: String, ReaderKey {
        case kind, size, anchor, offset, fractionalOffset
    }
}

extension ScenarioReader {
    /// One of the layout's `header`, `footer` (points, or a dimension such as
    /// `estimated(40)`), `pinnedHeader` and `pinnedFooter`.
    static func readLayoutBoundary(_ key: Keys.Compositional, _ value: ScenarioNode, into spec: inout CompositionalLayoutBoundarySpec) throws {
        switch key {
        case .header: spec.header = try readDimension(value)
        case .footer: spec.footer = try readDimension(value)
        case .pinnedHeader: spec.pinnedHeader = try value.bool()
        case .pinnedFooter: spec.pinnedFooter = try value.bool()
        default: break
        }
    }

    /// Refuses a pinned layout header or footer that the layout does not have.
    static func checkLayoutBoundary(_ spec: CompositionalLayoutBoundarySpec, _ node: ScenarioNode) throws {
        if spec.pinnedHeader, spec.header == nil {
            throw node.error("\(node.path).pinnedHeader pins the layout's header, but the layout has none; add header: <height> or remove pinnedHeader.")
        }
        if spec.pinnedFooter, spec.footer == nil {
            throw node.error("\(node.path).pinnedFooter pins the layout's footer, but the layout has none; add footer: <height> or remove pinnedFooter.")
        }
    }

    /// `badge: {kind: badge, size: [20, 20], anchor: [top, trailing], offset: [0, 0]}`, or
    /// `fractionalOffset: [0.3, -0.3]` instead of `offset`.
    static func readCompositionalBadge(_ node: ScenarioNode) throws -> CompositionalBadgeSpec {
        var spec = CompositionalBadgeSpec()
        if node.isNull { return spec }
        let fields = try node.fields(Keys.CompositionalBadge.self)
        if fields[.offset] != nil, fields[.fractionalOffset] != nil {
            throw node.error("\(node.path) gives both offset (points) and fractionalOffset (fractions of the badge's size); keep one.")
        }
        for (key, value) in fields.given {
            switch key {
            case .kind:
                spec.kind = try value.string()
                guard !spec.kind.isEmpty, spec.kind != ElementKind.sectionHeader, spec.kind != ElementKind.sectionFooter else {
                    throw value.error("\(value.path) must name a kind of its own, not empty and not the section header's or footer's; found '\(spec.kind)'.")
                }
            case .size: spec.size = try readLayoutSize(value)
            case .anchor:
                let names = CompositionalBadgeSpec.edgeNames
                var edges: DirectionalRectEdge = []
                for word in try value.listOrSingle() {
                    let name = try word.oneOf(names.map(\.0))
                    edges.formUnion(names.first { $0.0 == name }?.1 ?? [])
                }
                spec.edges = edges
            case .offset: spec.offset = .absolute(try value.point())
            case .fractionalOffset: spec.offset = .fractional(try value.point())
            }
        }
        return spec
    }
}

extension Keys.CompositionalBadge {
    var valueSchema: Schema {
        switch self {
        case .kind: Schema(["type": .string("string"), "minLength": .int(1)])
        case .size: .list(of: Keys.CompositionalSection.dimension, count: 2)
        case .anchor: .listOrSingle(.oneOf(CompositionalBadgeSpec.edgeNames.map(\.0)))
        case .offset, .fractionalOffset: .point
        }
    }
}
