import Foundation
import Pantomime

extension Keys {
    /// The keys of `layout` (in `setup`, `switchLayout`, `transition` and `pinch`): one
    /// layout kind.
    enum Layout: String, ReaderKey {
        case flow, waterfall, compositional
    }

    /// The keys of a `flow` layout.
    enum Flow: String, ReaderKey {
        case direction, itemSize, lineSpacing, interitemSpacing, sectionInset, headerSize, footerSize, sectionBackgrounds
        case estimatedItemSize
    }

    /// The keys of a `waterfall` layout.
    enum Waterfall: String, ReaderKey {
        case columns, spacing, edge, headerHeight, footerHeight, itemHeight
    }
}

extension ScenarioReader {
    static func readLayout(_ node: ScenarioNode) throws -> LayoutSpec {
        let pairs = try node.mapping(Keys.Layout.self)
        guard pairs.count == 1, let pair = pairs.first else {
            throw node.error("setup.layout needs exactly one of 'flow', 'waterfall' or 'compositional'.")
        }
        switch pair.key {
        case .flow: return .flow(try readFlow(pair.value))
        case .waterfall: return .waterfall(try readWaterfall(pair.value))
        case .compositional: return .compositional(try readCompositional(pair.value))
        }
    }

    static func readFlow(_ node: ScenarioNode) throws -> FlowSpec {
        var spec = FlowSpec()
        if node.isNull { return spec }
        for (key, value) in try node.fields(Keys.Flow.self).given {
            switch key {
            case .direction: spec.vertical = try value.oneOf(["vertical", "horizontal"]) == "vertical"
            case .itemSize: spec.itemSize = try value.size()
            case .lineSpacing: spec.lineSpacing = try value.nonNegativeDouble()
            case .interitemSpacing: spec.interitemSpacing = try value.nonNegativeDouble()
            case .sectionInset: spec.sectionInset = try readInsets(value)
            case .headerSize: spec.headerSize = try value.size()
            case .footerSize: spec.footerSize = try value.size()
            case .sectionBackgrounds: spec.sectionBackgrounds = try value.nonNegativeDouble()
            case .estimatedItemSize:
                if value.isScalar {
                    _ = try value.oneOf(["automatic"])
                    spec.estimatedItemSize = FlowLayout.automaticSize
                } else {
                    spec.estimatedItemSize = try value.size()
                }
            }
        }
        return spec
    }

    static func readWaterfall(_ node: ScenarioNode) throws -> WaterfallSpec {
        var spec = WaterfallSpec()
        if node.isNull { return spec }
        for (key, value) in try node.fields(Keys.Waterfall.self).given {
            switch key {
            case .columns:
                spec.columns = try value.int()
                guard spec.columns >= 1 else { throw value.error("waterfall.columns must be at least 1, but found \(spec.columns).") }
            case .spacing: spec.spacing = try value.nonNegativeDouble()
            case .edge: spec.edge = try value.nonNegativeDouble()
            case .headerHeight: spec.headerHeight = try value.nonNegativeDouble()
            case .footerHeight: spec.footerHeight = try value.nonNegativeDouble()
            case .itemHeight: spec.itemHeight = try value.positiveDouble()
            }
        }
        return spec
    }
}

extension Keys.Layout {
    var valueSchema: Schema {
        switch self {
        case .flow: .nullable(.object(Keys.Flow.self))
        case .waterfall: .nullable(.object(Keys.Waterfall.self))
        case .compositional: .nullable(.object(Keys.Compositional.self))
        }
    }
}

extension Keys.Flow {
    var valueSchema: Schema {
        switch self {
        case .direction: .oneOf(["vertical", "horizontal"])
        case .itemSize, .headerSize, .footerSize: .size
        case .lineSpacing, .interitemSpacing, .sectionBackgrounds: .nonNegative
        case .sectionInset: .insets
        case .estimatedItemSize: .anyOf([.size, .oneOf(["automatic"])])
        }
    }
}

extension Keys.Waterfall {
    var valueSchema: Schema {
        switch self {
        case .columns: .integer(minimum: 1)
        case .spacing, .edge, .headerHeight, .footerHeight: .nonNegative
        case .itemHeight: .positive
        }
    }
}
