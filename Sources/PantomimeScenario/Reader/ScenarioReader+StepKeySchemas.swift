import Foundation
import Pantomime

/// The schemas of the keys beside a step's action and of the small steps' mappings.
extension Keys.StepModifier {
    var valueSchema: Schema {
        switch self {
        case .expectError: .text
        }
    }
}

extension Keys.Settle {
    var valueSchema: Schema {
        switch self {
        case .budget: .positive
        }
    }
}

extension Keys.ReloadData {
    var valueSchema: Schema {
        switch self {
        case .items: .names
        case .sections: .list(of: .names)
        }
    }
}

extension Keys.Menu {
    var valueSchema: Schema {
        switch self {
        case .item: .text
        case .action: .oneOf(EditAction.allCases.map(\.rawValue))
        }
    }
}
