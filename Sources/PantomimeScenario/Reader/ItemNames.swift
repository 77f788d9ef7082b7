/// Names generated from one pattern, `{pattern: "I{n}", count: 100, from: 0}`: the pattern
/// and the numbers, each name made when it is asked for.
///
/// Two numbers never give the same name: a name's length fixes how many digits its number
/// has, and its first `{n}` then spells the number out. So a setup whose items are
/// generated from one pattern needs no set to show that each name is used once, and a name
/// can be looked up by reading its number back instead of hashing every item's name.
struct GeneratedItemNames: Sendable {
    /// The pattern, holding `{n}` once or more.
    var pattern: String { shape.pattern }
    /// The numbers, one name each.
    let numbers: Range<Int>
    /// The pattern's UTF-8 split at each `{n}`.
    private var pieces: [[UInt8]] { shape.pieces }
    /// The pattern and what is made of it once, in one reference: the trace names items
    /// through here, and a copy of the names then retains one object, not two.
    private let shape: Shape

    /// What a pattern gives every name: its pieces, and their bytes joined.
    private final class Shape: Sendable {
        let pattern: String
        /// The pattern's UTF-8 split at each `{n}`.
        let pieces: [[UInt8]]
        /// The pieces' bytes, one after another.
        let joined: [UInt8]
        /// Where each piece after the first starts in ``joined``: a number goes before each.
        let slots: [Int]

        init(pattern: String) {
            self.pattern = pattern
            // "{n}" is ASCII, so it is split on the UTF-8 bytes: no other character's bytes
            // can contain it, and text around it stays exactly as written.
            pieces = pattern.utf8.split(separator: "{n}".utf8, omittingEmptySubsequences: false).map { Array($0) }
            joined = pieces.flatMap { $0 }
            var slots: [Int] = [], start = 0
            for piece in pieces.dropLast() {
                start += piece.count
                slots.append(start)
            }
            self.slots = slots
        }
    }

    /// The names of `numbers` from `pattern`.
    init(pattern: String, numbers: Range<Int>) {
        self.numbers = numbers
        shape = Shape(pattern: pattern)
    }

    /// The names, in the numbers' order.
    var names: [String] { ScenarioNode.names(pattern, numbers: numbers) }

    /// The name of the number at `offset` in ``numbers``, which must be in
    /// `0..<numbers.count`: the same text as ``names`` holds there.
    func name(at offset: Int) -> String {
        let number = numbers.lowerBound + offset
        var digitCount = 1, rest = number.magnitude
        while rest >= 10 { rest /= 10; digitCount += 1 }
        if number < 0 { digitCount += 1 }
        let shape = shape
        let length = shape.joined.count + shape.slots.count * digitCount
        return shape.joined.withUnsafeBufferPointer { joined in
            shape.slots.withUnsafeBufferPointer { slots in
                String(unsafeUninitializedCapacity: length) { buffer in
                    // The pieces' bytes, each number written before the piece its slot starts.
                    var end = 0, from = 0
                    for slot in slots {
                        for index in from..<slot { buffer[end] = joined[index]; end += 1 }
                        from = slot
                        var value = number.magnitude, place = end + digitCount
                        repeat {
                            place -= 1
                            buffer[place] = UInt8(ascii: "0") + UInt8(value % 10)
                            value /= 10
                        } while value > 0
                        if number < 0 { buffer[end] = UInt8(ascii: "-") }
                        end += digitCount
                    }
                    for index in from..<joined.count { buffer[end] = joined[index]; end += 1 }
                    return end
                }
            }
        }
    }

    /// Appends the name of `number` to `bytes`: the pattern's `pieces` (its UTF-8 split at
    /// each `{n}`) joined by the number's decimal digits.
    static func append(_ number: Int, joining pieces: [[UInt8]], to bytes: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            // Digits are written from the end of the buffer back; a negative number, which
            // a pattern never gets, is written with its sign all the same.
            var value = number.magnitude, start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            if number < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            let written = UnsafeRawBufferPointer(rebasing: buffer[start...])
            bytes += pieces[0]
            for piece in pieces.dropFirst() {
                bytes += written
                bytes += piece
            }
        }
    }

    /// Whether `name` is one of the names, as `names.contains(name)` would say.
    func contains(_ name: String) -> Bool { offset(of: name) != nil }

    /// Where `name` is among the names, as `names.firstIndex(of: name)` would say.
    func offset(of name: String) -> Int? {
        let patternBytes = Array(pattern.utf8), nameBytes = Array(name.utf8)
        // Text beyond ASCII may equal other text written with other scalars (Unicode's
        // canonical equivalence): such names are compared one by one.
        guard patternBytes.allSatisfy({ $0 < 0x80 }), nameBytes.allSatisfy({ $0 < 0x80 }) else {
            return names.firstIndex(of: name)
        }
        let slots = pieces.count - 1, fixed = pieces.reduce(0) { $0 + $1.count }
        guard slots > 0, nameBytes.count > fixed, (nameBytes.count - fixed) % slots == 0,
              nameBytes.starts(with: pieces[0]) else { return nil }
        let width = (nameBytes.count - fixed) / slots
        let digits = nameBytes[pieces[0].count ..< pieces[0].count + width]
        // Only the digits the number is written with: no sign, no leading zero.
        guard width <= 18, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              width == 1 || digits.first != UInt8(ascii: "0") else { return nil }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard numbers.contains(number) else { return nil }
        var made: [UInt8] = []
        Self.append(number, joining: pieces, to: &made)
        return made == nameBytes ? number - numbers.lowerBound : nil
    }
}

/// The setup's item names, for checking the names that keys and steps use: a set, or the
/// names generated from one pattern, asked by reading a name's number back.
enum ItemNames {
    case set(Set<String>)
    case generated(GeneratedItemNames)

    /// How many names there are.
    var count: Int {
        switch self {
        case let .set(names): names.count
        case let .generated(generated): generated.numbers.count
        }
    }

    /// Whether `name` is one of them.
    func contains(_ name: String) -> Bool {
        switch self {
        case let .set(names): names.contains(name)
        case let .generated(generated): generated.contains(name)
        }
    }

    /// Every name, as a set.
    var all: Set<String> {
        switch self {
        case let .set(names): names
        case let .generated(generated): Set(generated.names)
        }
    }
}
