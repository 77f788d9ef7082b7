import Foundation

extension TextRenderer {
    /// A cell's box moved by its content's swipe offset.
    func swiped(_ box: Box, of view: CollectionReusableView, scaleX: Double) -> Box {
        guard let cell = view as? CollectionViewCell else { return box }
        let shift = Self.gridShift(Double(cell.contentView.frame.minX) / scaleX)
        return Box(left: box.left + shift, right: box.right + shift, top: box.top, bottom: box.bottom)
    }

    /// The swiped row's revealed buttons, when the row is this item's: single-line boxes
    /// of their titles, drawn over the row.
    func drawSwipeButtons(of collectionView: CollectionView, at indexPath: IndexPath, on canvas: inout Canvas,
                          scaleX: Double, scaleY: Double) {
        guard let row = collectionView.swipedRow, row.indexPath == indexPath else { return }
        let origin = collectionView.bounds.origin
        for button in row.buttons where button.frame.width > 0 {
            let frame = button.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            let box = Box(left: Self.gridShift(Double(frame.minX) / scaleX), right: Self.gridShift(Double(frame.maxX) / scaleX) - 1,
                          top: Self.gridShift(Double(frame.minY) / scaleY), bottom: Self.gridShift(Double(frame.maxY) / scaleY) - 1)
            canvas.draw(box, style: button.style == .destructive ? .double : .single, fill: " ", label: button.title ?? "")
        }
    }

    /// A position in characters, kept within a range that cannot overflow.
    private static func gridShift(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value.rounded(), Double(-10 * maximumExtent)), Double(10 * maximumExtent)))
    }
}
