import Foundation
import Testing
import Pantomime
import PantomimeLoop
import PantomimeScenario

@Suite("Absurd numbers in layouts and audits")
struct AbsurdInputTests {
    @Test("The layout audit over items a billion points tall queries a bounded number of rects")
    func auditOverHugeContent() throws {
        let harness = try UpdatesHarness([["A", "B", "C"]])
        harness.layout.itemSize = CGSize(width: 50, height: 1e9)
        try harness.loop.runPending()
        let report = try LayoutAudit(collectionView: harness.collectionView).run()
        #expect(report.rectsQueried <= LayoutAudit.maximumRects)
        #expect(report.findings.isEmpty)
    }

    @Test("A banner interval shorter than a frame is a reader error at its place")
    func bannerIntervalInTheReader() {
        let yaml = "name: fast\nsetup:\n  banner: {items: [A, B], interval: 0.000000001}\nsteps: []\n"
        #expect {
            _ = try ScenarioReader.read(yaml, file: "fast.yaml")
        } throws: { error in
            let text = "\(error)"
            return text.contains("fast.yaml:3:") && text.contains("at least one frame")
        }
    }
}

@Suite("Recognizer settings changed during a gesture")
struct RecognizerSettingsDuringAGestureTests {
    @Test("Raising a long press's numberOfTouchesRequired while one finger is held fails the press instead of trapping")
    func touchesRequiredRaisedDuringAPress() throws {
        let harness = try UpdatesHarness([["A", "B", "C"]])
        let press = LongPressGestureRecognizer()
        press.name = "hold"
        harness.collectionView.addGestureRecognizer(press)
        _ = try harness.window.touchDispatcher.touchDown(at: CGPoint(x: 25, y: 25))
        try harness.loop.advance(by: .milliseconds(100))
        press.numberOfTouchesRequired = 2
        try harness.loop.advance(by: .milliseconds(600))
        #expect(press.state == .failed)
        try harness.window.touchDispatcher.touchUp()
        try harness.loop.runPending()
        #expect(press.state == .possible)
    }
}
