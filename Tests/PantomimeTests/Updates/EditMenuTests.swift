import Foundation
import Pantomime
import Testing

/// The edit menu: which actions a long press shows, and performing one.
@Suite struct EditMenuTests {
    @Test("The menu asks whether to show, then about cut, copy and paste in that order")
    func showMenuAsksInOrder() throws {
        let h = try UpdatesHarness([["A", "B"]])
        let spy = MenuDelegateSpy()
        h.collectionView.delegate = spy
        let actions = try h.collectionView.showMenuForItem(at: itemPath(0, 1))
        #expect(actions == [.copy, .paste])
        #expect(h.calls([.edit]) == [
            "shouldShowMenuForItemAt 0.1",
            "canPerformAction 0.1 action=cut", "canPerformAction 0.1 action=copy", "canPerformAction 0.1 action=paste",
        ])
    }

    @Test("No menu is shown, and no action asked about, when the delegate declines")
    func declinedMenu() throws {
        let h = try UpdatesHarness([["A"]])
        let spy = MenuDelegateSpy()
        spy.showsMenu = false
        h.collectionView.delegate = spy
        #expect(try h.collectionView.showMenuForItem(at: itemPath(0, 0)).isEmpty)
        #expect(h.calls([.edit]) == ["shouldShowMenuForItemAt 0.0"])
    }

    @Test("Without a delegate there is no menu, as UIKit's defaults say")
    func noDelegateNoMenu() throws {
        let h = try UpdatesHarness([["A"]])
        #expect(try h.collectionView.showMenuForItem(at: itemPath(0, 0)).isEmpty)
    }

    @Test("An allowed action is checked again and performed")
    func performAllowedAction() throws {
        let h = try UpdatesHarness([["A", "B"]])
        let spy = MenuDelegateSpy()
        h.collectionView.delegate = spy
        try h.collectionView.performMenuAction(.paste, forItemAt: itemPath(0, 1))
        #expect(spy.performed.map { "\($0.0.rawValue) \($0.1.section).\($0.1.item)" } == ["paste 0.1"])
        #expect(h.calls([.edit]) == ["canPerformAction 0.1 action=paste", "performAction 0.1 action=paste"])
    }

    @Test("An action the delegate does not allow throws and is not performed")
    func refuseDisallowedAction() throws {
        let h = try UpdatesHarness([["A"]])
        let spy = MenuDelegateSpy()
        h.collectionView.delegate = spy
        #expect(throws: CollectionViewError.menuActionNotAllowed(.cut, itemPath(0, 0))) {
            try h.collectionView.performMenuAction(.cut, forItemAt: itemPath(0, 0))
        }
        #expect(spy.performed.isEmpty)
        #expect(CollectionViewError.menuActionNotAllowed(.cut, itemPath(0, 0)).description
            == "cannot perform cut on the item at [0, 0]: the delegate's collectionView(_:canPerformAction:forItemAt:withSender:) does not allow it; perform only an action that showMenuForItem(at:) returned.")
    }

    @Test("A menu for an item that does not exist throws")
    func menuForMissingItem() throws {
        let h = try UpdatesHarness([["A"]])
        let spy = MenuDelegateSpy()
        h.collectionView.delegate = spy
        #expect(throws: CollectionViewError.invalidIndexPath(itemPath(0, 1), reason: "there is no such item to show a menu for")) {
            try h.collectionView.showMenuForItem(at: itemPath(0, 1))
        }
        #expect(throws: CollectionViewError.self) {
            try h.collectionView.performMenuAction(.copy, forItemAt: itemPath(1, 0))
        }
        #expect(h.calls([.edit]).isEmpty)
    }
}
