import Foundation
import Yams

extension Schema {
    /// `waitUntil`: the keys of `expect` and `timeout`.
    static var waitUntil: Schema {
        var properties = Dictionary(uniqueKeysWithValues: Keys.Expect.allCases.map { ($0.rawValue, $0.valueSchema.json) })
        properties["timeout"] = Schema.nonNegative.json
        return Schema([
            "type": .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ])
    }
}

extension StepContext {
    /// `waitUntil: {<expectation>, timeout: 5}`: the keys of `expect`, and how many seconds
    /// of virtual time to wait at most (default 5).
    func readWaitUntil(_ node: ScenarioNode) throws -> ScenarioAction {
        guard case let .mapping(mapping) = node.node else {
            throw node.error("\(node.path) must be a mapping of what must become true and a timeout, like {page: 1, timeout: 5}, but found \(node.shown).")
        }
        var timeout = 5.0
        var rest: [(Node, Node)] = []
        for (key, value) in mapping {
            if key.string == "timeout" {
                timeout = try node.child(value, "timeout").nonNegativeDouble()
            } else {
                rest.append((key, value))
            }
        }
        guard !rest.isEmpty else {
            throw node.error("\(node.path) says nothing to wait for; give what must become true beside the timeout, like {page: 1, timeout: 5}.")
        }
        let expectNode = ScenarioNode(node: .mapping(Node.Mapping(rest, mapping.tag, mapping.style, mapping.mark)), file: node.file, path: node.path)
        let expectation = try readExpectation(expectNode)
        // A golden snapshot (which --update-snapshots would write at once) and the
        // invariants are not conditions that become true: they belong in an expect step.
        if expectation.golden != nil || expectation.invariants != nil {
            let key = expectation.golden != nil ? "snapshot: NAME" : "invariants"
            throw node.error("\(node.path) cannot wait for \(key), which is checked at one moment, not waited for; write it in an expect step after the wait.")
        }
        return .waitUntil(expectation, timeout: timeout)
    }
}
