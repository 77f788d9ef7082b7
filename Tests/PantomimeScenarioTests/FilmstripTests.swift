import Foundation
import Pantomime
import PantomimeScenario
import Testing

/// Filmstrip pages and the pictures in them: a frame per step, the failing step marked
/// with expected against actual, page dots and fingers drawn, nothing loaded from
/// elsewhere, the same bytes every time; and the text render of a failure.
@Suite("Filmstrips and renders")
struct FilmstripTests {
    static let failing = """
        name: Dragging then expecting C
        setup:
          layout: {flow: {itemSize: [100, 100]}}
          items: [A, B, C, D]
        steps:
          - tap: B
          - drag: {path: [[200, 300], [150, 200]], duration: 0.2}
          - expect:
              selected: [C]
          - tap: D

        """

    static let banner = """
        name: A banner on its second page
        setup:
          viewport: [320, 160]
          banner:
            items: [A, B, C]
            autoPaging: true
        steps:
          - wait: 1.6
          - expect: {page: 1}

        """

    func page(_ yaml: String) throws -> (page: String, result: ScenarioResult, frames: [FilmstripFrame]) {
        let scenario = try ScenarioReader.read(yaml, file: "film.yaml")
        let recorder = FilmstripRecorder(location: scenario.location)
        let (result, _) = ScenarioPlayer.play(scenario, steps: scenario.steps.count, observer: recorder)
        return (Filmstrip.page(for: result, frames: recorder.frames, source: yaml), result, recorder.frames)
    }

    @Test("A failing scenario's page has the setup and one frame per step run, the failing one marked with expected against actual")
    func failingPage() throws {
        let (html, result, frames) = try page(Self.failing)
        #expect(result.stepsRun == 3)
        #expect(frames.map(\.step) == [0, 1, 2, 3])
        #expect(html.components(separatedBy: "<li class=\"frame step").count - 1 == 3)
        #expect(html.components(separatedBy: "<li class=\"frame setup\"").count - 1 == 1)
        #expect(html.contains("<li class=\"frame step expectation failing\" id=\"step-3\" data-step=\"3\">"))
        #expect(html.contains("Failed at <a href=\"#step-3\">step 3</a>"))
        #expect(html.contains("<pre class=\"diff\">At 0.3s: <span class=\"expected\">expected selected [C]</span>\n<span class=\"actual\">but the selection is [B].</span>\n</pre>"), "\(html)")
        #expect(html.contains("<pre class=\"source\">- drag: {path: [[200, 300], [150, 200]], duration: 0.2}</pre>"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 5, "Four frames and the failure's picture.")
    }

    @Test("The page loads nothing from elsewhere and is the same bytes on every run")
    func pageIsSelfContainedAndDeterministic() throws {
        let first = try page(Self.failing).page
        let second = try page(Self.failing).page
        #expect(first == second)
        #expect(!first.contains("<script"))
        #expect(!first.contains("src="))
        #expect(!first.contains("href=\"http"))
        #expect(!first.contains("url(http"))
        let external = first.components(separatedBy: "http").count - 1
        let svgNamespaces = first.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1
        #expect(external == svgNamespaces, "The only URLs are the SVG namespace.")
        #expect(first.utf8.count < 60_000, "The page is \(first.utf8.count) bytes.")
    }

    @Test("Frames draw the cells with their frames, selection, and the finger's path")
    func framesDrawCellsAndFingers() throws {
        let (_, _, frames) = try page(Self.failing)
        let afterTap = SVGRenderer().render(frames[1].snapshot)
        #expect(afterTap.contains("<g class=\"element\" data-label=\"B\"><rect class=\"cell selected\" x=\"110\" y=\"0\" width=\"100\" height=\"100\"/>"))
        #expect(afterTap.contains("110,0 100×100"))
        #expect(afterTap.contains("<circle class=\"finger lifted\" cx=\"160\" cy=\"50\" r=\"11\"/>"))
        let afterDrag = SVGRenderer().render(frames[2].snapshot)
        #expect(afterDrag.contains("<polyline class=\"finger-path\" points=\"200,300 "))
        #expect(afterDrag.contains("content 320×210"))
    }

    @Test("A banner's frame draws its page control with the current page")
    func bannerPageControl() throws {
        let (_, result, frames) = try page(Self.banner)
        #expect(result.passed, "\(result.failure?.description ?? "")")
        let last = try #require(frames.last)
        #expect(last.snapshot.pageControls.count == 1)
        let svg = SVGRenderer().render(last.snapshot)
        #expect(svg.contains("<g class=\"page-control\" data-current=\"1\" data-pages=\"3\">"))
        #expect(svg.components(separatedBy: "<circle class=\"dot").count - 1 == 3)
        #expect(svg.components(separatedBy: "<circle class=\"dot current\"").count - 1 == 1)
    }

    @Test("Page names are unique below the files' common folder")
    func pageNames() {
        #expect(Filmstrip.pageNames(for: ["S/a/x.yaml", "S/b/x.yml"]) == ["a--x.html", "b--x.html"])
        #expect(Filmstrip.pageNames(for: ["/t/only.yaml"]) == ["only.html"])
        #expect(Filmstrip.pageNames(for: ["one two.yaml"]) == ["one_two.html"])
        #expect(Filmstrip.pageNames(for: ["s/a--b.yaml", "s/a/b.yaml", "s/index.yaml"]) == ["a--b.html", "a--b-2.html", "index-2.html"])
    }

    @Test("A failure's text render draws page dots and fingers and ends with a newline")
    func failureTextRender() throws {
        let result = try ScenarioFixture.run(Self.failing)
        let render = try #require(result.render)
        #expect(render.hasSuffix("\n"))
        #expect(render.contains("◌"), "The lifted finger is drawn:\n\(render)")
        #expect(render.contains("finger 0 lifted at 150,200"))
        let bannerFailure = try ScenarioFixture.run(Self.banner.replacingOccurrences(of: "page: 1}", with: "page: 2}"))
        let bannerRender = try #require(bannerFailure.render)
        #expect(bannerRender.contains("○ ● ○"), "\(bannerRender)")
    }

    @Test("A failure in a large viewport is cropped around the items it names")
    func largeViewportIsCropped() throws {
        let names = (0..<400).map { "I\($0)" }
        let result = try ScenarioFixture.run("""
            name: A 20,000-point viewport
            setup:
              viewport: [20000, 20000]
              layout: {flow: {itemSize: [100, 100]}}
              items: [\(names.joined(separator: ", "))]
            steps:
              - select: I377
              - expect:
                  selected: [I378]

            """)
        let render = try #require(result.render)
        let lines = render.split(separator: "\n")
        #expect(lines.count <= 36, "\(lines.count) lines")
        #expect(render.utf8.count < 12_000, "\(render.utf8.count) bytes")
        #expect(render.contains("I378"), "The render shows the item the failure names:\n\(render)")
        #expect(render.contains("showing x "))
    }
}
