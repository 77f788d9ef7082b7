import UIKit

/// One note on the board.
public struct Note: Equatable, Sendable {
    /// The note's title, which scenarios name it by.
    public var title: String
    /// The note's text.
    public var detail: String
    /// How many lines of detail the note shows; its cell is taller by 20 points a line.
    public var lines: Int

    /// A note with a title, its text, and how many lines the text takes.
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
    /// The notes, in the board's order.
    public private(set) var notes: [Note]
    /// The titles of the notes opened, in order.
    public private(set) var opened: [String] = []

    /// A board showing `notes`.
    public init(notes: [Note]) {
        self.notes = notes
        super.init(collectionViewLayout: BoardLayout())
    }

    /// No storyboards here: a board is made with ``init(notes:)``.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Registers the note cell.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Board"
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: NoteCell.reuseIdentifier)
    }

    /// One item per note.
    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        notes.count
    }

    /// A note cell showing the note's title and text.
    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NoteCell.reuseIdentifier, for: indexPath)
        if let noteCell = cell as? NoteCell {
            noteCell.configure(with: notes[indexPath.row])
        }
        return cell
    }

    /// Every note may move.
    public override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Moves the note in the data, as the drop of a long-press reorder asks.
    public override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                        to destinationIndexPath: IndexPath) {
        let note = notes.remove(at: sourceIndexPath.row)
        notes.insert(note, at: destinationIndexPath.row)
    }

    /// Opens the tapped note.
    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(notes[indexPath.row].title)
    }

    /// A note is 40 points tall plus 20 a line of text; the layout gives the width.
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
