import Foundation
import Testing
import Pantomime
import PantomimeLoop

@Suite("Reordering a collection view from Swift")
struct CollectionViewReorderTests {
    @Test("Long-pressing A, dragging it onto D and lifting calls moveItemAt once, from 0.0 to 0.3")
    func standardGestureMovesAToD() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        harness.collectionView.installsStandardGestureForInteractiveMovement = true
        let script = TouchScript.drag(from: try harness.center(0), to: try harness.center(3), duration: .milliseconds(500),
                                      holdBefore: .milliseconds(600))
        try harness.window.perform(script)
        #expect(harness.model.moves.map { [$0.0, $0.1] } == [[IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)]])
        #expect(harness.model.sections == [["B", "C", "D", "A"]])
        #expect(harness.shown == ["B", "C", "D", "A"])
        #expect(harness.movementCalls.filter { !$0.hasPrefix("targetIndexPath") && !$0.hasPrefix("invalidationContextForInteractively") } == [
            "canMoveItemAt A",
            "invalidationContextForEndingInteractiveMovement A final=0.3 previous=0.3 cancelled=false",
            "moveItemAt A from=0.0 to=0.3",
        ])
        #expect(harness.movementCalls.filter { $0.hasPrefix("invalidationContextForInteractively") }.map { $0.components(separatedBy: " position")[0] } == [
            "invalidationContextForInteractivelyMovingItems A targets=0.1 previous=0.0",
            "invalidationContextForInteractivelyMovingItems A targets=0.2 previous=0.1",
            "invalidationContextForInteractivelyMovingItems A targets=0.3 previous=0.2",
        ])
        #expect(harness.collectionView.hasUncommittedUpdates == false)
    }

    @Test("The API alone moves an item: begin, update, end, with the shadow order shown in between")
    func programmaticMovement() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cv.hasUncommittedUpdates)
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 60))
        try harness.loop.runPending()
        #expect(cv.interactiveMovement?.targetIndexPath == IndexPath(item: 1, section: 0))
        #expect(harness.shown == ["A", "D", "B", "C"])
        #expect(harness.model.sections == [["A", "B", "C", "D"]], "the data source is asked nothing while the item moves")
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 1, section: 0)) == IndexPath(item: 3, section: 0))
        #expect(cv.presentationIndexPath(forDataSourceIndexPath: IndexPath(item: 1, section: 0)) == IndexPath(item: 2, section: 0))
        cv.endInteractiveMovement()
        try harness.loop.runPending()
        #expect(harness.model.sections == [["A", "D", "B", "C"]])
        #expect(harness.shown == ["A", "D", "B", "C"])
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 1, section: 0)) == IndexPath(item: 1, section: 0))
    }

    @Test("A user layout sees exactly the movement hooks: a context per new target, the moving attributes per pass, the ending context")
    func layoutSubclassSeesTheHooks() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try harness.loop.runPending()
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 30))
        try harness.loop.runPending()
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 110))
        try harness.loop.runPending()
        cv.endInteractiveMovement()
        try harness.loop.runPending()
        #expect(harness.layout.log == [
            "movingAttributes 0.0 160,25",
            "movingAttributes 0.0 160,30",
            "movingContext targets=0.2 previous=0.0 position=160,110 previousPosition=160,30",
            "invalidate targets=0.2 cancelled=-",
            "prepare",
            "movingAttributes 0.2 160,110",
            "endingContext final=0.2 previous=0.2 cancelled=false",
            "invalidate targets=0.2 cancelled=false",
            "prepare",
        ])
    }

    @Test("A cancel puts the item back with a cancelled ending context and asks the data source nothing")
    func cancelPutsItBack() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
        try harness.loop.runPending()
        #expect(harness.shown == ["B", "C", "D", "A"])
        cv.cancelInteractiveMovement()
        try harness.loop.runPending()
        #expect(harness.shown == ["A", "B", "C", "D"])
        #expect(harness.model.moves.isEmpty)
        #expect(harness.layout.log.contains("endingContext final=0.0 previous=0.3 cancelled=true"))
    }

    @Test("begin returns false, asking nothing more, for a missing item, a refused one, or during another movement")
    func beginRefuses() throws {
        final class Refusing: CollectionViewDataSource {
            var asked: [IndexPath] = []
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
                try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
                asked.append(indexPath)
                return indexPath.item != 1
            }
        }
        let harness = try ReorderHarness([["A", "B", "C"]])
        let refusing = Refusing()
        harness.collectionView.dataSource = refusing
        try harness.loop.runPending()
        let cv = harness.collectionView
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)))
        #expect(refusing.asked.isEmpty)
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(refusing.asked == [IndexPath(item: 1, section: 0)])
        #expect(!cv.hasUncommittedUpdates)
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(refusing.asked.count == 2, "a second begin asks nothing")
        #expect(cv.interactiveMovement?.originalIndexPath == IndexPath(item: 0, section: 0))
    }

    @Test("Calls with no movement do nothing and leave a record that says why")
    func strayCallsAreRecorded() throws {
        let harness = try ReorderHarness([["A", "B"]])
        let cv = harness.collectionView
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 1))
        cv.endInteractiveMovement()
        cv.cancelInteractiveMovement()
        #expect(harness.model.moves.isEmpty)
        let reasons = harness.window.trace.records.filter { $0.call == "interactiveMovementIgnored" }.compactMap { $0.values.first?.value }
        #expect(reasons.count == 3)
        #expect(reasons[1].hasPrefix("endInteractiveMovement() was called with no interactive movement in progress"))
    }

    @Test("The iOS 15 retarget method wins when implemented; the older one is asked otherwise")
    func retargetForms() throws {
        final class Older: CollectionViewDelegate {
            var asked = 0
            func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                                toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                asked += 1
                return IndexPath(item: 1, section: 0)
            }
        }
        final class Both: CollectionViewDelegate {
            var olderAsked = 0
            var newerArguments: [IndexPath] = []
            func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                                toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                olderAsked += 1
                return originalIndexPath
            }
            func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                newerArguments = [originalIndexPath, currentIndexPath, proposedIndexPath]
                return IndexPath(item: 2, section: 0)
            }
        }
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let older = Older()
        harness.collectionView.delegate = older
        #expect(harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 175))
        #expect(older.asked == 1)
        #expect(harness.collectionView.interactiveMovement?.targetIndexPath == IndexPath(item: 1, section: 0))
        harness.collectionView.cancelInteractiveMovement()

        let both = Both()
        harness.collectionView.delegate = both
        #expect(harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 175))
        #expect(both.olderAsked == 0)
        #expect(both.newerArguments == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        #expect(harness.collectionView.interactiveMovement?.targetIndexPath == IndexPath(item: 2, section: 0))
    }

    @Test("A batch update during a movement throws a clear error and changes nothing")
    func batchUpdatesAreRefused() throws {
        let harness = try ReorderHarness([["A", "B", "C"]])
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 125))
        try harness.loop.runPending()
        let error = #expect(throws: CollectionViewError.self) {
            try cv.performBatchUpdates { harness.model.sections[0].append("X"); try cv.insertItems(at: [IndexPath(item: 3, section: 0)]) }
        }
        #expect(error?.description.hasPrefix("cannot perform a batch update while the item at [0, 0] moves interactively") == true)
        harness.model.sections[0].removeLast()
        try harness.loop.runPending()
        #expect(cv.numberOfItems(inSection: 0) == 3)
        #expect(harness.shown == ["B", "C", "A"])
        #expect(cv.interactiveMovement?.targetIndexPath == IndexPath(item: 2, section: 0))
    }

    @Test("reloadData during a movement ends it as cancelled first")
    func reloadCancels() throws {
        let harness = try ReorderHarness([["A", "B", "C"]])
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 125))
        cv.reloadData()
        try harness.loop.runPending()
        #expect(!cv.hasUncommittedUpdates)
        #expect(harness.model.moves.isEmpty)
        #expect(harness.shown == ["A", "B", "C"])
        #expect(harness.layout.log.contains("endingContext final=0.0 previous=0.2 cancelled=true"))
    }

    @Test("The moving cell is never recycled, even when the view scrolls far from its place")
    func movingCellIsKept() throws {
        let harness = try ReorderHarness([(0..<200).map { "I\($0)" }])
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try harness.loop.runPending()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        cv.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
        try harness.loop.runPending()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(cell.superview === cv)
        #expect(cv.visibleCells.count == 11, "ten rows on screen plus the moving one")
        cv.endInteractiveMovement()
        try harness.loop.runPending()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("A layout that moves the data on every target change leaves data and shown order apart, and the audit says so")
    func dataMutatingLayoutIsCaught() throws {
        /// The classic mistake: the layout moves items in the data source as the target
        /// changes, and the collection view's single moveItemAt at the end moves it again.
        final class MutatingLayout: FlowLayout {
            weak var model: NamedItemsModel?
            override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                              previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> LayoutInvalidationContext {
                if let model, let from = previousIndexPaths.first, let to = targetIndexPaths.first {
                    let item = model.sections[from.section].remove(at: from.item)
                    model.sections[to.section].insert(item, at: to.item)
                }
                return super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                 previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
            }
        }
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let layout = MutatingLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        layout.model = harness.model
        harness.collectionView.collectionViewLayout = layout
        try harness.loop.runPending()
        let cv = harness.collectionView
        #expect(cv.displayedItemMismatches(naming: harness.model.name(at:)).isEmpty)
        #expect(!cv.hasDisplayedItemMismatch(naming: harness.model.name(at:)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 75))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 125))
        cv.endInteractiveMovement()
        try harness.loop.runPending()
        #expect(harness.shown == ["B", "C", "A", "D"])
        #expect(harness.model.sections == [["C", "A", "B", "D"]], "moved along the way, then once more by moveItemAt")
        let mismatches = cv.displayedItemMismatches(naming: harness.model.name(at:))
        #expect(mismatches.count == 3)
        #expect(cv.hasDisplayedItemMismatch(naming: harness.model.name(at:)), "the walk in no order finds them too")
        #expect(mismatches.first?.hasPrefix("The cell at 0.0 shows B, but the data source has C there: the data changed without the collection view being told.") == true)
    }

    @Test("A delegate that ends the movement from inside the retarget call leaves a consistent view")
    func reentrantEndFromRetarget() throws {
        final class Ending: CollectionViewDelegate {
            func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                                toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                collectionView.endInteractiveMovement()
                return proposedIndexPath
            }
        }
        let harness = try ReorderHarness([["A", "B", "C"]])
        let ending = Ending()
        harness.collectionView.delegate = ending
        #expect(harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 125))
        try harness.loop.runPending()
        #expect(!harness.collectionView.hasUncommittedUpdates)
        #expect(harness.model.sections == [["A", "B", "C"]])
        #expect(harness.model.moves.count == 1)
        #expect(harness.shown == ["A", "B", "C"])
        #expect(harness.collectionView.displayedItemMismatches(naming: harness.model.name(at:)).isEmpty)
    }
}

@Suite("The shadow order in a user's own layout")
struct UserLayoutShadowOrderTests {
    /// A list layout written from scratch on the base class, as a user would port one.
    final class ListLayout: CollectionViewLayout {
        var frames: [LayoutAttributes] = []
        override func prepare() {
            guard let collectionView else { return }
            frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 0, y: Double(item) * 44, width: 320, height: 44)
                return attributes
            }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: Double(frames.count) * 44) }
        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
            // In reverse, as a layout built from a dictionary might answer.
            frames.filter { $0.frame.intersects(rect) }.reversed()
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            frames.indices.contains(indexPath.item) ? frames[indexPath.item] : nil
        }
    }

    @Test("A layout on the base class shows the shadow order while moving and the data order after the drop")
    func userLayoutShowsTheShadowOrder() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D", "E"]])
        harness.collectionView.collectionViewLayout = ListLayout()
        try harness.loop.runPending()
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 50))
        try harness.loop.runPending()
        #expect(harness.shown == ["A", "E", "B", "C", "D"])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 28, width: 320, height: 44), "the moving cell is centred at the position")
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        cv.endInteractiveMovement()
        try harness.loop.runPending()
        #expect(harness.model.sections == [["A", "E", "B", "C", "D"]])
        #expect(harness.shown == ["A", "E", "B", "C", "D"])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
    }
}

@Suite("Absurd positions for a moving item")
struct AbsurdMovementPositionTests {
    @Test("Non-finite and huge positions are a GeometryError that keeps the target, and never scroll or crash",
          arguments: [CGPoint(x: Double.nan, y: 10), CGPoint(x: 10, y: Double.infinity), CGPoint(x: -1e300, y: 1e300), CGPoint(x: 160, y: -Double.infinity)])
    func absurdPositions(position: CGPoint) throws {
        let harness = try ReorderHarness([["A", "B", "C"]])
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        cv.updateInteractiveMovementTargetPosition(position)
        #expect {
            try harness.loop.advance(by: .seconds(1))
        } throws: { error in
            (error as? GeometryError)?.description.contains("updateInteractiveMovementTargetPosition(_:) was given") == true
        }
        try harness.loop.advance(by: .seconds(1))
        #expect(cv.interactiveMovement?.targetIndexPath == IndexPath(item: 1, section: 0))
        #expect(cv.contentOffset == .zero)
        cv.endInteractiveMovement()
        try harness.loop.runPending()
        #expect(harness.model.sections == [["A", "B", "C"]])
    }

    @Test("A movement the app begins while the standard gesture loses its press is the app's: the gesture's reset leaves it moving")
    func appMovementSurvivesTheStandardGesturesLostPress() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let cv = harness.collectionView
        cv.installsStandardGestureForInteractiveMovement = true
        let gesture = try #require(cv.gestureRecognizers.first { $0.name == "interactiveMovement" })
        // The gesture's delegate, asked after the gesture began its movement of A, takes over:
        // it cancels that movement, begins its own of C, and keeps the gesture from beginning.
        let takeOver = TakeOverDelegate { [unowned cv] in
            cv.cancelInteractiveMovement()
            _ = cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
        }
        gesture.delegate = takeOver
        try harness.window.perform(.longPress(at: try harness.center(0), duration: .milliseconds(700)))
        #expect(takeOver.asked == 1)
        #expect(cv.interactiveMovement?.originalIndexPath == IndexPath(item: 2, section: 0))
        cv.endInteractiveMovement()
        #expect(cv.interactiveMovement == nil)
    }
}

/// A gesture delegate that runs `takeOver` and refuses the gesture, once.
private final class TakeOverDelegate: GestureRecognizerDelegate {
    let takeOver: () -> Void
    private(set) var asked = 0

    init(_ takeOver: @escaping () -> Void) {
        self.takeOver = takeOver
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        asked += 1
        takeOver()
        return false
    }
}
