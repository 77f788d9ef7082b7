import Foundation
import Testing
import Pantomime
import PantomimeLoop

@Suite("A data source or delegate that reloads from every cell is stopped by the work budget")
struct RunawayReloadTests {
    /// Calls reloadData from every willDisplay.
    final class ReloadingDelegate: CollectionViewDelegate {
        var calls = 0
        func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            calls += 1
            collectionView.reloadData()
        }
    }

    /// Answers with another data source's cells, calling reloadData from every cellForItemAt.
    final class ReloadingDataSource: CollectionViewDataSource {
        let inner: CollectionViewDataSource
        var calls = 0
        init(inner: CollectionViewDataSource) { self.inner = inner }
        func numberOfSections(in collectionView: CollectionView) -> Int { inner.numberOfSections(in: collectionView) }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            inner.collectionView(collectionView, numberOfItemsInSection: section)
        }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            calls += 1
            collectionView.reloadData()
            return try inner.collectionView(collectionView, cellForItemAt: indexPath)
        }
    }

    /// Where the reload is made from.
    enum Culprit: String, CaseIterable {
        case willDisplay, cellForItemAt
    }

    /// Reloads the collection view under a budget of `callbacksPerTurn`; returns the error
    /// the loop threw and how many times the culprit was called.
    func run(_ culprit: Culprit, callbacksPerTurn: Int) throws -> (error: Error?, calls: Int) {
        let harness = try UpdatesHarness([["A", "B", "C"]])
        let delegate = ReloadingDelegate()
        let dataSource = ReloadingDataSource(inner: try #require(harness.collectionView.dataSource))
        switch culprit {
        case .willDisplay: harness.collectionView.delegate = delegate
        case .cellForItemAt: harness.collectionView.dataSource = dataSource
        }
        harness.loop.workBudget = WorkBudget(turns: 10_000, wallClock: .seconds(600), callbacksPerTurn: callbacksPerTurn)
        harness.collectionView.reloadData()
        do {
            try harness.loop.runPending()
            return (nil, delegate.calls + dataSource.calls)
        } catch {
            return (error, delegate.calls + dataSource.calls)
        }
    }

    @Test("reloadData from every willDisplay or cellForItemAt ends with the budget's error naming the layout pass",
          arguments: Culprit.allCases)
    func reloadFromEveryCell(culprit: Culprit) throws {
        let small = try run(culprit, callbacksPerTurn: 500)
        let large = try run(culprit, callbacksPerTurn: 1_000)
        for (outcome, limit) in [(small, 500), (large, 1_000)] {
            guard case let .runawayCallback(name, _, reported, _)? = outcome.error as? LoopError else {
                Issue.record("Expected the runaway callback error, got \(String(describing: outcome.error))")
                continue
            }
            #expect(name == "observer 'layout pass'")
            #expect(reported == limit)
        }
        // The budget is what stops it: twice the callbacks a turn, about twice the calls.
        #expect(small.calls > 0)
        #expect(large.calls >= 2 * small.calls - small.calls / 100 && large.calls <= 2 * small.calls + small.calls / 100,
                "\(small.calls) calls under 500 callbacks a turn, \(large.calls) under 1000")
    }
}
