import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Runs `frames` frames of 1/60 s on `harness`, answering its offset after each.
private func offsets(_ harness: CollectionHarness, frames: Int) throws -> [CGPoint] {
    try (0..<frames).map { _ in
        try harness.loop.advance(by: .nanoseconds(16_666_667))
        return harness.collectionView.contentOffset
    }
}

/// The harness's scroll calls after the record at `index`, runs of `scrollViewDidScroll`
/// collapsed to one `scrollViewDidScroll*`.
private func scrollCalls(_ harness: CollectionHarness, after index: Int) -> [String] {
    var calls: [String] = []
    for record in harness.window.trace.records.dropFirst(index) where record.kind == .scroll {
        if record.call == "scrollViewDidScroll" {
            if calls.last != "scrollViewDidScroll*" { calls.append("scrollViewDidScroll*") }
        } else {
            calls.append(record.call)
        }
    }
    return calls
}

@Suite("Setting the offset of a moving scroll view")
struct OffsetAssignmentTests {
    let start = CGPoint(x: 160, y: 400)

    @Test("Assigning contentOffset during a deceleration moves the content there and the deceleration carries on from it")
    func assignmentShiftsTheDeceleration() throws {
        let moved = try CollectionHarness(count: 100)
        let reference = try CollectionHarness(count: 100)
        for harness in [moved, reference] {
            TouchScript.fling(from: start, direction: .up, velocity: 1000).schedule(on: harness.window, at: harness.loop.now)
            try harness.loop.advance(by: .milliseconds(300))
            #expect(harness.collectionView.isDecelerating)
        }
        let before = reference.collectionView.contentOffset
        moved.collectionView.contentOffset = CGPoint(x: 0, y: before.y + 500)
        #expect(moved.collectionView.contentOffset == CGPoint(x: 0, y: before.y + 500))
        let shifted = try offsets(moved, frames: 240)
        let expected = try offsets(reference, frames: 240)
        for (offset, offsetThere) in zip(shifted, expected) {
            #expect(abs(Double(offset.y - offsetThere.y) - 500) < 1e-6)
        }
        #expect(Double(expected.last?.y ?? 0) > Double(before.y) + 10, "the reference went on moving")
        #expect(!moved.collectionView.isDecelerating)
        #expect(moved.summaries(.scroll).last == "scrollViewDidEndDecelerating")
    }

    @Test("setContentOffset(_:animated: false) during a deceleration stops it at the new offset, without scrollViewDidEndDecelerating")
    func setContentOffsetStopsTheDeceleration() throws {
        let harness = try CollectionHarness(count: 100)
        TouchScript.fling(from: start, direction: .up, velocity: 1000).schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(300))
        #expect(harness.collectionView.isDecelerating)
        let mark = harness.window.trace.records.count
        harness.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        try harness.loop.settle()
        #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 1000))
        #expect(!harness.collectionView.isDecelerating)
        #expect(scrollCalls(harness, after: mark) == ["scrollViewDidScroll*"])
    }

    @Test("Assigning contentOffset during a bounce past the end carries on from the new offset instead of going back to the edge")
    func assignmentDuringABounce() throws {
        let harness = try CollectionHarness(count: 20)
        TouchScript.fling(from: start, direction: .up, velocity: 5000).schedule(on: harness.window, at: harness.loop.now)
        // Frame by frame until the content is past its end (720), bouncing.
        var frames = 0
        while harness.collectionView.contentOffset.y <= 725, frames < 300 {
            try harness.loop.advance(by: .nanoseconds(16_666_667))
            frames += 1
        }
        #expect(harness.collectionView.isDecelerating)
        #expect(harness.collectionView.contentOffset.y > 720)
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        // It goes on at the bounce's speed from 300: one frame moves it less than 100 points.
        let next = try offsets(harness, frames: 1)
        #expect(abs(Double(next.first?.y ?? 0) - 300) < 100, "\(next)")
        try harness.loop.settle()
        #expect(!harness.collectionView.isDecelerating)
        let rest = Double(harness.collectionView.contentOffset.y)
        #expect(rest > 300 && rest <= 720)
        #expect(harness.summaries(.scroll).last == "scrollViewDidEndDecelerating")
    }

    @Test("Assigning contentOffset past the end during a deceleration springs back from there to the end")
    func assignmentPastTheEndSpringsBack() throws {
        let harness = try CollectionHarness(count: 20)
        TouchScript.fling(from: start, direction: .up, velocity: 600).schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(200))
        #expect(harness.collectionView.isDecelerating)
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 800)
        let first = try offsets(harness, frames: 1)
        #expect((first.first?.y ?? 0) > 760, "the content stays near the assigned offset")
        try harness.loop.settle()
        #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 720))
        #expect(harness.summaries(.scroll).last == "scrollViewDidEndDecelerating")
    }

    @Test("Assigning contentOffset by whole pages during a paging snap moves the snap by as many pages")
    func assignmentByPagesDuringASnap() throws {
        let harness = try CollectionHarness(count: 5, itemLength: 320, horizontal: true)
        harness.collectionView.isPagingEnabled = true
        TouchScript.fling(from: CGPoint(x: 300, y: 240), direction: .left, velocity: 3000).schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(150))
        #expect(harness.collectionView.isDecelerating)
        let shown = harness.collectionView.contentOffset
        harness.collectionView.contentOffset = CGPoint(x: shown.x + 640, y: 0)
        let next = try offsets(harness, frames: 1)
        #expect((next.first?.x ?? 0) >= shown.x + 640, "the snap goes on from the new offset")
        try harness.loop.settle()
        #expect(harness.collectionView.contentOffset == CGPoint(x: 960, y: 0))
        #expect(harness.summaries(.scroll).last == "scrollViewDidEndDecelerating")
    }

    @Test("Assigning contentOffset between pages during a paging snap snaps from there to the nearest page")
    func assignmentBetweenPagesDuringASnap() throws {
        let harness = try CollectionHarness(count: 5, itemLength: 320, horizontal: true)
        harness.collectionView.isPagingEnabled = true
        TouchScript.fling(from: CGPoint(x: 300, y: 240), direction: .left, velocity: 3000).schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(150))
        #expect(harness.collectionView.isDecelerating)
        harness.collectionView.contentOffset = CGPoint(x: 1000, y: 0)
        let next = try offsets(harness, frames: 1)
        #expect(abs(Double(next.first?.x ?? 0) - 1000) < 40, "the snap goes on from the new offset")
        try harness.loop.settle()
        let x = Double(harness.collectionView.contentOffset.x)
        #expect(x == 960 || x == 1280, "it rests on a page, not at \(x)")
    }
}
