/// Walks over a list of objects that borrow each element from the list instead of retaining
/// it: a layout pass reads every attributes object of the layout's answer several times, and
/// `for`, `allSatisfy` and `firstIndex(where:)` retain and release each element they hand out.
/// The list holds every element for the whole walk, as it is not changed during it.
extension Array where Element: AnyObject {
    /// Calls `body` with each element in turn, borrowed.
    @inline(__always)
    func forEachBorrowed(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                try Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Whether every element satisfies `predicate`, each borrowed; true for an empty list.
    @inline(__always)
    func allSatisfyBorrowed(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
        try firstIndexBorrowed { try !predicate($0) } == nil
    }

    /// The index of the first element that satisfies `predicate`, each borrowed; nil when none does.
    @inline(__always)
    func firstIndexBorrowed(where predicate: (Element) throws -> Bool) rethrows -> Int? {
        try withUnsafeBufferPointer { buffer in
            for index in buffer.indices where try Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(predicate) {
                return index
            }
            return nil
        }
    }
}
