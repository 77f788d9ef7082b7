import Foundation
import Testing
@testable import Pantomime

@Suite("How a layout transition interpolates between two layouts")
struct LayoutInterpolationTests {
    let path = IndexPath(item: 1, section: 0)

    func cell(_ frame: CGRect, alpha: Double = 1, zIndex: Int = 0, hidden: Bool = false,
              transform: Transform = .identity) -> LayoutAttributes {
        let attributes = LayoutAttributes(forCellWith: path)
        attributes.frame = frame
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        attributes.isHidden = hidden
        attributes.transform = transform
        return attributes
    }

    let grid = CGRect(x: 110, y: 0, width: 100, height: 100)
    let list = CGRect(x: 0, y: 70, width: 320, height: 60)

    @Test("At 0 an element shows its current frame, at 1 its next, and linearly between")
    func linearFrames() throws {
        let from = cell(grid), to = cell(list)
        #expect(try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 0)).frame == grid)
        #expect(try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 1)).frame == list)
        #expect(try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 0.5)).frame
                == CGRect(x: 55, y: 35, width: 210, height: 80))
        #expect(try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 0.25)).frame
                == CGRect(x: 82.5, y: 17.5, width: 155, height: 90))
    }

    @Test("Past 1 and below 0 the frame extrapolates, but a size never goes below zero")
    func extrapolation() {
        let over = LayoutInterpolation.frame(from: grid, to: list, progress: 1.2)
        #expect(abs(Double(over.minX) + 22) < 1e-9 && abs(Double(over.minY) - 84) < 1e-9)
        #expect(abs(Double(over.width) - 364) < 1e-9 && abs(Double(over.height) - 52) < 1e-9)
        let under = LayoutInterpolation.frame(from: grid, to: list, progress: -0.2)
        #expect(abs(Double(under.minX) - 132) < 1e-9 && abs(Double(under.minY) + 14) < 1e-9)
        #expect(abs(Double(under.width) - 56) < 1e-9 && abs(Double(under.height) - 108) < 1e-9)
        let collapsed = LayoutInterpolation.frame(from: grid, to: list, progress: 3)
        #expect(collapsed.height == 0)
        #expect(LayoutInterpolation.size(from: CGSize(width: 10, height: 10), to: CGSize(width: 0, height: 20), progress: 2)
                == CGSize(width: 0, height: 30))
    }

    @Test("The alpha and the transform move linearly; the alpha stays within 0 and 1")
    func alphaAndTransform() throws {
        let from = cell(grid, alpha: 1, transform: .identity)
        let to = cell(list, alpha: 0.5, transform: Transform(scaleX: 2, y: 3))
        let half = try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 0.5))
        #expect(half.alpha == 0.75)
        #expect(half.transform == Transform(scaleX: 1.5, y: 2))
        let beyond = try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 3))
        #expect(beyond.alpha == 0)
        let before = try #require(LayoutInterpolation.attributes(from: from, to: to, progress: -3))
        #expect(before.alpha == 1)
        #expect(LayoutInterpolation.transform(from: .identity, to: Transform(translationX: 10, y: -4), progress: 0.25)
                == Transform(translationX: 2.5, y: -1))
    }

    @Test("The z-index and hidden flag are the current layout's below one half and the next layout's from one half")
    func discreteValuesSwitchAtOneHalf() throws {
        let from = cell(grid, zIndex: 3, hidden: true)
        let to = cell(list, zIndex: -1, hidden: false)
        let early = try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 0.49))
        #expect(early.zIndex == 3 && early.isHidden)
        let late = try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 0.5))
        #expect(late.zIndex == -1 && !late.isHidden)
    }

    @Test("An element only the current layout has keeps its frame and fades out; one only the next has fades in")
    func appearingAndDisappearing() throws {
        let leaving = try #require(LayoutInterpolation.attributes(from: cell(grid), to: nil, progress: 0.25))
        #expect(leaving.frame == grid && leaving.alpha == 0.75)
        let gone = try #require(LayoutInterpolation.attributes(from: cell(grid), to: nil, progress: 1))
        #expect(gone.alpha == 0)
        let arriving = try #require(LayoutInterpolation.attributes(from: nil, to: cell(list, alpha: 0.8), progress: 0.5))
        #expect(arriving.frame == list && arriving.alpha == 0.4)
        #expect(LayoutInterpolation.attributes(from: nil, to: nil, progress: 0.5) == nil)
    }

    @Test("Interpolating returns copies and leaves both layouts' attributes as they were")
    func copies() throws {
        let from = cell(grid), to = cell(list)
        let mid = try #require(LayoutInterpolation.attributes(from: from, to: to, progress: 0.5))
        mid.alpha = 0.1
        #expect(from.frame == grid && to.frame == list && from.alpha == 1 && to.alpha == 1)
        #expect(mid !== from && mid !== to)
    }

    @Test("A NaN progress counts as 0 and a huge one as the limit, so frames stay finite")
    func unusableProgress() throws {
        #expect(LayoutInterpolation.usable(.nan) == 0)
        #expect(LayoutInterpolation.usable(.infinity) == LayoutInterpolation.progressLimit)
        #expect(LayoutInterpolation.usable(-.infinity) == -LayoutInterpolation.progressLimit)
        #expect(LayoutInterpolation.usable(0.7) == 0.7)
        let nan = try #require(LayoutInterpolation.attributes(from: cell(grid), to: cell(list), progress: .nan))
        #expect(nan.frame == grid)
        let huge = try #require(LayoutInterpolation.attributes(from: cell(grid), to: cell(list), progress: .infinity))
        #expect(Double(huge.frame.minX).isFinite && Double(huge.frame.width).isFinite)
    }

    @Test("Ease-in-ease-out and ease-out start at 0, end at 1, and keep their time within 0 and 1")
    func curves() {
        #expect(LayoutInterpolation.easeInOut(0) == 0)
        #expect(LayoutInterpolation.easeInOut(0.5) == 0.5)
        #expect(LayoutInterpolation.easeInOut(1) == 1)
        #expect(LayoutInterpolation.easeInOut(0.25) == 0.125)
        #expect(abs(LayoutInterpolation.easeInOut(0.25) + LayoutInterpolation.easeInOut(0.75) - 1) < 1e-12)
        #expect(LayoutInterpolation.easeInOut(-1) == 0 && LayoutInterpolation.easeInOut(2) == 1)
        #expect(LayoutInterpolation.easeInOut(.nan) == 1)
        #expect(LayoutInterpolation.easeOut(0) == 0 && LayoutInterpolation.easeOut(1) == 1)
        #expect(LayoutInterpolation.easeOut(0.5) == 0.75)
        #expect(LayoutInterpolation.easeOut(5) == 1)
    }
}
