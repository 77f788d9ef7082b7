import Foundation
@testable import Pantomime
import Testing

@Suite("A flow layout's one record of what is still valid")
struct FlowLayoutValidityTests {
    @Test("Invalidating the frames keeps stale metrics stale, and invalidating the metrics makes everything stale")
    func invalidationSteps() {
        #expect(FlowLayout.Validity.valid.invalidatingFrames == .framesStale)
        #expect(FlowLayout.Validity.framesStale.invalidatingFrames == .framesStale)
        #expect(FlowLayout.Validity.metricsStale.invalidatingFrames == .metricsStale)
        #expect(FlowLayout.Validity.valid.invalidatingMetrics == .metricsStale)
        #expect(FlowLayout.Validity.framesStale.invalidatingMetrics == .metricsStale)
    }

    @Test("A new layout is stale, a prepared one valid, and each kind of context leaves what it does not name")
    func contextsAndPrepare() throws {
        let layout = FlowLayout()
        #expect(layout.validity == .metricsStale)
        let harness = LayoutHarness(layout, counts: [3])
        try harness.prepare()
        #expect(layout.validity == .valid)

        let framesOnly = FlowLayoutInvalidationContext()
        framesOnly.invalidateFlowLayoutDelegateMetrics = false
        layout.invalidateLayout(with: framesOnly)
        #expect(layout.validity == .framesStale)
        try harness.prepare()
        #expect(layout.validity == .valid)

        let nothing = FlowLayoutInvalidationContext()
        nothing.invalidateFlowLayoutDelegateMetrics = false
        nothing.invalidateFlowLayoutAttributes = false
        layout.invalidateLayout(with: nothing)
        #expect(layout.validity == .valid)

        layout.invalidateLayout(with: LayoutInvalidationContext())
        #expect(layout.validity == .metricsStale)
    }
}
