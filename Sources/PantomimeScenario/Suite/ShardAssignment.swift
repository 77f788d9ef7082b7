import Foundation

/// The rule that puts each scenario of a suite in one of several shards.
///
/// Every rule gives each scenario exactly one shard, so the shards `1/N` … `N/N` together
/// run the suite once:
///
/// - ``order``: the scenarios in the suite's order (from 0) go round the shards: the one
///   at place `p` is in shard `p mod N + 1`. `--shard I/N` uses it; shards differ in size
///   by at most one scenario, but adding a file moves the ones after it.
/// - ``stableHash``: a scenario is in shard `h mod N + 1`, where `h` is the 64-bit FNV-1a
///   hash of its file's path (as the run names it, without a leading `./`). The shard
///   depends on the path alone, never on the order files are found in or on the other
///   files, so a scenario stays in its shard as the suite grows. Bazel's
///   `TEST_TOTAL_SHARDS` uses it.
/// - ``timings(_:)``: shards balanced by each scenario's time in an earlier run (see
///   ``ShardTimings``).
public enum ShardAssignment: Equatable, Sendable {
    /// Round the shards in the suite's order.
    case order
    /// By a hash of the file's path.
    case stableHash
    /// Longest first, each to the shard with the least time so far.
    case timings(ShardTimings)

    /// The shard (from 1) of each file, for `count` shards.
    public func shards(of files: [String], count: Int) -> [Int] {
        let count = max(count, 1)
        switch self {
        case .order:
            return files.indices.map { $0 % count + 1 }
        case .stableHash:
            return files.map { Int(Self.fnv1a(ShardTimings.key(of: $0)) % UInt64(count)) + 1 }
        case let .timings(timings):
            return timings.balance(files, count: count).shards
        }
    }

    /// The 64-bit FNV-1a hash of the text's UTF-8 bytes: the same on every machine and run
    /// (unlike `Hasher`, which each process seeds afresh).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
