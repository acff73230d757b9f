import Foundation
import Testing
@testable import ShapeShuffleCore

/// A level left half played comes back exactly as it was; a bad file is kept aside like progress.
@Suite("Levels in play: saved after every move, resumed as they were")
struct LevelsInPlayTests {
    static func location(_ folder: URL) -> SaveLocation {
        SaveLocation(environment: ["XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
    }

    /// Level 1 of the fixtures: flip card 2, pin card 6, add card 5 (yellow), one mistake on card 4.
    static func halfPlayed() -> GameSession {
        var session = GameSession(catalog: LevelCatalog(handWritten: [WordsFixtures.level]), progress: Progress())
        session.start(level: 1)
        for move in [Move.flip(card: 2), .pin(card: 6), .add(card: 5), .add(card: 4), .flip(card: 1)] {
            _ = session.apply(move)
        }
        return session
    }

    @Test("a half-played level resumes with the same cards, board, mistakes and focus, in the same run and after a save")
    func resume() throws {
        let played = Self.halfPlayed()
        let before = try #require(played.game)
        #expect(played.levelsInPlay.levels == [1])
        try withTemporaryFolder { root in
            var store = SaveStore<LevelsInPlay>.levelsInPlay(at: Self.location(root))
            #expect(store.save(played.levelsInPlay) == nil)
            var again = SaveStore<LevelsInPlay>.levelsInPlay(at: Self.location(root))
            let loaded = again.load(now: fixedNow)
            #expect(loaded.notice == nil)
            var session = GameSession(catalog: played.catalog, progress: Progress(), levelsInPlay: loaded.value)
            session.start(level: 1)
            let resumed = try #require(session.game)
            #expect(resumed.cards == before.cards)
            #expect(resumed.slots == before.slots)
            #expect(resumed.mistakes == 1)
            #expect(session.cardToFocusOnStart == 1)
        }
    }

    @Test("a finished level, or Start over, is no longer in play; an untouched level never was")
    func leavingPlay() {
        var session = Self.halfPlayed()
        session.startOver()
        #expect(session.levelsInPlay.levels.isEmpty)
        #expect(session.game?.cards.allSatisfy { !$0.isFaceUp && $0.isInGrid } == true)
        for card in [1, 3, 5] { _ = session.apply(.add(card: card)) }
        #expect(session.game?.isComplete == true)
        #expect(session.levelsInPlay.levels.isEmpty)
    }

    @Test("a record that breaks the rules or no longer fits the level is dropped, and the level starts fresh")
    func invalidRecords() {
        let level = WordsFixtures.level
        let down = LevelsInPlay.CardRecord(faceUp: false, pinned: false, onBoard: false)
        let up = LevelsInPlay.CardRecord(faceUp: true, pinned: false, onBoard: false)
        let cases: [LevelsInPlay.Record] = [
            .init(cards: [down, down], mistakes: 0, focusedCard: nil),                       // wrong card count
            .init(cards: [up, up, down, down, down, down], mistakes: 0, focusedCard: nil),   // two loose cards up
            .init(cards: Array(repeating: down, count: 6).enumerated().map { $0.offset == 1
                ? .init(faceUp: true, pinned: false, onBoard: true) : $0.element }, mistakes: 0, focusedCard: nil), // orange on the board
            .init(cards: Array(repeating: down, count: 6).enumerated().map { $0.offset == 0
                ? .init(faceUp: false, pinned: true, onBoard: false) : $0.element }, mistakes: 0, focusedCard: nil), // pinned face down
        ]
        for record in cases { #expect(GameState(level: level, resuming: record) == nil) }
    }

    @Test("a bad levels-in-play file is kept aside with a notice, and play starts with none", arguments: BadFile.allCases)
    func badFile(_ bad: BadFile) throws {
        try withTemporaryFolder { root in
            let location = Self.location(root)
            try FileManager.default.createDirectory(at: location.levelsInPlayFile.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try bad.make(at: location.levelsInPlayFile)
            var store = SaveStore<LevelsInPlay>.levelsInPlay(at: location)
            let loaded = store.load(now: fixedNow)
            #expect(loaded.value == LevelsInPlay())
            let notice = try #require(loaded.notice)
            #expect(notice.kind == .levelsInPlay)
            guard case .startedFresh(let reason, let keptAt) = notice.event else {
                Issue.record("not a fresh start: \(notice.event)")
                return
            }
            #expect(bad.matches(reason))
            #expect(keptAt?.lastPathComponent == "levels-in-play.json.corrupt-20261122T013000Z")
            #expect(Words(.english).notice(notice)?.contains("left unfinished") == true)
        }
    }

    @Test("out-of-range entries make the file corrupt rather than a broken level")
    func outOfRange() {
        for json in [#"{"levels": {"0": {"cards": [], "mistakes": 0}}}"#,
                     #"{"levels": {"2": {"cards": [{"faceUp": true, "pinned": false, "onBoard": false}], "mistakes": -1}}}"#,
                     #"{"levels": {"2": {"cards": [{"faceUp": true, "pinned": false, "onBoard": false}], "mistakes": 0, "focusedCard": 9}}}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(LevelsInPlay.self, from: Data(json.utf8)) }
        }
    }

    @Test("Home shows every level up to the furthest reached plus the next, and offers the next to play")
    func homeGrows() {
        var progress = Progress()
        for level in 1...16 { progress.record(level: level, stars: 3) }
        let session = GameSession(catalog: LevelCatalog(handWritten: [WordsFixtures.level]), progress: progress)
        #expect(session.homeLevelCount == 17)
        #expect(session.levelToPlayNext == 17)
        let fresh = GameSession(catalog: LevelCatalog(handWritten: [WordsFixtures.level]), progress: Progress())
        #expect(fresh.levelToPlayNext == 1)
        var inPlay = Self.halfPlayed()
        inPlay.leaveLevel()
        #expect(inPlay.levelToPlayNext == 1)
        #expect(Words(.english).levelProgress(bestStars: 2, inPlay: true) == "In play, Done, 2 of 3 stars")
    }
}
