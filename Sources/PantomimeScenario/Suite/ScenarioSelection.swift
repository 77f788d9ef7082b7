import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which scenarios of a suite run: those a pattern matches, in one shard of several.
///
/// ```swift
/// let selection = try ScenarioSelection(filter: "banner", shard: "1/2")
/// let mine = selection.select(scenarios)
/// ```
public struct ScenarioSelection: Sendable {
    /// Matched against each scenario's name and file path: a glob (`*`, `?`, `[…]`) found
    /// anywhere in the name or path when it holds one of those characters, otherwise text
    /// the name or path contains. Both ignore case. nil selects every scenario.
    public var filter: String?
    /// The part of the suite to run; nil runs all of it.
    public var shard: Shard?
    /// Only scenarios with at least one of these `tags`; empty selects whatever the tags.
    /// A file that cannot be read is kept, since it may carry one.
    public var tags: [String] = []

    /// One of `count` parts of a suite, and the rule that puts each scenario in a part.
    /// The shards `1/N` … `N/N` together run every scenario exactly once, whatever the rule.
    public struct Shard: Equatable, Sendable, CustomStringConvertible {
        /// From 1 to ``count``.
        public var index: Int
        /// How many shards the suite is cut into; at least 1.
        public var count: Int
        /// How scenarios are put in shards.
        public var assignment: ShardAssignment

        /// Shard `index` (from 1) of `count`, by the rule given.
        ///
        /// - Throws: ``ScenarioSelectionError`` when `count` is below 1 or `index` is not
        ///   from 1 to `count`.
        public init(index: Int, count: Int, assignment: ShardAssignment = .order) throws {
            guard count >= 1, index >= 1, index <= count else {
                throw ScenarioSelectionError("Shard \(index) of \(count) is out of range: the number of shards must be at least 1 and the shard's number from 1 to that, such as 1/\(max(count, 2)).")
            }
            self.index = index
            self.count = count
            self.assignment = assignment
        }

        /// Reads `I/N`, such as `2/4`, for the ``ShardAssignment/order`` rule.
        ///
        /// - Throws: ``ScenarioSelectionError`` naming the text and the expected form.
        public init(parsing text: String) throws {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
                throw ScenarioSelectionError("--shard takes I/N, a shard's number and the number of shards, such as 1/2; '\(text)' is not of that form.")
            }
            guard count >= 1, index >= 1, index <= count else {
                throw ScenarioSelectionError("--shard \(text) is out of range: give I/N with N at least 1 and I from 1 to N, such as 1/\(max(count, 2)).")
            }
            try self.init(index: index, count: count)
        }

        /// `I/N`, as `--shard` takes it.
        public var description: String { "\(index)/\(count)" }

        /// The shard (from 1) of each scenario, given the paths of the files the filter
        /// kept, in the suite's order.
        public func shards(of files: [String]) -> [Int] {
            assignment.shards(of: files, count: count)
        }
    }

    /// A selection of the scenarios the filter matches, in the shard given; by default every
    /// scenario.
    public init(filter: String? = nil, shard: Shard? = nil) {
        self.filter = filter
        self.shard = shard
    }

    /// Reads a filter and a shard as the command line gives them.
    public init(filter: String?, shard text: String?) throws {
        if let filter, filter.isEmpty {
            throw ScenarioSelectionError("--filter needs a pattern: part of a scenario's name or path, or a glob such as 'banner/*'.")
        }
        self.init(filter: filter, shard: try text.map(Shard.init(parsing:)))
    }

    /// Whether the filter matches a scenario's name or its file's path.
    public func matches(name: String?, file: String) -> Bool {
        guard let filter else { return true }
        return [name, file].compactMap { $0 }.contains { Self.match(filter, $0) }
    }

    /// Every element the filter matches, then those in the shard, in the given order.
    public func select<Item>(_ items: [Item], name: (Item) -> String?, file: (Item) -> String) -> [Item] {
        let matching = items.filter { matches(name: name($0), file: file($0)) }
        guard let shard else { return matching }
        let shards = shard.shards(of: matching.map(file))
        return zip(matching, shards).filter { $0.1 == shard.index }.map(\.0)
    }

    private static func match(_ pattern: String, _ text: String) -> Bool {
        if pattern.contains(where: { "*?[".contains($0) }) {
            return fnmatch("*" + pattern.lowercased() + "*", text.lowercased(), 0) == 0
        }
        return text.range(of: pattern, options: .caseInsensitive) != nil
    }
}

/// A filter or shard that cannot be used, said as a sentence with the fix.
public struct ScenarioSelectionError: Error, Equatable, CustomStringConvertible {
    /// What cannot be used and how to fix it.
    public var description: String
    /// An error that says this.
    public init(_ description: String) { self.description = description }
}
