import Foundation
import Testing

/// Runs the built `pantomime` executable on temporary files and captures what it prints.
struct CommandRunner {
    /// What one run of the command did.
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String

        /// Standard output then standard error.
        var all: String { standardOutput + standardError }

        /// The last non-empty line of standard output.
        var lastLine: String {
            standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        }
    }

    /// The package root, found from this file's place in `Tests/PantomimeCLITests/`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The package's `Scenarios/` folder.
    static let scenariosFolder: String = packageRoot.appendingPathComponent("Scenarios").path

    /// The `pantomime` executable built next to the test bundle, or nil.
    static let executable: URL? = {
        var folders: [URL] = []
        if let first = CommandLine.arguments.first {
            var folder = URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                folders.append(folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for folder in folders {
            let candidate = folder.appendingPathComponent("pantomime")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }()

    /// A fresh temporary folder for one test's files.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("pantomime-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The path of `name` in the temporary folder.
    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// Writes a file in the temporary folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The text of a file in the temporary folder.
    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// Runs `pantomime` with the arguments, in the temporary folder, and waits for it.
    func run(_ arguments: String...) throws -> Output {
        try run(arguments)
    }

    /// Runs `pantomime` with the arguments, in the temporary folder, and waits for it;
    /// `environment` is added to the process's own.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        let executable = try #require(Self.executable, """
            The pantomime executable was not found next to the test bundle \
            (\(CommandLine.arguments.first ?? "?")); build it with 'swift build --build-tests'.
            """)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = folder
        let outURL = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let standardOutput = try String(contentsOf: outURL, encoding: .utf8)
        let standardError = try String(contentsOf: errURL, encoding: .utf8)
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
        return Output(status: process.terminationStatus, standardOutput: standardOutput, standardError: standardError)
    }

    /// Removes the temporary folder.
    func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }
}
