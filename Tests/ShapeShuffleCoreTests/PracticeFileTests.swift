import Foundation
import Testing
@testable import ShapeShuffleCore

/// Practice files written inline, so each test shows the exact text the loader is given.
enum PracticeFileFixture {
    static let fileName = "practice.json"
    static let good = #"{"version": 1, "numbers": [1, 2, 3], "colours": ["red", "blue"], "shapes": ["circle", "square"], "cardsPerLevel": 6, "levels": 3}"#

    /// The good file with one member's value replaced (or, with nil, left out).
    static func with(_ key: String, _ value: String?) -> String {
        var members: [(String, String)] = [("version", "1"), ("numbers", "[1, 2, 3]"), ("colours", #"["red", "blue"]"#),
                                           ("shapes", #"["circle", "square"]"#), ("cardsPerLevel", "6"), ("levels", "3")]
        if let index = members.firstIndex(where: { $0.0 == key }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    static func error(_ text: String) -> LevelFileError? { error(Data(text.utf8)) }

    static func error(_ data: Data) -> LevelFileError? {
        do {
            _ = try PracticeFile.parse(data: data, fileName: fileName)
            return nil
        } catch {
            return error
        }
    }
}

private typealias F = PracticeFileFixture

@Suite("Practice files: read strictly, saved beside the progress")
struct PracticeFileTests {
    @Test("a good file gives its choice; sizes may be left out")
    func goodFile() throws {
        let choice = try PracticeFile.parse(data: Data(F.good.utf8), fileName: F.fileName)
        #expect(choice == PracticeChoice(numbers: [1, 2, 3], colours: [.red, .blue], shapes: [.circle, .square],
                                         cardsPerLevel: 6, levelCount: 3))
        let sized = try PracticeFile.parse(data: Data(F.with("sizes", #"["big"]"#).utf8), fileName: F.fileName)
        #expect(sized.sizes == [.big] && sized.fewestCards == 4)
    }

    @Test("every error names the file and the field", arguments: [
        (F.with("version", "2"), "practice.json: version: version 2 is not supported; this game reads version 1"),
        (F.with("numbers", nil), "practice.json: numbers: missing"),
        (F.with("numbers", "[]"), "practice.json: numbers: choose at least one number"),
        (F.with("numbers", "[1, 9]"), "practice.json: numbers[1]: 9 is outside 1...6"),
        (F.with("numbers", "[1, 2.5]"), "practice.json: numbers[1]: expected a whole number, found 2.5"),
        (F.with("colours", #"["red", "magenta"]"#),
         #"practice.json: colours[1]: unknown colour "magenta"; use red, orange, yellow, green, blue or purple"#),
        (F.with("colours", #"["red", "red"]"#), "practice.json: colours[1]: the same value as colours[0]; choose each value once"),
        (F.with("shapes", "[]"), "practice.json: shapes: choose at least one shape"),
        (F.with("sizes", #""big""#), "practice.json: sizes: expected a list, found text"),
        (F.with("cardsPerLevel", "2"), "practice.json: cardsPerLevel: 2 cards is fewer than the 3 things each prompt asks for"),
        (F.with("cardsPerLevel", "9"), "practice.json: cardsPerLevel: 9 cards, but the chosen values make at most 7 different cards"),
        (F.with("levels", "0"), "practice.json: levels: 0 levels; a practice has 1 to 20"),
        (F.with("levels", "\"three\""), "practice.json: levels: expected a whole number, found text"),
        (F.with("speed", "1"), #"practice.json: speed: unknown key "speed"; the keys of a practice file are version, numbers, colours, shapes, sizes, cardsPerLevel and levels"#),
    ])
    func errors(_ text: String, _ expected: String) {
        #expect(F.error(text)?.description == expected)
    }

    @Test("saved atomically beside progress.json, read back the same, and a bad save is kept aside")
    func savedBesideProgress() throws {
        try withTemporaryFolder { folder in
            let location = SaveLocation(environment: ["XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
            #expect(location.practiceFile.deletingLastPathComponent() == location.progressFile.deletingLastPathComponent())
            var store = SaveStore<PracticeChoice>.practice(at: location)
            #expect(store.load().value == .standard)
            let choice = PracticeChoice(numbers: [4, 5], colours: [.green], shapes: [.star, .heart], sizes: [.small],
                                        cardsPerLevel: 6, levelCount: 7)
            #expect(store.save(choice) == nil)
            let saved = try String(contentsOf: location.practiceFile, encoding: .utf8)
            #expect(try PracticeFile.parse(data: Data(saved.utf8), fileName: "saved") == choice)
            #expect(store.load().value == choice)

            try Data(F.with("cardsPerLevel", "40").utf8).write(to: location.practiceFile)
            let loaded = store.load(now: Date(timeIntervalSince1970: 0))
            #expect(loaded.value == .standard)
            #expect(loaded.notice?.kind == .practice)
            #expect(contents(of: location.practiceFile.deletingLastPathComponent()).contains("practice.json.corrupt-19700101T000000Z"))
            #expect(Words(.english).notice(try #require(loaded.notice))?.contains("practice.json.corrupt-19700101T000000Z") == true)
        }
    }

    @Test("--practice FILE is read from the command line and named in --help")
    func commandLine() throws {
        #expect(try LaunchOptions.parse(["--practice", "p.json"]).practiceFile == "p.json")
        #expect(try LaunchOptions.parse(["--practice=p.json"]).practiceFile == "p.json")
        #expect(throws: LaunchOptions.ParseError.missingValue(option: "--practice")) { try LaunchOptions.parse(["--practice"]) }
        #expect(LaunchOptions.usage.contains("--practice FILE"))
    }

    @Test("a practice level is neither kept in play nor counted as progress, and the practice ends after its last level")
    func sessionKeepsPracticeApart() throws {
        let catalog = LevelCatalog(handWritten: try LevelFileFixture.loadShipped())
        var session = GameSession(catalog: catalog, progress: PlayerProgress())
        let choice = PracticeChoice(numbers: [1, 2], colours: [.red], shapes: [.circle], cardsPerLevel: 3, levelCount: 2)
        session.startPractice(choice)
        #expect(session.practice?.levelIndex == 1 && session.nextPracticeLevel == 2)
        let level = try #require(session.game?.level)
        _ = session.apply(.flip(card: 1))
        #expect(session.levelsInPlay.levels.isEmpty)
        for requirement in level.prompt.requirements {
            _ = session.apply(.add(card: try #require(level.cards(satisfying: requirement).first).number))
        }
        #expect(session.game?.isComplete == true)
        #expect(session.progress.completedLevels.isEmpty)
        session.startPractice(choice, at: 2)
        #expect(session.nextPracticeLevel == nil && session.practice?.isLastLevel == true)
        session.start(level: 1)
        #expect(session.practice == nil)
    }
}
