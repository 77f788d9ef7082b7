import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Every method of the collection view's data source and delegates (scroll view, flow
/// layout, swipe actions, menu, transition and reorder), each a case. A data source and
/// delegate that answers them all records which fired; the interaction script of
/// ``ReentrancyRig`` reaches every one, which the baseline test checks.
enum ReentrantCallback: String, CaseIterable, Sendable {
    // CollectionViewDataSource
    case numberOfSections, numberOfItemsInSection, cellForItemAt, viewForSupplementaryElementOfKind, canMoveItemAt, moveItemAt
    // ScrollViewDelegate
    case scrollViewDidScroll, scrollViewWillBeginDragging, scrollViewWillEndDragging, scrollViewDidEndDragging
    case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating, scrollViewDidEndScrollingAnimation
    // CollectionViewDelegate
    case shouldHighlightItemAt, didHighlightItemAt, didUnhighlightItemAt, shouldSelectItemAt, shouldDeselectItemAt
    case didSelectItemAt, didDeselectItemAt, willDisplayCell, didEndDisplayingCell
    case willDisplaySupplementaryView, didEndDisplayingSupplementaryView
    case targetIndexPathForMoveFromItemAt, targetIndexPathForMoveOfItemFromOriginalIndexPath
    case shouldShowMenuForItemAt, transitionLayoutForOldLayout, canPerformAction, performAction
    // CollectionViewDelegateFlowLayout
    case sizeForItemAt, insetForSectionAt, minimumLineSpacingForSectionAt, minimumInteritemSpacingForSectionAt
    case referenceSizeForHeaderInSection, referenceSizeForFooterInSection
    // CollectionViewSwipeActionsDelegate
    case leadingSwipeActionsConfigurationForItemAt, trailingSwipeActionsConfigurationForItemAt
    case willBeginEditingItemAt, didEndEditingItemAt
}

/// What a delegate or data source does to the collection view from inside a callback.
enum ReentrantAction: String, CaseIterable, Sendable {
    case setContentOffset, setContentOffsetAnimated, scrollToItemAnimated, selectItem, deselectItem, reloadData
    case batchDelete, batchInsert, batchReload, beginAndCancelMovement, cancelGestures
}

/// Names in one section, with a header and a footer; answers every callback and performs
/// one re-entrant action the first time the chosen callback fires.
final class ReentrantRecorder: CollectionViewDataSource, CollectionViewSwipeActionsDelegate, CollectionViewDelegateFlowLayout {
    var names: [String] = (0..<40).map { "I\($0)" }
    let callback: ReentrantCallback?
    let action: ReentrantAction
    private(set) var fired: Set<ReentrantCallback> = []
    private(set) var acted = false
    /// What the re-entrant call threw, if anything.
    private(set) var errors: [String] = []
    private var added = 0

    init(callback: ReentrantCallback?, action: ReentrantAction) {
        self.callback = callback
        self.action = action
    }

    func name(at indexPath: IndexPath) -> String? {
        indexPath.section == 0 && names.indices.contains(indexPath.item) ? names[indexPath.item] : nil
    }

    private func hit(_ callback: ReentrantCallback, _ view: ScrollView) {
        fired.insert(callback)
        guard callback == self.callback, !acted, let collectionView = view as? CollectionView else { return }
        acted = true
        do {
            try perform(on: collectionView)
        } catch {
            errors.append("\(error)")
        }
    }

    private func perform(on collectionView: CollectionView) throws {
        let path = IndexPath(item: 2, section: 0)
        switch action {
        case .setContentOffset:
            collectionView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        case .setContentOffsetAnimated:
            collectionView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        case .scrollToItemAnimated:
            try collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
        case .selectItem:
            try collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: .none)
        case .deselectItem:
            collectionView.deselectItem(at: collectionView.indexPathsForSelectedItems?.first ?? path, animated: false)
        case .reloadData:
            added += 1
            names.append("R\(added)")
            collectionView.reloadData()
        case .batchDelete:
            try collectionView.performBatchUpdates {
                names.remove(at: 2)
                try collectionView.deleteItems(at: [path])
            }
        case .batchInsert:
            try collectionView.performBatchUpdates {
                added += 1
                names.insert("N\(added)", at: 2)
                try collectionView.insertItems(at: [path])
            }
        case .batchReload:
            try collectionView.performBatchUpdates {
                names[2] += "'"
                try collectionView.reloadItems(at: [path])
            }
        case .beginAndCancelMovement:
            if collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)) {
                collectionView.cancelInteractiveMovement()
            }
        case .cancelGestures:
            // Disabling a recognizer cancels its gesture, as in UIKit.
            for recognizer in collectionView.gestureRecognizers where recognizer.isEnabled {
                recognizer.isEnabled = false
                recognizer.isEnabled = true
            }
        }
    }

    // MARK: CollectionViewDataSource

    func numberOfSections(in collectionView: CollectionView) -> Int {
        hit(.numberOfSections, collectionView)
        return 1
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        hit(.numberOfItemsInSection, collectionView)
        return names.count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = name(at: indexPath)
        hit(.cellForItemAt, collectionView)
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> CollectionReusableView {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        hit(.viewForSupplementaryElementOfKind, collectionView)
        return view
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        hit(.canMoveItemAt, collectionView)
        return true
    }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = names.remove(at: sourceIndexPath.item)
        names.insert(item, at: destinationIndexPath.item)
        hit(.moveItemAt, collectionView)
    }

    // MARK: ScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) { hit(.scrollViewDidScroll, scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { hit(.scrollViewWillBeginDragging, scrollView) }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        hit(.scrollViewWillEndDragging, scrollView)
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { hit(.scrollViewDidEndDragging, scrollView) }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { hit(.scrollViewWillBeginDecelerating, scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { hit(.scrollViewDidEndDecelerating, scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { hit(.scrollViewDidEndScrollingAnimation, scrollView) }

    // MARK: CollectionViewDelegate

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        hit(.shouldHighlightItemAt, collectionView)
        return true
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { hit(.didHighlightItemAt, collectionView) }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) { hit(.didUnhighlightItemAt, collectionView) }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        hit(.shouldSelectItemAt, collectionView)
        return true
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        hit(.shouldDeselectItemAt, collectionView)
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { hit(.didSelectItemAt, collectionView) }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { hit(.didDeselectItemAt, collectionView) }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        hit(.willDisplayCell, collectionView)
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        hit(.didEndDisplayingCell, collectionView)
    }
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        hit(.willDisplaySupplementaryView, collectionView)
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        hit(.didEndDisplayingSupplementaryView, collectionView)
    }
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        hit(.targetIndexPathForMoveFromItemAt, collectionView)
        return proposedIndexPath
    }
    /// Asks the older form too, as a delegate written for both systems would.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        hit(.targetIndexPathForMoveOfItemFromOriginalIndexPath, collectionView)
        return self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        hit(.shouldShowMenuForItemAt, collectionView)
        return true
    }
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                        newLayout toLayout: CollectionViewLayout) -> TransitionLayout {
        hit(.transitionLayoutForOldLayout, collectionView)
        return TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        hit(.canPerformAction, collectionView)
        return action == .copy
    }
    func collectionView(_ collectionView: CollectionView, performAction action: EditAction,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) {
        hit(.performAction, collectionView)
    }

    // MARK: CollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        hit(.sizeForItemAt, collectionView)
        return CGSize(width: 320, height: 50)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        hit(.insetForSectionAt, collectionView)
        return .zero
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        hit(.minimumLineSpacingForSectionAt, collectionView)
        return 0
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        hit(.minimumInteritemSpacingForSectionAt, collectionView)
        return 0
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        hit(.referenceSizeForHeaderInSection, collectionView)
        return CGSize(width: 320, height: 30)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        hit(.referenceSizeForFooterInSection, collectionView)
        return CGSize(width: 320, height: 30)
    }

    // MARK: CollectionViewSwipeActionsDelegate

    func collectionView(_ collectionView: CollectionView,
                        leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        hit(.leadingSwipeActionsConfigurationForItemAt, collectionView)
        return nil
    }
    func collectionView(_ collectionView: CollectionView,
                        trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        hit(.trailingSwipeActionsConfigurationForItemAt, collectionView)
        return SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }])
    }
    func collectionView(_ collectionView: CollectionView, willBeginEditingItemAt indexPath: IndexPath) {
        hit(.willBeginEditingItemAt, collectionView)
    }
    func collectionView(_ collectionView: CollectionView, didEndEditingItemAt indexPath: IndexPath?) {
        hit(.didEndEditingItemAt, collectionView)
    }
}

/// A 320 × 480 list of 320 × 50 rows under a 30-point header, with a 30-point footer,
/// multiple selection, the standard reorder gesture and swipe actions; plays a script
/// that reaches every ``ReentrantCallback``.
final class ReentrancyRig {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let recorder: ReentrantRecorder
    /// What the script's own calls into the collection view threw.
    private(set) var scriptErrors: [String] = []

    init(callback: ReentrantCallback?, action: ReentrantAction) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: Self.layout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        collectionView.allowsMultipleSelection = true
        collectionView.installsStandardGestureForInteractiveMovement = true
        recorder = ReentrantRecorder(callback: callback, action: action)
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        window.trace.itemNamer = { [weak recorder] in recorder?.name(at: $0) }
        window.addSubview(collectionView)
    }

    static func layout() -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        layout.footerReferenceSize = CGSize(width: 320, height: 30)
        return layout
    }

    /// What was wrong after a step of the script: the screen or the layout against the data.
    private(set) var stepProblems: [String] = []

    private func play(_ script: TouchScript, _ step: String) throws {
        script.schedule(on: window, at: loop.now)
        try loop.advance(to: loop.now + script.duration)
        try loop.settle()
        check(after: step)
    }

    /// Runs a call of the script into the collection view, keeping what it threw.
    private func call(_ step: String, _ body: () throws -> Void) throws {
        do { try body() } catch let error as CollectionViewError { scriptErrors.append("\(step): \(error)") }
        catch let error as LayoutTransitionError { scriptErrors.append("\(step): \(error)") }
        try loop.settle()
        check(after: step)
    }

    private func check(after step: String) {
        var found = collectionView.displayedItemMismatches(naming: recorder.name(at:))
        let count = recorder.names.count
        if collectionView.numberOfItems(inSection: 0) != count {
            found.append("the view counts \(collectionView.numberOfItems(inSection: 0)) items, the data \(count)")
        }
        if collectionView.collectionViewLayout is FlowLayout, !collectionView.isPerformingBatchUpdates {
            let height = 60 + 50 * Double(count)
            if Double(collectionView.contentSize.height) != height {
                found.append("the content is \(collectionView.contentSize.height) high, \(count) items need \(height)")
            }
        }
        let shown = Set(collectionView.visibleViews.values.map(ObjectIdentifier.init))
        for case let view as CollectionReusableView in collectionView.subviews where !shown.contains(ObjectIdentifier(view)) {
            found.append("a \(view.reuseIdentifier ?? "reusable") view is on screen and is no visible element")
        }
        stepProblems += found.map { "after \(step): \($0)" }
    }

    /// The centre of an item on screen, or the middle of the view when it is not laid out.
    func center(_ item: Int) -> CGPoint {
        guard let center = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.center else {
            return CGPoint(x: 160, y: 240)
        }
        return collectionView.convert(center, to: nil)
    }

    /// Taps, scrolls, flings, reorders, swipes, opens the menu, changes the layout,
    /// updates and reloads: every callback fires at least once.
    func playScript() throws {
        try loop.settle()
        check(after: "the first layout")
        // Select and deselect by taps.
        try play(.tap(at: center(1)), "tap to select")
        try play(.tap(at: center(1)), "tap to deselect")
        // A slow drag that stops, a fling that decelerates, a fling back that bounces.
        try play(.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: .milliseconds(400),
                       holdAfter: .milliseconds(100)), "drag")
        try play(.fling(from: CGPoint(x: 160, y: 400), direction: .up, velocity: 1500), "fling")
        try play(.fling(from: CGPoint(x: 160, y: 100), direction: .down, velocity: 3000), "fling to the top")
        // An animated scroll, then to the footer and back.
        try call("scrollToItem animated") { try collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: true) }
        try call("scrollToItem last") {
            let last = collectionView.numberOfItems(inSection: 0) - 1
            try collectionView.scrollToItem(at: IndexPath(item: last, section: 0), at: .bottom, animated: false)
        }
        try call("back to the top") { collectionView.setContentOffset(.zero, animated: false) }
        // A long-press reorder of item 0 onto item 3.
        try play(.drag(from: center(0), to: center(3), duration: .milliseconds(500), holdBefore: .milliseconds(600)), "reorder")
        // A swipe left opens a row; closing it ends editing; a swipe right finds no actions.
        try play(.drag(from: CGPoint(x: 200, y: center(4).y), to: CGPoint(x: 80, y: center(4).y), holdAfter: .milliseconds(100)), "swipe left")
        try call("close the row") { collectionView.closeSwipedRow(animated: false) }
        try play(.drag(from: CGPoint(x: 100, y: center(4).y), to: CGPoint(x: 220, y: center(4).y), holdAfter: .milliseconds(100)), "swipe right")
        try call("close any row") { collectionView.closeSwipedRow(animated: false) }
        // The edit menu.
        try call("menu") {
            if try collectionView.showMenuForItem(at: IndexPath(item: 1, section: 0)).contains(.copy) {
                try collectionView.performMenuAction(.copy, forItemAt: IndexPath(item: 1, section: 0))
            }
        }
        // An interactive layout transition.
        try call("layout transition") {
            try collectionView.startInteractiveTransition(to: Self.layout())
            collectionView.finishInteractiveTransition()
        }
        // A batch update and a reload from the app.
        try call("batch insert") {
            try collectionView.performBatchUpdates {
                recorder.names.insert("S", at: 1)
                try collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
            }
        }
        try call("reloadData") {
            recorder.names.removeLast()
            collectionView.reloadData()
        }
    }

    /// What is wrong with the view once the script has settled: the screen against the
    /// data, the selection and highlight, motion and gestures.
    func problems() -> [String] {
        var problems = scriptErrors + stepProblems
        let count = recorder.names.count
        if collectionView.numberOfSections != 1 || collectionView.numberOfItems(inSection: 0) != count {
            problems.append("the view counts \(collectionView.numberOfItems(inSection: 0)) items, the data \(count)")
        }
        for path in collectionView.indexPathsForVisibleItems where !(path.section == 0 && path.item < count) {
            problems.append("a cell is shown for \(path), which does not exist")
        }
        for path in (collectionView.indexPathsForSelectedItems ?? []) + collectionView.indexPathsForHighlightedItems
        where !(path.section == 0 && path.item < count) {
            problems.append("\(path) is selected or highlighted and does not exist")
        }
        if !collectionView.indexPathsForHighlightedItems.isEmpty { problems.append("an item stays highlighted") }
        if collectionView.isDragging { problems.append("still dragging") }
        if collectionView.isDecelerating { problems.append("still decelerating") }
        if collectionView.isScrollAnimating { problems.append("still animating a scroll") }
        if collectionView.isSwiping { problems.append("still swiping") }
        if collectionView.hasUncommittedUpdates { problems.append("an interactive movement is left open") }
        if collectionView.isPerformingBatchUpdates { problems.append("a batch update is left open") }
        if loop.isAnimating { problems.append("an animation is left running") }
        for recognizer in collectionView.gestureRecognizers where recognizer.state.isActive {
            problems.append("\(type(of: recognizer)) is left \(recognizer.state)")
        }
        if !(collectionView.collectionViewLayout is FlowLayout) { problems.append("a transition layout is left installed") }
        let offset = collectionView.contentOffset
        if offset != collectionView.clampedOffset(offset) { problems.append("the offset \(offset) is out of range") }
        return problems
    }

    /// Whether a fresh tap still selects the item under it.
    func tapSelects() throws -> Bool {
        try collectionView.selectItem(at: nil, animated: false, scrollPosition: .none)
        collectionView.setContentOffset(.zero, animated: false)
        try loop.settle()
        try play(.tap(at: center(4)), "tap after the script")
        return collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)]
    }
}

@Suite("Delegates and data sources that call back into the collection view")
struct ReentrancyMatrixTests {
    @Test("The interaction script reaches every data-source and delegate callback, and leaves the view settled")
    func scriptReachesEveryCallback() throws {
        let rig = try ReentrancyRig(callback: nil, action: .reloadData)
        try rig.playScript()
        let missing = ReentrantCallback.allCases.filter { !rig.recorder.fired.contains($0) }
        #expect(missing.isEmpty, "callbacks the script never reached: \(missing)")
        #expect(rig.problems().isEmpty)
        #expect(try rig.tapSelects())
    }

    @Test("A re-entrant call from any callback leaves the screen matching the data, nothing stuck, and the view working", .tags(.slow), .slowTier,
          arguments: ReentrantCallback.allCases, ReentrantAction.allCases)
    func reentrantCall(callback: ReentrantCallback, action: ReentrantAction) throws {
        let rig = try ReentrancyRig(callback: callback, action: action)
        try rig.playScript()
        #expect(rig.recorder.acted, "the callback never fired")
        let problems = rig.problems()
        #expect(problems.isEmpty, "\(problems); the re-entrant call threw: \(rig.recorder.errors)")
        #expect(try rig.tapSelects(), "a tap after the script no longer selects")
    }

    @Test("A data change from inside cellForItemAt is recorded, and the pass starts over with the new data",
          arguments: [ReentrantAction.reloadData, .batchDelete, .batchInsert, .batchReload])
    func dataChangeWhileMakingACell(action: ReentrantAction) throws {
        let rig = try ReentrancyRig(callback: .cellForItemAt, action: action)
        try rig.playScript()
        let records = rig.window.trace.records.filter { $0.call == "dataChangedWhileMakingView" }
        #expect(records.map(\.summary) == ["dataChangedWhileMakingView I0 call=cellForItemAt"])
        #expect(rig.problems().isEmpty)
    }

    @Test("scrollToItem or selectItem while the counts load or the layout prepares throws an error saying so",
          arguments: [ReentrantCallback.numberOfSections, .numberOfItemsInSection, .sizeForItemAt],
          [ReentrantAction.scrollToItemAnimated, .selectItem])
    func callsBeforeTheCountsAreRead(callback: ReentrantCallback, action: ReentrantAction) throws {
        let rig = try ReentrancyRig(callback: callback, action: action)
        try rig.playScript()
        let errors = rig.recorder.errors
        if callback == .sizeForItemAt && action == .selectItem {
            // Selection needs only the counts, which are read by then.
            #expect(errors.isEmpty)
        } else {
            let expected = callback == .sizeForItemAt ? "the layout is still preparing" : "the data source is still reporting its counts"
            #expect(errors.count == 1 && errors.allSatisfy { $0.contains(expected) }, "\(errors)")
        }
        #expect(rig.problems().isEmpty)
    }
}
