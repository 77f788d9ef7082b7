import Foundation
import Pantomime

extension Keys {
    /// The keys of `scrollSection`.
    enum ScrollSection: String, ReaderKey {
        case section, to, by
    }

    /// The keys of `flingSection`.
    enum FlingSection: String, ReaderKey {
        case section, by, velocity
    }

    /// The keys of `expect: {section: …}`.
    enum SectionExpect: String, ReaderKey {
        case index, offset, page, visible, autoPaging, pageTurns, lastPageTurn
    }
}

extension StepContext {
    /// `scrollSection: {section: 1, to: 226}` or `{section: 1, by: 100}`.
    func readScrollSection(_ node: ScenarioNode) throws -> ScenarioAction {
        var section: Int?
        var motion: SectionScrollSpec.Motion?
        for (key, value) in try node.fields(Keys.ScrollSection.self).given {
            switch key {
            case .section: section = try value.int(in: 0...1_000_000)
            case .to, .by:
                guard motion == nil else { throw node.error("scrollSection takes one of to or by, not both.") }
                motion = key == .to ? .to(try value.double()) : .by(try value.double())
            }
        }
        guard let section, let motion else {
            throw node.error("scrollSection needs a section and one of to or by, like '- scrollSection: {section: 1, to: 226}'.")
        }
        return .scrollSection(SectionScrollSpec(section: section, motion: motion))
    }

    /// `flingSection: {section: 1, by: 60, velocity: 1000}`.
    func readFlingSection(_ node: ScenarioNode) throws -> ScenarioAction {
        var section: Int?
        var distance: Double?
        var velocity: Double?
        for (key, value) in try node.fields(Keys.FlingSection.self).given {
            switch key {
            case .section: section = try value.int(in: 0...1_000_000)
            case .by: distance = try value.double()
            case .velocity: velocity = try value.double()
            }
        }
        guard let section, let distance, let velocity else {
            throw node.error("flingSection needs a section, a distance and a velocity, like '- flingSection: {section: 1, by: 60, velocity: 1000}'.")
        }
        return .scrollSection(SectionScrollSpec(section: section, motion: .fling(by: distance, velocity: velocity)))
    }

    /// `section: {index: 1, offset: 226, page: 1, visible: [B, C]}`.
    func readSectionExpectation(_ node: ScenarioNode) throws -> SectionExpectation {
        var expectation = SectionExpectation(index: 0)
        var hasIndex = false
        for (key, value) in try node.fields(Keys.SectionExpect.self).given {
            switch key {
            case .index:
                expectation.index = try value.int(in: 0...1_000_000)
                hasIndex = true
            case .offset: expectation.offset = try value.double()
            case .page: expectation.page = try value.int(in: 0...1_000_000)
            case .visible: expectation.visible = try value.names()
            case .autoPaging: expectation.autoPaging = try value.bool()
            case .pageTurns: expectation.pageTurns = try value.int(in: 0...Int(Int32.max))
            case .lastPageTurn: expectation.lastPageTurn = try value.nonNegativeDouble()
            }
        }
        guard hasIndex else {
            throw node.error("expect.section needs the section's index, like 'section: {index: 1, offset: 226}'.")
        }
        return expectation
    }
}

extension Keys.ScrollSection {
    var valueSchema: Schema {
        switch self {
        case .section: .integer(minimum: 0, maximum: 1_000_000)
        case .to, .by: .anyNumber
        }
    }
}

extension Keys.FlingSection {
    var valueSchema: Schema {
        switch self {
        case .section: .integer(minimum: 0, maximum: 1_000_000)
        case .by, .velocity: .anyNumber
        }
    }
}

extension Keys.SectionExpect {
    var valueSchema: Schema {
        switch self {
        case .index, .page: .integer(minimum: 0, maximum: 1_000_000)
        case .offset: .anyNumber
        case .visible: .names
        case .autoPaging: .flag
        case .pageTurns: .integer(minimum: 0, maximum: Int(Int32.max))
        case .lastPageTurn: .nonNegative
        }
    }
}
