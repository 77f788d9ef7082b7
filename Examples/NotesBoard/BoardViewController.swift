import UIKit

/// One note on the board.
public struct Note: Equatable, Sendable {
    public var title: String
    public var detail: String
    /// How many lines of detail the note shows; its cell is taller by 20 points a line.
    public var lines: Int

    public init(title: String, detail: String, lines: Int) {
        self.title = title
        self.detail = detail
        self.lines = lines
    }
}

/// The board's screen, written as for iOS: a collection view controller with a custom
/// layout, whose flow-layout delegate sizes the notes; a long press moves a note (the
/// controller's standard gesture), a tap opens it.
public final class BoardViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    public private(set) var notes: [Note]
    /// The titles of the notes opened, in order.
    public private(set) var opened: [String] = []

    public init(notes: [Note]) {
        self.notes = notes
        super.init(collectionViewLayout: BoardLayout())
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Board"
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: NoteCell.reuseIdentifier)
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        notes.count
    }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NoteCell.reuseIdentifier, for: indexPath)
        if let noteCell = cell as? NoteCell {
            noteCell.configure(with: notes[indexPath.row])
        }
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    public override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                        to destinationIndexPath: IndexPath) {
        let note = notes.remove(at: sourceIndexPath.row)
        notes.insert(note, at: destinationIndexPath.row)
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(notes[indexPath.row].title)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 0, height: 40 + 20 * CGFloat(notes[indexPath.row].lines))
    }

    /// Removes a note, as a delete button would.
    public func deleteNote(at indexPath: IndexPath) {
        notes.remove(at: indexPath.row)
        collectionView.deleteItems(at: [indexPath])
    }
}
