import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Progress for grown-ups: times played, last day, mistakes by kind, CSV")
struct ProgressHistoryTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 23)!

    /// Level 1 of the fixtures (two yellow squares) played with a wrong colour card, two wrong
    /// number cards and then finished.
    static func playedWithMistakes() -> GameSession {
        var session = GameSession(catalog: LevelCatalog(handWritten: [WordsFixtures.level]), progress: Progress())
        session.today = { day }
        session.start(level: 1)
        for card in [2, 4, 4, 1, 3, 5] { _ = session.apply(.add(card: card)) }
        return session
    }

    @Test("each mistake counts under the kind of the card that caused it, and a finish counts as played")
    func countedByKind() {
        let progress = Self.playedWithMistakes().progress
        let history = progress.history(level: 1)
        #expect(history.mistakes[.colour] == 1)
        #expect(history.mistakes[.count] == 2)
        #expect(history.mistakes[.shape] == 0 && history.mistakes[.size] == 0)
        #expect(history.timesFinished == 1 && history.lastPlayed == Self.day)
        #expect(progress.stars(level: 1) == 1)
    }

    @Test("a mistake in a level not yet finished is kept too, and the progress asks to be saved")
    func unfinishedLevelsCount() {
        var session = GameSession(catalog: LevelCatalog(handWritten: [WordsFixtures.level]), progress: Progress())
        session.today = { Self.day }
        session.start(level: 1)
        let result = session.apply(.add(card: 6))
        #expect(result?.progressChanged == true)
        #expect(session.progress.history(level: 1).mistakes[.shape] == 1)
        #expect(session.progress.playedLevels == [1] && !session.progress.isCompleted(level: 1))
    }

    @Test("the history survives a trip through the file, and a version 1 file reads as finished once")
    func fileRoundTrip() throws {
        let progress = Self.playedWithMistakes().progress
        let data = try JSONEncoder().encode(progress)
        #expect(try JSONDecoder().decode(Progress.self, from: data) == progress)
        let old = #"{"version": 1, "levels": {"3": {"completed": true, "bestStars": 2}}}"#
        let loaded = try JSONDecoder().decode(Progress.self, from: Data(old.utf8))
        #expect(loaded.history(level: 3).timesFinished == 1 && loaded.history(level: 3).lastPlayed == nil)
    }

    @Test("impossible history makes the file count as corrupt",
          arguments: [
              #"{"levels": {"3": {"completed": true, "bestStars": 2, "timesPlayed": -1}}}"#,
              #"{"levels": {"3": {"completed": true, "bestStars": 2, "lastPlayed": "2026-13-01"}}}"#,
              #"{"levels": {"3": {"completed": true, "bestStars": 2, "lastPlayed": "yesterday"}}}"#,
              #"{"levels": {"3": {"completed": true, "bestStars": 2, "mistakes": {"colour": -2}}}}"#,
              #"{"levels": {"3": {"completed": true, "bestStars": 2, "mistakes": {"smell": 1}}}}"#,
              #"{"levels": {"3": {"completed": true, "bestStars": 2, "timesPlayed": 1, "timesHelped": 2}}}"#,
              #"{"levels": {"3": {"completed": true, "bestStars": 2, "timesPlayed": 99999999}}}"#,
          ])
    func refused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Progress.self, from: Data(json.utf8)) }
    }

    @Test("the CSV has a heading row in the chosen language and one row per level per child")
    func csvRows() {
        let report = ProgressReport(players: [("Mia", Self.playedWithMistakes().progress), ("Léo", Progress())])
        let lines = report.csv(Words(.english)).split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Player,Level,Best stars,Times finished,Last played,Number mistakes,Colour mistakes,"
                + "Shape mistakes,Size mistakes,Won with help,Chosen instead")
        #expect(lines[1] == "Mia,1,1,1,2026-11-23,2,1,0,0,0,3 instead of 2 (2 times); orange instead of yellow (once)")
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(report.csv(Words(.japanese)).hasPrefix("プレイヤー,レベル,"))
    }

    @Test("names with commas, quotes, line breaks or a formula's first character stay one harmless field")
    func csvQuoting() {
        #expect(ProgressReport.quoted("Mia, Ana") == "\"Mia, Ana\"")
        #expect(ProgressReport.quoted("The \"Boss\"") == "\"The \"\"Boss\"\"\"")
        #expect(ProgressReport.quoted("two\nlines") == "\"two\nlines\"")
        #expect(ProgressReport.quoted("=1+1") == "'=1+1")
        #expect(ProgressReport.quoted("Mia") == "Mia")
    }

    @Test("every progress text is in every language, translated", arguments: Language.allCases.filter { $0 != .english })
    func translated(language: Language) {
        for item in ProgressText.allCases {
            let text = Words(language).text(item)
            #expect(!text.isEmpty && text != Words(.english).text(item), "\(item) in \(language)")
        }
        for kind in AttributeKind.allCases {
            let text = Words(language).mistakesHeading(kind)
            #expect(!text.isEmpty && text != Words(.english).mistakesHeading(kind), "\(kind) mistakes in \(language)")
        }
    }

    @Test("calendar days: only real ones are read")
    func calendarDates() {
        #expect(CalendarDate("2024-02-29") != nil && CalendarDate("2023-02-29") == nil)
        #expect(CalendarDate("2026-1-5") == nil && CalendarDate("２０２６-01-05") == nil)
        #expect(CalendarDate("2026-11-23")?.description == "2026-11-23")
    }
}
