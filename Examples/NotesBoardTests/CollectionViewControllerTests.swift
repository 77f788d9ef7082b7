import Foundation
import Pantomime
import Testing
import UIKit

/// A controller that overrides delegate methods beyond the ones every board uses, as iOS
/// code does, and notes which ran.
private final class Listening: UICollectionViewController {
    var heard: [String] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        heard.append("didHighlight \(indexPath.item)")
    }
    override func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        heard.append("shouldDeselect \(indexPath.item)")
        return false
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if heard.last != "scrollViewDidScroll" { heard.append("scrollViewDidScroll") }
    }
}

@Test("A UICollectionViewController subclass's overrides of the other delegate and scroll view methods are the ones called")
func controllerOverridesAreCalled() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: try EventLoop())
    let controller = Listening(collectionViewLayout: layout)
    controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    window.show(controller)
    try window.loop.runPending()
    let collectionView = try #require(controller.collectionView)
    // With multiple selection a tap on a selected item asks to deselect it, as in UIKit.
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: [])
    try window.perform(TouchScript.tap(at: CGPoint(x: 160, y: 150)))
    collectionView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    try window.loop.runPending()
    #expect(controller.heard == ["didHighlight 1", "shouldDeselect 1", "scrollViewDidScroll"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(row: 1, section: 0)])
}
