import Foundation
import Pantomime

extension ScenarioDragDrop {
    /// The delegates a `dragDrop` setup describes: ones that implement
    /// `dragPreviewParametersForItemAt` when the setup gives `previewParameters`.
    static func make(spec: DragDropSpec, model: ScenarioModel, reuseIdentifier: String) -> ScenarioDragDrop {
        if let answer = spec.previewParameters {
            return PreviewingScenarioDragDrop(answer: answer, spec: spec, model: model, reuseIdentifier: reuseIdentifier)
        }
        return ScenarioDragDrop(spec: spec, model: model, reuseIdentifier: reuseIdentifier)
    }

    /// `perform: intoItem` or `target`: each item goes into the destination item (a zero
    /// rect in the middle of its cell) or to a target where the finger lifted; the data
    /// stays, as the coordinator moves nothing by itself.
    func dropWithoutMoving(_ collectionView: CollectionView, _ coordinator: DropCoordinator) {
        for item in coordinator.items {
            if spec.perform == .target {
                let target = DragPreviewTarget(container: collectionView, center: coordinator.session.location(in: collectionView))
                coordinator.drop(item.dragItem, to: target)
            } else if let destination = coordinator.destinationIndexPath,
                      let size = collectionView.layoutAttributesForItem(at: destination)?.size {
                let middle = CGRect(x: size.width / 2, y: size.height / 2, width: 0, height: 0)
                coordinator.drop(item.dragItem, intoItemAt: destination, rect: middle)
            }
        }
    }
}

/// The scenario's drag delegate when the setup gives `previewParameters`: it implements
/// `dragPreviewParametersForItemAt` and answers as the setup says.
final class PreviewingScenarioDragDrop: ScenarioDragDrop, CollectionViewDragPreviewDelegate {
    private let answer: DragDropSpec.PreviewParameters

    init(answer: DragDropSpec.PreviewParameters, spec: DragDropSpec, model: ScenarioModel, reuseIdentifier: String) {
        self.answer = answer
        super.init(spec: spec, model: model, reuseIdentifier: reuseIdentifier)
    }

    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        switch answer {
        case .cell: return nil
        case .custom: return DragPreviewParameters(visibleRect: CGRect(x: 0, y: 0, width: 44, height: 44))
        }
    }
}
