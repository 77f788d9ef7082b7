import Foundation

extension DiffableDataSourceSnapshot: CustomStringConvertible {
    /// The sections and their items, as `section: [item, item]; section: [...]`.
    public var description: String {
        sections.map { "\($0): [\((itemsBySection[$0] ?? []).map { "\($0)" }.joined(separator: ", "))]" }
            .joined(separator: "; ")
    }
}
