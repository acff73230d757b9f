import Foundation
import Testing
import ShapeShuffleCore

/// A broken level in the file, and where the error must point.
struct BrokenLevelCase: Sendable, CustomTestStringConvertible {
    let name: String
    let level: String
    let field: String?
    /// Words the message must contain so the author knows what to fix.
    let says: [String]

    var testDescription: String { name }

    init(_ name: String, _ level: String, field: String?, says: String...) {
        self.name = name
        self.level = level
        self.field = field
        self.says = says
    }
}

private typealias F = LevelFileFixture

private func cards(replacing index: Int, with card: String) -> [String] {
    var cards = F.cards
    cards[index] = card
    return cards
}

private let brokenLevels: [BrokenLevelCase] = [
    .init("unknown colour on a card", F.level(number: "3", cards: cards(replacing: 4, with: #"{"colour": "magenta"}"#)),
          field: "cards[4].colour", says: #"unknown colour "magenta""#, "purple"),
    .init("unknown shape on a card", F.level(number: "3", cards: cards(replacing: 2, with: #"{"shape": "hexagon"}"#)),
          field: "cards[2].shape", says: #"unknown shape "hexagon""#),
    .init("unknown size on a card", F.level(number: "3", cards: cards(replacing: 4, with: #"{"size": "huge"}"#)),
          field: "cards[4].size", says: #"unknown size "huge""#, "big or small"),
    .init("unknown colour in the prompt",
          F.level(number: "3", prompt: #"{"count": 2, "colour": "pink", "shape": "square"}"#),
          field: "prompt.colour", says: #"unknown colour "pink""#),
    .init("a number where a name belongs", F.level(number: "3", cards: cards(replacing: 1, with: #"{"colour": 3}"#)),
          field: "cards[1].colour", says: "colour name", "found a number"),
    .init("columns as text", F.level(number: "3", columns: #""3""#),
          field: "columns", says: "expected a whole number, found text"),
    .init("columns as null", F.level(number: "3", columns: "null"),
          field: "columns", says: "found null"),
    .init("a count in words", F.level(number: "3", cards: cards(replacing: 0, with: #"{"count": "two"}"#)),
          field: "cards[0].count", says: "expected a whole number"),
    .init("a fractional count", F.level(number: "3", cards: cards(replacing: 0, with: #"{"count": 2.5}"#)),
          field: "cards[0].count", says: "found 2.5"),
    .init("a count too large for any integer",
          F.level(number: "3", prompt: #"{"count": 99999999999999999999, "colour": "yellow", "shape": "square"}"#),
          field: "prompt.count", says: "too large"),
    .init("an unknown key in a level", F.level(number: "3", extra: #""title": "Squares""#),
          field: "title", says: #"unknown key "title""#, "the keys of a level are number, prompt, columns and cards"),
    .init("an unknown key on a card (American spelling)",
          F.level(number: "3", cards: cards(replacing: 1, with: #"{"color": "red"}"#)),
          field: "cards[1].color", says: #"unknown key "color""#),
    .init("an unknown key in the prompt",
          F.level(number: "3", prompt: #"{"count": 2, "colour": "yellow", "shape": "square", "mood": "happy"}"#),
          field: "prompt.mood", says: #"unknown key "mood""#),
    .init("a key given twice", F.level(number: "3", extra: #""columns": 2"#),
          field: "columns", says: "given twice"),
    .init("a card count above 6", F.level(number: "3", cards: cards(replacing: 4, with: #"{"count": 7}"#)),
          field: "cards[4].count", says: "7 is outside 1...6"),
    .init("a negative card count", F.level(number: "3", cards: cards(replacing: 4, with: #"{"count": -1}"#)),
          field: "cards[4].count", says: "-1 is outside 1...6"),
    .init("a prompt count of zero",
          F.level(number: "3", prompt: #"{"count": 0, "colour": "yellow", "shape": "square"}"#),
          field: "prompt.count", says: "0 is outside 1...6"),
    .init("a prompt without a colour", F.level(number: "3", prompt: #"{"count": 2, "shape": "square"}"#),
          field: "prompt.colour", says: "missing"),
    .init("a prompt without a shape", F.level(number: "3", prompt: #"{"count": 2, "colour": "yellow"}"#),
          field: "prompt.shape", says: "missing"),
    .init("a prompt without a count", F.level(number: "3", prompt: #"{"colour": "yellow", "shape": "square"}"#),
          field: "prompt.count", says: "missing"),
    .init("a level without a prompt",
          #"{"number": 3, "columns": 3, "cards": [\#(F.cards.joined(separator: ","))]}"#,
          field: "prompt", says: "missing"),
    .init("no card shows the prompt's colour",
          F.level(number: "3", cards: cards(replacing: 3, with: #"{"colour": "green"}"#)),
          field: "cards", says: "no card shows colour yellow", "prompt.colour"),
    .init("no card shows the prompt's size",
          F.level(number: "3", prompt: #"{"count": 2, "size": "big", "colour": "yellow", "shape": "square"}"#),
          field: "cards", says: "no card shows size big", "prompt.size"),
    .init("two cards show the prompt's colour",
          F.level(number: "3", cards: cards(replacing: 4, with: #"{"colour": "yellow"}"#)),
          field: "cards[4]", says: "shows colour yellow, as cards[3] does", "exactly one card"),
    .init("two identical distractors", F.level(number: "3", cards: cards(replacing: 4, with: #"{"colour": "red"}"#)),
          field: "cards[4]", says: "the same card as cards[1]", "colour red"),
    .init("a card that shows nothing", F.level(number: "3", cards: cards(replacing: 2, with: "{}")),
          field: "cards[2]", says: "shows nothing", "exactly one of count, colour, shape or size"),
    .init("a card that shows two things",
          F.level(number: "3", cards: cards(replacing: 1, with: #"{"colour": "red", "shape": "star"}"#)),
          field: "cards[1]", says: "shows colour and shape", "exactly one"),
    .init("a card that is not an object", F.level(number: "3", cards: cards(replacing: 0, with: "2")),
          field: "cards[0]", says: "expected a card, found a number"),
    .init("zero columns", F.level(number: "3", columns: "0"),
          field: "columns", says: "0 columns"),
    .init("negative columns", F.level(number: "3", columns: "-2"),
          field: "columns", says: "-2 columns"),
    .init("more columns than cards", F.level(number: "3", columns: "7"),
          field: "columns", says: "7 columns for 6 cards"),
    .init("seventeen cards",
          F.level(number: "3", columns: "4", cards: F.cards + (1...11).map { #"{"shape": "s\#($0)"}"# }),
          field: "cards", says: "17 cards", "at most 16"),
    .init("no cards", F.level(number: "3", cards: []),
          field: "cards", says: "needs cards"),
    .init("cards that are not a list", F.level(number: "3", cards: []).replacingOccurrences(of: "[]", with: #""six""#),
          field: "cards", says: "expected a list of cards, found text"),
    .init("a prompt written as a phrase", F.level(number: "3", prompt: #""two yellow squares""#),
          field: "prompt", says: "expected a prompt, found text"),
    .init("a level number out of order", F.level(number: "5"),
          field: "number", says: "expected 3, found 5"),
    .init("a level number used twice", F.level(number: "2"),
          field: "number", says: "2 is already the number of level 2"),
    .init("a negative level number", F.level(number: "-3"),
          field: "number", says: "-3 is not a level number"),
    .init("a level number that is not a whole number", F.level(number: "3.0"),
          field: "number", says: "expected a whole number, found 3.0"),
    .init("a level that is not an object", "[1, 2]",
          field: nil, says: "expected a level, found a list"),
]

@Suite("A bad level in levels.json is refused with an error naming the file, the level and the field")
struct LevelFileLevelErrorTests {
    @Test(arguments: brokenLevels)
    func brokenLevel(_ broken: BrokenLevelCase) throws {
        let error = try #require(F.error(F.fileWithThirdLevel(broken.level)), "the loader accepted it")
        #expect(error.file == "levels.json")
        #expect(error.level == 3)
        #expect(error.field == broken.field)
        let start = ["levels.json", "level 3", broken.field].compactMap { $0 }.joined(separator: ": ") + ": "
        #expect(error.description.hasPrefix(start), "\(error)")
        for words in broken.says {
            #expect(error.description.contains(words), "\(error)")
        }
    }

    @Test("the brief's example reads exactly as promised")
    func exampleMessage() throws {
        let third = F.level(number: "3", cards: cards(replacing: 4, with: #"{"colour": "magenta"}"#))
        let error = try #require(F.error(F.fileWithThirdLevel(third)))
        #expect(error.description.hasPrefix(#"levels.json: level 3: cards[4].colour: unknown colour "magenta""#))
    }

    @Test("a valid file loads, and a size in the prompt becomes the fourth requirement")
    func validFileLoads() throws {
        let bigSquares = F.level(
            number: "3", prompt: #"{"count": 2, "size": "big", "colour": "yellow", "shape": "square"}"#,
            cards: F.cards + [#"{"size": "big"}"#]
        )
        let levels = try F.parse(F.fileWithThirdLevel(bigSquares))
        #expect(levels.map(\.number) == [1, 2, 3])
        #expect(levels[0].prompt == Prompt(count: 2, colour: .yellow, shape: .square))
        #expect(levels[0].cards.map(\.attribute) == [.count(2), .colour(.red), .shape(.circle), .colour(.yellow), .count(5), .shape(.square)])
        #expect(levels[2].prompt.requirements == [.count(2), .size(.big), .colour(.yellow), .shape(.square)])
        #expect(levels[2].cards.count == 7)
    }
}

@Suite("A level file that is broken as a whole is refused with an error naming the file and the field")
struct LevelFileTopErrorTests {
    @Test("text that is not JSON names the line and column")
    func notJSON() throws {
        let error = try #require(F.error("hello"))
        #expect(error.description == "levels.json: line 1, column 1: expected a value, found 'h'")
        #expect(error.level == nil)
    }

    @Test("a missing comma is pointed at")
    func missingComma() throws {
        let error = try #require(F.error("{\"version\": 1\n  \"levels\": []}"))
        #expect(error.field == "line 2, column 3")
        #expect(error.message.contains("expected ',' or '}'"))
    }

    @Test("a truncated file says it ends early")
    func truncated() throws {
        let whole = F.fileWithThirdLevel(F.level(number: "3"))
        let error = try #require(F.error(String(whole.prefix(whole.count / 2))))
        #expect(error.file == "levels.json")
        #expect(error.field?.hasPrefix("line ") == true)
        #expect(error.message.contains("ends"), "\(error)")
    }

    @Test("an empty file says so")
    func empty() throws {
        #expect(F.error("")?.message == "the file is empty")
        #expect(F.error("  \n")?.message == "the file is empty")
    }

    @Test("text after the document is refused")
    func trailingText() throws {
        let error = try #require(F.error(F.file(levels: [F.level(number: "1")]) + " {}"))
        #expect(error.message.contains("after the end"))
    }

    @Test("an empty list of levels is refused")
    func emptyLevels() throws {
        let error = try #require(F.error(F.file(levels: [])))
        #expect(error.description == "levels.json: levels: the list is empty; the file needs at least one level")
    }

    @Test("an unsupported version is refused")
    func wrongVersion() throws {
        let error = try #require(F.error(F.file(levels: [F.level(number: "1")], version: "2")))
        #expect(error.field == "version")
        #expect(error.message.contains("version 2 is not supported"))
    }

    @Test("a missing version is refused")
    func missingVersion() throws {
        let error = try #require(F.error(#"{"levels": [\#(F.level(number: "1"))]}"#))
        #expect(error.description == "levels.json: version: missing")
    }

    @Test("an unknown key at the top is refused, naming it")
    func unknownTopKey() throws {
        let error = try #require(F.error(#"{"version": 1, "author": "me", "levels": []}"#))
        #expect(error.field == "author")
        #expect(error.message.contains(#"unknown key "author""#))
    }

    @Test("levels that are not a list are refused")
    func levelsNotList() throws {
        let error = try #require(F.error(#"{"version": 1, "levels": {"1": {}}}"#))
        #expect(error.description == "levels.json: levels: expected a list of levels, found an object")
    }

    @Test("a list at the top is refused")
    func topIsList() throws {
        let error = try #require(F.error("[]"))
        #expect(error.description == "levels.json: expected a level file, found a list")
    }

    @Test("an odd key is quoted in the field, so the message stays on one line")
    func oddKey() throws {
        let error = try #require(F.error(#"{"version": 1, "a\nb": 1, "levels": []}"#))
        #expect(error.field == #""a\nb""#)
        #expect(!error.description.contains("\n"))
    }
}
