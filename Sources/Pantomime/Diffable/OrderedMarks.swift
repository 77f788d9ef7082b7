/// Identifiers marked once each, in the order first marked.
///
/// A snapshot keeps its reload and reconfigure marks in these: a mark set twice counts
/// once, and the order is that of the first marking.
struct OrderedMarks<Element: Hashable>: Equatable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    mutating func insert(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    mutating func remove(_ element: Element) {
        if members.remove(element) != nil { elements.removeAll { $0 == element } }
    }

    func contains(_ element: Element) -> Bool { members.contains(element) }
    var isEmpty: Bool { elements.isEmpty }
}

extension OrderedMarks: Sendable where Element: Sendable {}
