import Yams

extension ScenarioReader {
    /// Composes YAML text for the reader, without typing its plain scalars.
    ///
    /// The reader asks each value for the type its key needs (``ScenarioNode/double()``,
    /// ``ScenarioNode/bool()``, ``ScenarioNode/isNull`` …) from the value's text, never
    /// from the YAML tag, so the text is composed with Yams' `Resolver.basic`, which types
    /// no plain scalar, instead of matching every scalar against the default resolver's
    /// regular expressions.
    ///
    /// The one place a tag still counts is Yams' check for a key written twice in one
    /// mapping, where two keys are the same when their text and their tag are: `1` and
    /// `"1"` differ there (an integer and a string) and are both the string `1` here. A
    /// text whose keys are refused as duplicates is therefore composed again with the
    /// default resolver, which accepts or refuses it exactly as it always has.
    ///
    /// The text is handed to the parser as UTF-8, named here rather than left to Yams'
    /// default, which reads the process's environment on every parse.
    ///
    /// A document of one text of plain lists, mappings and scalars, as nearly every scenario
    /// is, is composed from libyaml's events by ``PlainComposer``, which gives the same nodes;
    /// any other is composed by Yams.
    ///
    /// - Parameter text: the YAML document.
    /// - Returns: the root node, or nil for an empty document.
    /// - Throws: `YamlError`, as `Yams.compose(yaml:)` with the default resolver throws it.
    static func composeForReading(_ text: String) throws -> Node? {
        try composeCountingForReading(text).root
    }

    /// ``composeForReading(_:)``, with the number of values of a document ``PlainComposer``
    /// composed (it holds no alias, so that is the number ``AliasExpansion`` would count),
    /// nil for one Yams composed.
    static func composeCountingForReading(_ text: String) throws -> (root: Node?, values: Int?) {
        if let composed = PlainComposer.compose(text) { return (composed.root, composed.values) }
        return (try composeWithYams(text), nil)
    }

    /// The document composed by Yams with the basic resolver, or with the default one when
    /// the basic one finds a key written twice.
    static func composeWithYams(_ text: String) throws -> Node? {
        do {
            return try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            guard case .duplicatedKeysInMapping = error else { throw error }
            return try Yams.compose(yaml: text, .default, .default, .utf8)
        }
    }

    /// Checks how far the aliases of a composed document expand (``AliasExpansion``), unless
    /// `values`, the number of values of a document known to hold no alias, is within the
    /// limit: the check would then pass.
    static func checkAliases(_ root: Node, values: Int?, text: String, file: String) throws {
        if let values, values <= AliasExpansion.maximumNodes { return }
        try AliasExpansion.check(root, text: text, file: file)
    }
}
