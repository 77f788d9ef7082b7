import Foundation
import Pantomime

extension Keys {
    /// The keys of a `compositional` layout.
    enum Compositional: String, ReaderKey {
        case direction, sectionSpacing, sections, banner, list, header, footer, pinnedHeader, pinnedFooter
    }

    /// The keys of a compositional layout's `banner`.
    enum CompositionalBanner: String, ReaderKey {
        case section, interval, autoPaging
    }

    /// The keys of one section of a `compositional` layout.
    enum CompositionalSection: String, ReaderKey {
        case itemSize, itemInsets, groupSize, groupAxis, groupCount, itemSpacing, groupSpacing, insets, header, footer,
             pinnedHeader, background, orthogonal, badge, groupBadge, nestedGroup, customFrames
    }
}

extension ScenarioReader {
    static func readCompositional(_ node: ScenarioNode) throws -> CompositionalSpec {
        var spec = CompositionalSpec()
        if node.isNull { return spec }
        var bannerNode: ScenarioNode?
        for (key, value) in try node.fields(Keys.Compositional.self).given {
            switch key {
            case .direction: spec.vertical = try value.oneOf(["vertical", "horizontal"]) == "vertical"
            case .sectionSpacing: spec.sectionSpacing = try value.nonNegativeDouble()
            case .sections:
                spec.sections = try value.listOrSingle().map(readCompositionalSection)
                guard !spec.sections.isEmpty else {
                    throw value.error("compositional.sections needs at least one section; leave the key out for the default section.")
                }
            case .banner:
                spec.banner = try readCompositionalBanner(value)
                bannerNode = value
            case .list: spec.list = try readCompositionalList(value)
            case .header, .footer, .pinnedHeader, .pinnedFooter: try readLayoutBoundary(key, value, into: &spec.boundary)
            }
        }
        if spec.list != nil { try checkListAlone(node) }
        try checkLayoutBoundary(spec.boundary, node)
        if let banner = spec.banner, let bannerNode {
            let section = spec.sections.indices.contains(banner.section) ? spec.sections[banner.section] : spec.sections.last
            let behavior = section?.orthogonal ?? .none
            guard behavior == .groupPaging || behavior == .groupPagingCentered else {
                throw bannerNode.error("compositional.banner pages section \(banner.section), whose orthogonal behaviour is \(behavior.rawValue); "
                    + "a banner pages a row that pages by group: give that section 'orthogonal: groupPaging' (or groupPagingCentered).")
            }
        }
        return spec
    }

    /// The problem with a compositional banner that pages a section the data does not have, or nil.
    ///
    /// The layout's own check lets a banner name a section past the layout's list, because the last
    /// section's description repeats for the sections after it; only the data says how many there are.
    static func bannerSectionProblem(_ setup: ScenarioSetup, fields: KeyedFields<Keys.Setup>) -> ScenarioError? {
        guard case .compositional(let spec) = setup.layout, let banner = spec.banner,
              banner.section >= setup.sections.count else { return nil }
        let layoutNode = fields[.layout]
        let compositionalNode = layoutNode.flatMap { try? $0.fields(Keys.Layout.self)[.compositional] }
        let bannerNode = compositionalNode.flatMap { try? $0.fields(Keys.Compositional.self)[.banner] }
        let sectionNode = bannerNode.flatMap { try? $0.fields(Keys.CompositionalBanner.self)[.section] }
        guard let node = sectionNode ?? bannerNode ?? layoutNode else { return nil }
        let count = setup.sections.count
        let have = count == 0 ? "no sections" : count == 1 ? "one section (0)" : "\(count) sections (0 to \(count - 1))"
        return node.error("compositional.banner pages section \(banner.section), but the data has \(have); "
            + "name a section of the data, or add sections to setup.sections.")
    }

    /// `banner: {section: 0, interval: 3, autoPaging: true}`.
    static func readCompositionalBanner(_ node: ScenarioNode) throws -> CompositionalBannerSpec {
        var spec = CompositionalBannerSpec()
        for (key, value) in try node.fields(Keys.CompositionalBanner.self).given {
            switch key {
            case .section: spec.section = try value.int(in: 0...1_000_000)
            case .interval:
                spec.interval = try value.positiveDouble()
                let minimum = AutoScrollBanner.minimumAutoPageInterval.seconds
                guard spec.interval >= minimum else {
                    throw value.error("compositional.banner.interval must be at least one frame (\(ScenarioNode.format(minimum)) s): pages cannot turn faster than the screen shows them; found \(ScenarioNode.format(spec.interval)).")
                }
            case .autoPaging: spec.isAutoPaging = try value.bool()
            }
        }
        return spec
    }

    static func readCompositionalSection(_ node: ScenarioNode) throws -> CompositionalSectionSpec {
        var spec = CompositionalSectionSpec()
        if node.isNull { return spec }
        for (key, value) in try node.fields(Keys.CompositionalSection.self).given {
            switch key {
            case .itemSize: spec.itemSize = try readLayoutSize(value)
            case .itemInsets: spec.itemInsets = try directional(readInsets(value))
            case .groupSize: spec.groupSize = try readLayoutSize(value)
            case .groupAxis: spec.groupVertical = try value.oneOf(["horizontal", "vertical"]) == "vertical"
            case .groupCount: spec.groupCount = try value.int(in: 1...1_000)
            case .itemSpacing: spec.itemSpacing = try value.nonNegativeDouble()
            case .groupSpacing: spec.groupSpacing = try value.nonNegativeDouble()
            case .insets: spec.insets = try directional(readInsets(value))
            case .header: spec.header = try value.nonNegativeDouble()
            case .footer: spec.footer = try value.nonNegativeDouble()
            case .pinnedHeader: spec.pinnedHeader = try value.bool()
            case .background: spec.background = try value.bool()
            case .orthogonal:
                let name = try value.oneOf(OrthogonalScrollingBehavior.allCases.map(\.rawValue))
                spec.orthogonal = OrthogonalScrollingBehavior(rawValue: name) ?? .none
            case .badge: spec.badge = try readCompositionalBadge(value)
            case .groupBadge: spec.groupBadge = try readCompositionalBadge(value)
            case .nestedGroup: spec.nestedGroup = try readCompositionalNestedGroup(value)
            case .customFrames: spec.customFrames = try readCustomFrames(value)
            }
        }
        try checkCustomGroup(spec, node)
        if spec.pinnedHeader, spec.header == nil {
            throw node.error("\(node.path).pinnedHeader pins the section's header, but the section has none; add header: <height> or remove pinnedHeader.")
        }
        return spec
    }

    /// `[width, height]`, each a ``LayoutDimension``.
    static func readLayoutSize(_ node: ScenarioNode) throws -> LayoutSize {
        let values = try node.list()
        guard values.count == 2 else {
            throw node.error("\(node.path) must be [width, height], each points or fractionalWidth(f), fractionalHeight(f), "
                + "absolute(v) or estimated(v), but found \(values.count) value(s).")
        }
        return LayoutSize(widthDimension: try readDimension(values[0]), heightDimension: try readDimension(values[1]))
    }

    /// Points, or `fractionalWidth(f)`, `fractionalHeight(f)`, `absolute(v)`, `estimated(v)`.
    static func readDimension(_ node: ScenarioNode) throws -> LayoutDimension {
        if let points = try? node.nonNegativeDouble() { return .absolute(points) }
        let text = try node.string().trimmingCharacters(in: .whitespaces)
        let kinds: [(String, LayoutDimension.Kind)] = [("fractionalWidth", .fractionalWidth), ("fractionalHeight", .fractionalHeight),
                                                       ("absolute", .absolute), ("estimated", .estimated)]
        for (name, kind) in kinds where text.hasPrefix(name + "(") && text.hasSuffix(")") {
            let inner = text.dropFirst(name.count + 1).dropLast().trimmingCharacters(in: .whitespaces)
            if let value = Double(inner), value.isFinite, value >= 0, value <= ScenarioNode.largestNumber {
                return LayoutDimension(kind: kind, dimension: value)
            }
        }
        throw node.error("\(node.path) must be points (a number of at least 0) or fractionalWidth(f), fractionalHeight(f), "
            + "absolute(v) or estimated(v) with a number of at least 0, but found '\(text)'.")
    }

    private static func directional(_ insets: EdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

extension Keys.Compositional {
    var valueSchema: Schema {
        switch self {
        case .direction: .oneOf(["vertical", "horizontal"])
        case .sectionSpacing: .nonNegative
        case .sections: .listOrSingle(.nullable(.object(Keys.CompositionalSection.self)))
        case .banner: .object(Keys.CompositionalBanner.self)
        case .list: .nullable(.object(Keys.CompositionalList.self))
        case .header, .footer: Keys.CompositionalSection.dimension
        case .pinnedHeader, .pinnedFooter: .flag
        }
    }
}

extension Keys.CompositionalBanner {
    var valueSchema: Schema {
        switch self {
        case .section: .integer(minimum: 0, maximum: 1_000_000)
        case .interval: .number(minimum: AutoScrollBanner.minimumAutoPageInterval.seconds)
        case .autoPaging: .flag
        }
    }
}

extension Keys.CompositionalSection {
    /// A dimension: points, or one of UIKit's four kinds written as in Swift.
    static let dimension = Schema.anyOf([
        .nonNegative,
        Schema(["type": .string("string"),
                "pattern": .string("^\\s*(fractionalWidth|fractionalHeight|absolute|estimated)\\(\\s*[0-9.eE+]+\\s*\\)\\s*$")]),
    ])

    var valueSchema: Schema {
        switch self {
        case .itemSize, .groupSize: .list(of: Self.dimension, count: 2)
        case .itemInsets, .insets: .insets
        case .groupAxis: .oneOf(["horizontal", "vertical"])
        case .groupCount: .integer(minimum: 1, maximum: 1_000)
        case .itemSpacing, .groupSpacing, .header, .footer: .nonNegative
        case .pinnedHeader, .background: .flag
        case .orthogonal: .oneOf(OrthogonalScrollingBehavior.allCases.map(\.rawValue))
        case .badge, .groupBadge: .object(Keys.CompositionalBadge.self)
        case .nestedGroup: .nullable(.object(Keys.CompositionalNestedGroup.self))
        case .customFrames: .list(of: .list(of: .anyNumber, count: 4), minimum: 1)
        }
    }
}
