/// A place in a scenario file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as it was given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// The place at this line and column of the file.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}
