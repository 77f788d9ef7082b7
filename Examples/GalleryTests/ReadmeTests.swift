import Foundation
import Testing

/// The README prints these example files in full; each block after a
/// `<!-- file: path -->` line must be that file, byte for byte.
@Test("The README's Swift and YAML examples are the files the tests build and run")
func readmeShowsTheExampleFiles() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    var checked: [String] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- file: ") && line.hasSuffix(" -->") {
        let path = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
        let fence = index + 1
        try #require(fence < lines.count && lines[fence].hasPrefix("```"), "README: no code block after the marker for \(path)")
        guard let close = lines[(fence + 1)...].firstIndex(of: "```") else {
            Issue.record("README: the block for \(path) is not closed")
            continue
        }
        let block = lines[(fence + 1)..<close].joined(separator: "\n") + "\n"
        let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(block == file, "README's copy of \(path) differs from the file")
        checked.append(path)
    }
    #expect(checked == ["Examples/Gallery/Gallery.swift", "Examples/GalleryTests/open-photo.yaml",
                        "Examples/GalleryScenarios/GalleryWorld.swift", "Examples/GalleryTests/GalleryTests.swift",
                        "Examples/GalleryPantomime/main.swift"])
}
