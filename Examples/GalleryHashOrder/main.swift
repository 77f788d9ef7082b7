// Plays a scenario file against the gallery with a waterfall layout that keeps its
// attributes in a Dictionary and answers rect queries in the dictionary's order, which
// Swift seeds afresh in every process. Prints the scenario's trace as JSON lines on
// standard output, and the order of the layout's first answer on standard error:
//
//     gallery-hash-order path/to/scenario.yaml
//
// The trace is the same in every process; the raw order is not.
import Foundation
import Gallery
import GalleryScenarios
import Pantomime
import PantomimeLoop
import PantomimeScenario

/// Two columns, each photo in the shorter one; the attributes live in a dictionary keyed by
/// index path and every rect query answers in that dictionary's iteration order.
final class HashOrderColumnLayout: CollectionViewLayout {
    var spacing = 10.0
    private var attributes: [IndexPath: LayoutAttributes] = [:]
    private var height = 0.0
    /// The item numbers of the first rect query's answer, in the order it gave them.
    private(set) var firstAnswer: [Int]?

    override func prepare() {
        guard let collectionView, let feed = collectionView.dataSource as? PhotoFeed else { return }
        let width = (collectionView.bounds.width - 3 * spacing) / 2
        var columns = [spacing, spacing]
        attributes = [:]
        for item in feed.photos.indices {
            let column = columns[1] < columns[0] ? 1 : 0
            let indexPath = IndexPath(item: item, section: 0)
            let element = LayoutAttributes(forCellWith: indexPath)
            element.frame = CGRect(x: spacing + Double(column) * (width + spacing), y: columns[column],
                                   width: width, height: width * feed.photos[item].aspect)
            columns[column] += element.frame.height + spacing
            attributes[indexPath] = element
        }
        height = columns.max() ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let answer = attributes.values.filter { $0.frame.intersects(rect) }
        if firstAnswer == nil { firstAnswer = answer.map(\.indexPath.item) }
        return answer
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes[indexPath]
    }
}

let titles = ["Dawn", "Bridge", "Cliff", "Dunes", "Harbour", "Meadow", "Lake", "Forest", "Glacier", "Canyon",
              "Reef", "Valley", "Summit", "Delta", "Marsh", "Fjord", "Island", "Prairie", "Tundra", "Oasis"]

/// Plays the file against the gallery; prints the trace, then the raw order. Everything it
/// builds is freed when it returns.
func play(_ file: String) throws -> ScenarioFailure? {
    let feed = PhotoFeed(titles.enumerated().map { .init(title: $1, aspect: 0.6 + Double(($0 * 7) % 10) / 10) })
    let scenario = try ScenarioReader.read(contentsOf: file)
    let layout = HashOrderColumnLayout()
    let world = try galleryWorld(feed, layout: layout)
    let result = ScenarioPlayer.run(scenario, in: world)
    print(TraceLines.lines(result), terminator: "")
    let order = (layout.firstAnswer ?? []).map { feed.photos[$0].title }
    FileHandle.standardError.write(Data("raw order: \(order.joined(separator: " "))\n".utf8))
    return result.failure
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard let file = arguments.first, arguments.count == 1 else {
    fail("Usage: gallery-hash-order path/to/scenario.yaml (one scenario file, played against the gallery).")
}
do {
    if let failure = try play(file) { fail("\(failure)") }
} catch {
    fail("\(error)")
}
