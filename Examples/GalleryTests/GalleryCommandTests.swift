import Foundation
import Testing

/// Runs the app's own `gallery-pantomime` (built next to this test bundle) in `folder`.
func galleryPantomime(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let bin = try #require(CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() })
    let candidates = sequence(first: bin.deletingLastPathComponent()) { $0.deletingLastPathComponent() }.prefix(5)
        .map { $0.appendingPathComponent("gallery-pantomime") }
    let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                  "gallery-pantomime was not found next to the test bundle; build it with 'swift build --build-tests'.")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = folder.appendingPathComponent("output-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
}

let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

@Test("The app's own pantomime command plays a scenario file against its components by name")
func ownCommandRunsAFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = examples.appendingPathComponent("GalleryTests/open-photo.yaml").path
    let run = try galleryPantomime(["run", file], in: folder)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("1 passed"), "\(run.output)")
    // The plain pantomime command has no components: the file names what is missing.
    let unknown = folder.appendingPathComponent("unknown.yaml")
    try "name: Unknown components\nsetup: {components: galery}\nsteps: [{tap: Dawn}]\n".write(to: unknown, atomically: true, encoding: .utf8)
    // A name that is not registered makes the file invalid before anything runs, for run and validate alike.
    let missing = try galleryPantomime(["run", unknown.path], in: folder)
    #expect(missing.status == 2)
    #expect(missing.output.contains("unknown.yaml:2:9: error: setup.components names 'galery', which is not registered. Did you mean 'gallery'?"),
            "\(missing.output)")
    let checked = try galleryPantomime(["validate", unknown.path], in: folder)
    #expect(checked.status == 2)
    #expect(checked.output.contains("unknown.yaml:2:9: error: setup.components names 'galery', which is not registered. Did you mean 'gallery'?"),
            "\(checked.output)")
}

@Test("A monkey run finds the photo a broken layout leaves out, and the shrunk file fails under the app's run command")
func monkeyFindsThePlantedBug() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let setup = examples.appendingPathComponent("GalleryPantomime/monkey-missing-a-photo.yaml").path
    let monkey = try galleryPantomime(["monkey", setup, "--runs", "2", "--actions", "20", "--seed", "3", "--out", "failures"], in: folder)
    #expect(monkey.status == 1, "\(monkey.output)")
    #expect(monkey.output.contains("layoutAudit"), "\(monkey.output)")
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("failures").path).sorted()
    let first = try #require(written.first)
    let path = folder.appendingPathComponent("failures").appendingPathComponent(first).path
    #expect(monkey.output.contains("reproduce: gallery-pantomime run failures/\(first)"), "\(monkey.output)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let steps = text.components(separatedBy: "\n").filter { $0.hasPrefix("  - ") }
    #expect(steps.count <= 3, "\(text)")
    #expect(text.contains("components: gallery-missing-a-photo"))
    let replay = try galleryPantomime(["run", path], in: folder)
    #expect(replay.status == 1, "\(replay.output)")
    #expect(replay.output.contains("layoutAudit"), "\(replay.output)")
    #expect(replay.output.contains("LayoutMissingAPhoto"), "\(replay.output)")
}
