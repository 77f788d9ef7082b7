import Foundation
import Pantomime
import PantomimeLoop
@testable import PantomimeScenario
import Testing

/// Expected calls as scenarios write them, matched against trace records.
@Suite("Call matcher")
struct CallMatcherTests {
    static func record(_ call: String, item: String? = nil, path: IndexPath? = nil,
                       values: [(String, String)] = []) -> TraceRecord {
        TraceRecord(time: .zero, kind: .scroll, call: call, indexPath: path, item: item,
                    values: values.map { TraceRecord.Field($0.0, $0.1) })
    }

    static func patterns(_ texts: String...) -> [CallPattern] { texts.map(CallPattern.init) }

    static let scroll = record("scrollViewDidScroll")
    static let begin = record("scrollViewWillBeginDragging")
    static let end = record("scrollViewDidEndDragging", values: [("willDecelerate", "true")])

    // MARK: Patterns

    @Test("A pattern's words are split at its spaces as splitting its characters does, ASCII or not")
    func wordsAgreeWithCharacters() {
        let bodies = ["", " ", "   ", "a", " a ", "a  b", "didSelectItemAt B", "scrollViewDidEndDragging B willDecelerate=true",
                      "  lead and trail  ", "tab\tinside word", "é ü", "a \u{301}b", "cr\r\n lf", "x\r y"]
        for body in bodies {
            #expect(CallPattern.words(body) == body.split(separator: " ").map(String.init), "'\(body)'")
        }
    }

    @Test("A glob over ASCII text answers as comparing characters does, for patterns with no, one or several stars")
    func plainGlobAgreesWithCharacters() {
        let patterns = ["", "*", "**", "a", "ab", "a*", "*a", "*a*", "a*b", "a**b", "scroll*", "*Highlight*", "did*Item*At",
                        "*Item*", "a*a*a", "ab*ba", "*b*", "x*y*z*", "didSelectItemAt", "a\r*", "é*"]
        let texts = ["", "a", "ab", "aa", "aba", "abba", "aaa", "ba", "b", "scrollViewDidScroll", "didHighlightItemAt",
                     "didUnhighlightItemAt", "didSelectItemAt", "didEndDisplaying", "xyz", "xxyyzz", "zyx", "a\r\nb", "éa", "e\u{301}a"]
        for pattern in patterns {
            for text in texts {
                let characters = CallPattern.characterGlob(pattern, matches: text)
                #expect(CallPattern.glob(pattern, matches: text) == characters, "'\(pattern)' against '\(text)'")
                if let plain = CallPattern.plainGlob(pattern, matches: text) {
                    #expect(plain == characters, "'\(pattern)' against '\(text)'")
                }
            }
        }
        #expect(CallPattern.plainGlob("a*", matches: "a\r\nb") == nil)
        #expect(CallPattern.plainGlob("é*", matches: "éa") == nil)
    }

    @Test("A pattern reads the call, the item, values and a repetition mark")
    func parsesPattern() {
        let pattern = CallPattern("scrollViewDidEndDragging B willDecelerate=true +")
        #expect(pattern.call == "scrollViewDidEndDragging")
        #expect(pattern.item == "B")
        #expect(pattern.values == [TraceRecord.Field("willDecelerate", "true")])
        #expect(pattern.repetition == .oneOrMore)
        #expect(CallPattern("scrollViewDidScroll*").repetition == .zeroOrMore)
        #expect(CallPattern("didSelectItemAt B").repetition == .one)
        #expect(CallPattern("didSelectItemAt B").description == "didSelectItemAt B")
    }

    @Test("Values the pattern does not name are not compared; named ones must match")
    func valuesCompareOnlyWhenNamed() {
        #expect(CallPattern("scrollViewDidEndDragging").matches(Self.end))
        #expect(CallPattern("scrollViewDidEndDragging willDecelerate=true").matches(Self.end))
        #expect(!CallPattern("scrollViewDidEndDragging willDecelerate=false").matches(Self.end))
        #expect(!CallPattern("scrollViewDidEndDragging velocity=0").matches(Self.end))
        #expect(!CallPattern("scrollViewDidScroll").matches(Self.end))
    }

    @Test("An item matches the record's name, or its index path when it has no name")
    func itemMatchesNameOrPath() {
        let named = Self.record("didSelectItemAt", item: "B", path: IndexPath(item: 1, section: 0))
        let unnamed = Self.record("didSelectItemAt", path: IndexPath(item: 1, section: 2))
        #expect(CallPattern("didSelectItemAt B").matches(named))
        #expect(!CallPattern("didSelectItemAt C").matches(named))
        #expect(CallPattern("didSelectItemAt").matches(named))
        #expect(CallPattern("didSelectItemAt 2.1").matches(unnamed))
        #expect(!CallPattern("didSelectItemAt 0.1").matches(unnamed))
    }

    // MARK: Exact matching

    @Test("Plain patterns match exactly the same sequence of calls")
    func exactSequence() {
        let records = [Self.begin, Self.scroll, Self.end]
        #expect(CallMatcher.matchesExactly(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewDidEndDragging"), records))
        #expect(!CallMatcher.matchesExactly(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidEndDragging"), records))
        #expect(!CallMatcher.matchesExactly(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewDidScroll", "scrollViewDidEndDragging"), records))
        #expect(CallMatcher.matchesExactly([], []))
        #expect(!CallMatcher.matchesExactly([], [Self.scroll]))
    }

    @Test("+ matches one or more consecutive calls, but not none", arguments: [0, 1, 2, 5])
    func oneOrMore(scrolls: Int) {
        let records = [Self.begin] + Array(repeating: Self.scroll, count: scrolls) + [Self.end]
        let patterns = Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll+", "scrollViewDidEndDragging")
        #expect(CallMatcher.matchesExactly(patterns, records) == (scrolls >= 1))
    }

    @Test("* matches zero or more consecutive calls", arguments: [0, 1, 2, 5])
    func zeroOrMore(scrolls: Int) {
        let records = [Self.begin] + Array(repeating: Self.scroll, count: scrolls) + [Self.end]
        let patterns = Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll*", "scrollViewDidEndDragging")
        #expect(CallMatcher.matchesExactly(patterns, records))
    }

    @Test("A repeated pattern does not swallow a different call between its matches")
    func repetitionIsConsecutive() {
        let records = [Self.scroll, Self.begin, Self.scroll]
        #expect(!CallMatcher.matchesExactly(Self.patterns("scrollViewDidScroll+"), records))
        #expect(CallMatcher.matchesExactly(Self.patterns("scrollViewDidScroll+", "scrollViewWillBeginDragging", "scrollViewDidScroll*"), records))
    }

    @Test("+ and * at the end match a trailing run of calls")
    func trailingRepetition() {
        let records = [Self.begin, Self.scroll, Self.scroll]
        #expect(CallMatcher.matchesExactly(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll+"), records))
        #expect(CallMatcher.matchesExactly(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll*"), records))
        #expect(CallMatcher.matchesExactly(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll*"), [Self.begin]))
        #expect(!CallMatcher.matchesExactly(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll+"), [Self.begin]))
    }

    @Test("A repeated pattern with a value matches only the calls with that value")
    func repetitionWithValues() {
        let moving = Self.record("scrollViewDidScroll", values: [("y", "10")])
        let still = Self.record("scrollViewDidScroll", values: [("y", "0")])
        #expect(CallMatcher.matchesExactly(Self.patterns("scrollViewDidScroll y=10+"), [moving, moving]))
        #expect(!CallMatcher.matchesExactly(Self.patterns("scrollViewDidScroll y=10+"), [moving, still]))
        #expect(CallMatcher.matchesExactly(Self.patterns("scrollViewDidScroll y=10+", "scrollViewDidScroll*"), [moving, still, still]))
    }

    // MARK: In order

    @Test("In-order matching finds patterns as a subsequence and names the first one missing")
    func inOrder() {
        let records = [Self.begin, Self.scroll, Self.scroll, Self.end]
        #expect(CallMatcher.firstMissingInOrder(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidEndDragging"), records) == nil)
        #expect(CallMatcher.firstMissingInOrder(Self.patterns("scrollViewDidEndDragging", "scrollViewWillBeginDragging"), records) == 1)
        #expect(CallMatcher.firstMissingInOrder(Self.patterns("scrollViewDidScroll+", "scrollViewDidScroll"), records) == 1)
        #expect(CallMatcher.firstMissingInOrder(Self.patterns("scrollViewWillBeginDragging", "didSelectItemAt*", "scrollViewDidEndDragging"), records) == nil)
        #expect(CallMatcher.firstMissingInOrder(Self.patterns("didSelectItemAt"), []) == 0)
    }

    // MARK: Diff

    @Test("The diff aligns matching calls and marks the rest with − and +")
    func diff() {
        let records = [Self.begin, Self.scroll, Self.scroll, Self.end]
        let text = CallMatcher.diff(Self.patterns("scrollViewWillBeginDragging", "scrollViewDidScroll+", "scrollViewDidEndDecelerating", "scrollViewDidEndDragging"), records)
        #expect(text == """
                scrollViewWillBeginDragging
                scrollViewDidScroll
                scrollViewDidScroll
              − scrollViewDidEndDecelerating
                scrollViewDidEndDragging willDecelerate=true
            """)
    }

    @Test("The diff lists unexpected calls with + and skips an unmatched *")
    func diffExtraCalls() {
        let text = CallMatcher.diff(Self.patterns("didSelectItemAt*", "scrollViewDidScroll"), [Self.begin, Self.scroll])
        #expect(text == "  + scrollViewWillBeginDragging\n    scrollViewDidScroll")
    }
}
