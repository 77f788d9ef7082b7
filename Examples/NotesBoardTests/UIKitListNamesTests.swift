import Foundation
import Pantomime
import Testing
import UIKit

@Test("A list written with UIKit's names builds the same sections as Pantomime's and swipes through its provider")
func listWithUIKitNames() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let mode: UICollectionLayoutListConfiguration.FooterMode = .none
    configuration.footerMode = mode
    var asked: [IndexPath] = []
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        asked.append(indexPath)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
        return UISwipeActionsConfiguration(actions: [delete])
    }
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let environment = NSCollectionLayoutEnvironment(container: NSCollectionLayoutContainer(contentSize: CGSize(width: 320, height: 480)))
    let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    #expect(section.contentInsets.leading == 20 && section.boundarySupplementaryItems.count == 1)
    #expect(configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(row: 2, section: 0))?.actions.first?.title == "Delete")
    #expect(asked == [IndexPath(item: 2, section: 0)])
    #expect(layout.configuration.scrollDirection == .vertical)
}
