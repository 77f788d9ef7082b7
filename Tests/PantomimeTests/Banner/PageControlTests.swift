import Foundation
import Pantomime
import Testing

@Suite("Page control")
struct PageControlTests {
    @Test("The current page stays within the pages, and fewer pages pull it back")
    func currentPageClamped() {
        let control = PageControl(frame: .zero)
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 4
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    @Test("A page control lets touches through and hides a single page only when asked")
    func showingDots() {
        let control = PageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(!control.isUserInteractionEnabled)
        #expect(control.hitTest(CGPoint(x: 10, y: 10)) == nil)
        control.numberOfPages = 1
        #expect(control.isShowingDots)
        control.hidesForSinglePage = true
        #expect(!control.isShowingDots)
        control.numberOfPages = 2
        #expect(control.isShowingDots)
        control.isHidden = true
        #expect(!control.isShowingDots)
    }
}
