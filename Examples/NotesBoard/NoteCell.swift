import UIKit

/// A note's cell, written as for iOS: a title and a detail label.
final class NoteCell: UICollectionViewCell {
    static let reuseIdentifier = "NoteCell"

    let titleLabel = UILabel()
    let detailLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .boldSystemFont(ofSize: 15)
        detailLabel.font = .systemFont(ofSize: 13)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailLabel)
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = contentView.bounds.insetBy(dx: 8, dy: 8)
        titleLabel.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 20)
        detailLabel.frame = CGRect(x: area.minX, y: area.minY + 20, width: area.width, height: max(0, area.height - 20))
    }

    func configure(with note: Note) {
        titleLabel.text = note.title
        detailLabel.text = note.detail
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        detailLabel.text = nil
    }
}
