import Foundation
import Pantomime

extension Keys {
    /// The keys of `setup.selfSizing`.
    enum SelfSizing: String, ReaderKey {
        case heights, widths, defaultHeight, alternate, headers, footers, layoutHeader, layoutFooter, invalidation, maximumRounds, resize
    }

    /// The keys of one change in `selfSizing.resize`.
    enum SelfSizingResize: String, ReaderKey {
        case at, item, header, footer, layout, height, width
    }

    /// The keys of what one header or footer fits, in `selfSizing.headers` and `footers`.
    enum SelfSizingFit: String, ReaderKey {
        case width, height
    }
}

extension ScenarioReader {
    /// `setup.selfSizing`: what each item's, header's and footer's (a section's or the
    /// layout's own) content fits, the invalidation mode, the round limit and changes at
    /// set times; every name must be one of `items`, every section below `sections`.
    static func readSelfSizing(_ node: ScenarioNode, items: Set<String>, sections: Int) throws -> SelfSizingSpec {
        var spec = SelfSizingSpec()
        if node.isNull { return spec }
        func item(_ name: String, _ keyNode: ScenarioNode, _ key: String) throws -> String {
            guard items.contains(name) else {
                throw keyNode.error("selfSizing.\(key) names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: items.sorted()))")
            }
            return name
        }
        func section(_ node: ScenarioNode, _ key: String) throws -> Int {
            let index = try node.int()
            guard index >= 0, index < sections else {
                throw node.error("selfSizing.\(key) names section \(index), but the setup has \(sections) section\(sections == 1 ? "" : "s") "
                    + "(numbered from 0); name a section from 0 to \(max(0, sections - 1)).")
            }
            return index
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
            case .defaultHeight:
                spec.defaultHeight = try value.nonNegativeDouble()
            case .headers, .footers:
                for (_, keyNode, fitNode) in try value.namedMapping() {
                    let index = try section(keyNode, key.rawValue)
                    let fit = try readFit(fitNode, key.rawValue)
                    if key == .headers { spec.headers[index] = fit } else { spec.footers[index] = fit }
                }
            case .layoutHeader:
                spec.layoutHeader = try readFit(value, key.rawValue)
            case .layoutFooter:
                spec.layoutFooter = try readFit(value, key.rawValue)
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
                    var at: Double?, targets: [SelfSizingSpec.Target] = [], height: Double?, width: Double?
                    for (field, fieldNode) in try change.fields(Keys.SelfSizingResize.self).given {
                        switch field {
                        case .at: at = try fieldNode.nonNegativeDouble()
                        case .item: targets.append(.item(try item(try fieldNode.string(), fieldNode, "resize")))
                        case .header: targets.append(.header(section: try section(fieldNode, "resize")))
                        case .footer: targets.append(.footer(section: try section(fieldNode, "resize")))
                        case .layout:
                            targets.append(try fieldNode.oneOf(["header", "footer"]) == "header" ? .layoutHeader : .layoutFooter)
                        case .height: height = try fieldNode.nonNegativeDouble()
                        case .width: width = try fieldNode.nonNegativeDouble()
                        }
                    }
                    guard targets.count <= 1 else {
                        throw change.error("A selfSizing.resize change names one of 'item', 'header', 'footer' or 'layout', but this one names \(targets.count); "
                            + "write one change for each, like {at: 1, header: 0, height: 56}.")
                    }
                    guard let at, let target = targets.first, height != nil || width != nil else {
                        throw change.error("Each selfSizing.resize change needs 'at' (seconds), one of 'item', 'header' or 'footer' (a section) "
                            + "or 'layout' (header or footer: the layout's own), and a 'height' or 'width', "
                            + "like {at: 1, item: B, height: 120}, {at: 1, header: 0, height: 56} or {at: 1, layout: header, height: 80}.")
                    }
                    return SelfSizingSpec.Resize(at: at, target: target, height: height, width: width)
                }
            }
        }
        return spec
    }

    /// What one header or footer fits: `{height: 56}`, `{width: 120}` or both.
    private static func readFit(_ node: ScenarioNode, _ key: String) throws -> SelfSizingSpec.Fit {
        var fit = SelfSizingSpec.Fit()
        for (field, fieldNode) in try node.fields(Keys.SelfSizingFit.self).given {
            switch field {
            case .width: fit.width = try fieldNode.nonNegativeDouble()
            case .height: fit.height = try fieldNode.nonNegativeDouble()
            }
        }
        guard fit.width != nil || fit.height != nil else {
            let what = key.hasPrefix("layout") ? "the layout's own \(key.dropFirst(6).lowercased())" : "a section"
            let example = key.hasPrefix("layout") ? "{height: 56}" : "{0: {height: 56}}"
            throw node.error("selfSizing.\(key) gives \(what) nothing to fit; give a 'height' or 'width', like \(example).")
        }
        return fit
    }
}

extension Keys.SelfSizing {
    var valueSchema: Schema {
        switch self {
        case .heights, .widths: .named(.nonNegative)
        case .defaultHeight: .nonNegative
        case .alternate: .named(.list(of: .nonNegative))
        case .headers, .footers: .named(.object(Keys.SelfSizingFit.self, required: []))
        case .layoutHeader, .layoutFooter: .object(Keys.SelfSizingFit.self, required: [])
        case .invalidation: .oneOf(SelfSizingInvalidation.allCases.map(\.rawValue))
        case .maximumRounds: .integer(minimum: 1)
        case .resize: .list(of: .object(Keys.SelfSizingResize.self, required: [.at]))
        }
    }
}

extension Keys.SelfSizingResize {
    var valueSchema: Schema {
        switch self {
        case .at, .height, .width: .nonNegative
        case .item: .text
        case .header, .footer: .integer(minimum: 0)
        case .layout: .oneOf(["header", "footer"])
        }
    }
}

extension Keys.SelfSizingFit {
    var valueSchema: Schema { .nonNegative }
}
