import ArgumentParser
import Foundation

/// Checks on the paths reports go to, made before any scenario runs, so a typo in a path
/// fails at once rather than after a long run.
enum OutputPath {
    /// Checks that a report file can be written: its folder exists and is writable, and
    /// the path is not a folder.
    static func checkFile(_ path: String, option: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("\(option) \(path) is a folder; give the path of a file to write, such as \((path as NSString).appendingPathComponent("report"))\(option == "--junit" ? ".xml" : ".jsonl").")
        }
        try checkFolder(of: path, option: option)
    }

    /// Checks that a folder exists (or can be made in an existing, writable folder) and is
    /// writable, and makes it.
    static func prepareFolder(_ path: String, option: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ValidationError("\(option) \(path) is a file; give a folder for the pages (it is made if missing).")
            }
            guard manager.isWritableFile(atPath: path) else {
                throw ValidationError("\(option) \(path) is not writable; give a folder you can write to.")
            }
            return
        }
        try checkFolder(of: path, option: option)
        do { try manager.createDirectory(atPath: path, withIntermediateDirectories: false) } catch {
            throw ValidationError("\(option) \(path) could not be made: \(error.localizedDescription). Give a folder you can write to.")
        }
    }

    private static func checkFolder(of path: String, option: String) throws {
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(option) \(path): the folder \(folder) does not exist; make it first or give a path in an existing folder.")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw ValidationError("\(option) \(path): the folder \(folder) is not writable; give a path in a folder you can write to.")
        }
    }
}
