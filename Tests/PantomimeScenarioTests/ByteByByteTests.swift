import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// Text the reader, the validator and the suite look at byte by byte must give what the
/// character-by-character or Foundation's way gives.
@Suite("Text looked at byte by byte")
struct ByteByByteTests {
    static let texts = [
        "", " ", "\t", "12", " 12", "12 ", "\t12\t", "-3.5", "a b", "A", "~", "!x!", "x\u{7F}",
        "\u{A0}12", "12\u{A0}", "\u{3000}x\u{3000}", "é", "x\u{301}", "\u{301}", "\r\n", "\n12\n", "\u{0B}12\u{0C}",
        "😀", "x😀", "名前",
    ]

    @Test("Trimming gives what Foundation's trimming of whitespace gives", arguments: texts)
    func trimmedAsFoundation(_ text: String) {
        #expect(ScenarioNode.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
    }

    static let tokens = ["a=b", "=", "key=", "=value", "none", "", "a==b", "é=1", "x\u{301}=y", "=\u{301}x=y", "a\r\n=b", "名=前"]

    @Test("The first '=' of a token is found where the search by characters finds it", arguments: tokens)
    func firstEqualsAsCharacters(_ token: String) {
        let found = CallPattern.firstEquals(in: token)
        let expected = token.firstIndex(of: "=")
        #expect(found.map { token[..<$0] } == expected.map { token[..<$0] })
        #expect(found.map { token[token.index(after: $0)...] } == expected.map { token[token.index(after: $0)...] })
    }

    /// A `notCalled` pattern read as it was before texts without a `*` were read directly.
    static func replacingReading(_ text: String) -> CallPattern {
        var pattern = CallPattern(text.replacingOccurrences(of: "*", with: "\u{1}"))
        pattern.call = pattern.call.replacingOccurrences(of: "\u{1}", with: "*")
        pattern.item = pattern.item?.replacingOccurrences(of: "\u{1}", with: "*")
        pattern.repetition = .one
        return pattern
    }

    static let notCalledTexts = [
        "scrollViewDidScroll", "scrollView*", "*Highlight*", "didSelectItemAt A", "didSelectItemAt A+",
        "didSelectItemAt B*", "sizeForItemAt 0.1 x=1", " willDisplay A ", "a\u{1}b", "didSelectItemAt é",
    ]

    @Test("A notCalled pattern without a wildcard reads as it reads through the replacing", arguments: notCalledTexts)
    func notCalledAsReplacing(_ text: String) {
        let pattern = CallPattern.notCalled(text), reference = Self.replacingReading(text)
        #expect(pattern.text == reference.text)
        #expect(pattern.call == reference.call)
        #expect(pattern.item == reference.item)
        #expect(pattern.values.map(\.key) == reference.values.map(\.key))
        #expect(pattern.values.map(\.value) == reference.values.map(\.value))
        #expect(pattern.repetition == reference.repetition)
    }

    static let suffixes = ["[0]", "[", "[\u{301}x", "[é]", "[a", "a[", "", "key", "\u{301}[", "[\r\n"]

    @Test("A child's path joins its parent's as joining by characters does", arguments: suffixes)
    func childPathAsCharacters(_ suffix: String) throws {
        #expect(ScenarioNode.startsWithBracket(suffix) == suffix.hasPrefix("["))
        let node = try #require(try ScenarioReader.composeForReading("a: 1\n"))
        let parent = ScenarioNode(node: node, file: "f.yaml", path: "steps[2].expect")
        #expect(parent.child(node, suffix).path == (suffix.hasPrefix("[") ? "steps[2].expect" + suffix : "steps[2].expect." + suffix))
        #expect(ScenarioNode(node: node, file: "f.yaml", path: "").child(node, suffix).path == suffix)
    }

    @Test("A list's items are named by their index after the list's path")
    func listItemPaths() throws {
        let node = try #require(try ScenarioReader.composeForReading("[a, b, c]\n"))
        #expect(try ScenarioNode(node: node, file: "f.yaml", path: "setup.items").list().map(\.path)
            == ["setup.items[0]", "setup.items[1]", "setup.items[2]"])
        #expect(try ScenarioNode(node: node, file: "f.yaml", path: "").list().map(\.path) == ["[0]", "[1]", "[2]"])
    }

    @Test("A step written bare reads its value as a null placed nowhere, as a written '~' reads")
    func bareStepValue() throws {
        let value = ScenarioNode(node: PlainComposer.null, file: "f.yaml", path: "settle")
        #expect(value.isNull)
        #expect(value.location == SourceLocation(file: "f.yaml", line: 1, column: 1))
        let bare = try ScenarioReader.readSteps(yaml: "[settle, reloadData]")
        let written = try ScenarioReader.readSteps(yaml: "[{settle: ~}, {reloadData: ~}]")
        #expect(bare.map { "\($0.action)" } == written.map { "\($0.action)" })
    }

    static let parameterTexts = ["", "$", "{", "${", "${row}", "a${b}c", "$ {", "{$", "$$}{", "x$\u{301}{", "${\u{301}", "名${x}", "$", "cost: $5 {x}"]

    @Test("A text holds the bytes of '${' wherever Foundation finds '${' in it, and in ASCII exactly then", arguments: parameterTexts)
    func parameterBytesAsFoundation(_ text: String) {
        let found = text.contains("${")
        if found { #expect(Subflows.hasParameterBytes(text)) }
        if text.utf8.allSatisfy({ $0 < 0x80 }) { #expect(Subflows.hasParameterBytes(text) == found) }
    }

    @Test("A parameter put into text gives the text, style and place of the scalar written, with an implicit tag, as setting its text does")
    func parameterInText() throws {
        let root = try #require(try ScenarioReader.composeForReading("steps: [{tap: 'cell ${row}!'}]\n"))
        let parameters = try #require(try ScenarioReader.composeForReading("row: B\n")?.mapping?["row"])
        let substituted = try Subflows.substitute(root, ["row": parameters], file: "flow.yaml")
        let written = try #require(root.mapping?["steps"]?.sequence?.first?.mapping?["tap"]?.scalar)
        let read = try #require(substituted.mapping?["steps"]?.sequence?.first?.mapping?["tap"]?.scalar)
        var expected = written
        expected.string = "cell B!"
        #expect(read.string == expected.string)
        #expect(read.tag.description == expected.tag.description)
        #expect(read.style == expected.style)
        #expect(read.mark?.line == expected.mark?.line && read.mark?.column == expected.mark?.column)
    }

    static let walkedPaths = ["flows", "a/flows", "a/b/flows", "flowsx", "a/myflows", "flows/x.yaml", "x/flows.yaml", "a.flows"]

    @Test("A folder of flows is recognised as its last path component names it", arguments: walkedPaths)
    func flowsFolderAsLastComponent(_ path: String) {
        #expect(ScenarioSuite.isFlowsFolder(path) == ((path as NSString).lastPathComponent == Subflows.folderName))
    }

    @Test("A file's path resolves through '.', '..' and symbolic links to what URL resolves it to, and a link to a file is the same file")
    func resolvedPathAsURL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resolved-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("name: x\n".utf8).write(to: URL(fileURLWithPath: folder + "/inner/a.yaml"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.yaml", withDestinationPath: folder + "/inner/a.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/folder", withDestinationPath: folder + "/inner")
        let paths = [folder + "/inner/a.yaml", folder + "/link.yaml", folder + "/folder/a.yaml", folder + "/inner/../inner/./a.yaml",
                     folder + "/missing.yaml", folder + "/inner/../missing.yaml"]
        for path in paths {
            #expect(ScenarioSuite.resolvedPath(path) == URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path, "\(path)")
        }
        #expect(ScenarioSuite.unique(paths) == [folder + "/inner/a.yaml", folder + "/missing.yaml"])
    }
}
