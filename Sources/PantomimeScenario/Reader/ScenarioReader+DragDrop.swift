import Foundation
import Pantomime

/// The drag and drop vocabulary: the `dragDrop` setup and the `dragItem` step.
extension Keys {
    /// The keys of `setup.dragDrop`.
    enum DragDropSetup: String, ReaderKey {
        case operation, intent, refuse, canHandle, allowsMove, perform, cadence, previewParameters
    }
}

extension ScenarioReader {
    /// `placeholder: commit`, `delete` or `update`.
    static func readPlaceholderStep(_ node: ScenarioNode) throws -> PlaceholderAction {
        let word = try node.oneOf(PlaceholderAction.allCases.map(\.rawValue))
        return PlaceholderAction(rawValue: word) ?? .commit
    }

    /// `dragDrop:` with no value, `true`, or a mapping of ``Keys/DragDropSetup``; `false`
    /// leaves drag and drop off.
    static func readDragDrop(_ node: ScenarioNode, items: Set<String>) throws -> DragDropSpec? {
        var spec = DragDropSpec()
        if node.isNull { return spec }
        if node.isScalar { return try node.bool() ? spec : nil }
        for (key, value) in try node.fields(Keys.DragDropSetup.self).given {
            switch key {
            case .operation:
                let name = try value.oneOf(DropOperation.allCases.map(\.description))
                spec.operation = DropOperation.allCases.first { $0.description == name } ?? .move
            case .intent:
                let name = try value.oneOf(DropIntent.allCases.map(\.description))
                spec.intent = DropIntent.allCases.first { $0.description == name } ?? .insertAtDestinationIndexPath
            case .refuse:
                let names = try value.names()
                for name in names where !items.contains(name) {
                    throw value.error("dragDrop.refuse names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: items.sorted()))")
                }
                spec.refuse = Set(names)
            case .canHandle:
                spec.canHandle = try value.bool()
            case .allowsMove:
                spec.allowsMove = try value.bool()
            case .perform:
                spec.perform = DragDropSpec.Perform(rawValue: try value.oneOf(DragDropSpec.Perform.allCases.map(\.rawValue))) ?? .reorder
            case .cadence:
                let name = try value.oneOf(CollectionView.ReorderingCadence.allCases.map(\.description))
                spec.cadence = CollectionView.ReorderingCadence.allCases.first { $0.description == name } ?? .immediate
            case .previewParameters:
                spec.previewParameters = .init(rawValue: try value.oneOf(DragDropSpec.PreviewParameters.allCases.map(\.rawValue)))
            }
        }
        return spec
    }
}

extension Keys.DragDropSetup {
    var valueSchema: Schema {
        switch self {
        case .operation: .oneOf(DropOperation.allCases.map(\.description))
        case .intent: .oneOf(DropIntent.allCases.map(\.description))
        case .refuse: .names
        case .canHandle, .allowsMove: .flag
        case .perform: .oneOf(DragDropSpec.Perform.allCases.map(\.rawValue))
        case .cadence: .oneOf(CollectionView.ReorderingCadence.allCases.map(\.description))
        case .previewParameters: .oneOf(DragDropSpec.PreviewParameters.allCases.map(\.rawValue))
        }
    }
}
