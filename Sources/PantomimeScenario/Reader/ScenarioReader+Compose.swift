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
    /// - Parameter text: the YAML document.
    /// - Returns: the root node, or nil for an empty document.
    /// - Throws: `YamlError`, as `Yams.compose(yaml:)` with the default resolver throws it.
    static func composeForReading(_ text: String) throws -> Node? {
        do {
            return try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            guard case .duplicatedKeysInMapping = error else { throw error }
            return try Yams.compose(yaml: text, .default, .default, .utf8)
        }
    }
}
