import ArgumentParser
import Foundation
import Pantomime
import PantomimeScenario

extension PantomimeCommand {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a scenario and draw the viewport as text, SVG or a filmstrip page.",
            discussion: """
                Cells are boxes with their item's name; selected cells have double lines, \
                highlighted ones are shaded. The text is exactly what \
                expect: render accepts and what a golden snapshot's .txt holds, as the SVG is \
                its .svg; the SVG also draws page dots and the fingers that are down, and \
                the filmstrip page draws each step's fingers (◉ while down, ◌ once lifted).
                """)

        @Argument(help: "One scenario file (.yaml or .yml).")
        var path: String

        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Play only the first N steps (all of them by default).", valueName: "n"))
        var steps: Int?

        @Option(name: .long, help: ArgumentHelp("Write the picture to this file instead of printing text: an SVG of the last frame, or, for a name ending in .html, a filmstrip page of every step.", valueName: "file"))
        var svg: String?

        func validate() throws {
            if let steps, steps < 0 { throw ValidationError("--steps must be zero or more, but was \(steps).") }
        }

        func run() throws {
            let scenario: Scenario
            do {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw ValidationError("\(path) is a folder; render draws one scenario file, such as \((path as NSString).appendingPathComponent("example.yaml")). To draw every scenario of a folder, use: pantomime run --filmstrip OUT \(path)")
                }
                scenario = try ScenarioReader.read(contentsOf: path)
                if let steps, steps > scenario.steps.count {
                    throw ValidationError("--steps \(steps) is more than the \(scenario.steps.count) steps of \(path); give a number from 0 to \(scenario.steps.count).")
                }
                if let svg { try OutputPath.checkFile(svg, option: "--svg") }
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            let recorder = FilmstripRecorder(location: scenario.location)
            let (result, world) = ScenarioPlayer.play(scenario, steps: steps ?? scenario.steps.count, observer: recorder)
            if let svg {
                let picture: String
                if svg.lowercased().hasSuffix(".html") {
                    picture = Filmstrip.page(for: result, frames: recorder.frames, timeline: recorder.timeline)
                } else if let world {
                    picture = ScenarioPicture.svg(of: world)
                } else {
                    picture = ""
                }
                do { try picture.write(toFile: svg, atomically: true, encoding: .utf8) } catch {
                    FileHandle.standardError.write(Data("Cannot write \(svg): \(error.localizedDescription). Check that its folder exists and is writable.\n".utf8))
                    throw ExitCode(2)
                }
            } else if let world {
                print(ScenarioPicture.text(of: world), terminator: "")
            }
            if let failure = result.failure {
                print(failure)
                throw ExitCode(1)
            }
        }
    }
}
