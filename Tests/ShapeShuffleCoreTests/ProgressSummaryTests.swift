import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Progress a teacher reads: which card instead of which, a summary per child, a chart with axes")
struct ProgressSummaryTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 23)!

    /// The fixture level (two yellow squares) with orange once, three dots twice, then finished.
    static func played() -> GameSession { ProgressHistoryTests.playedWithMistakes() }

    @Test("a mistake keeps the card chosen and what the task asked in its place")
    func confusionsKept() {
        let mistakes = Self.played().progress.history(level: 1).mistakes
        #expect(mistakes.confusions == [Confusion(chosen: .colour(.orange), asked: .colour(.yellow)): 1,
                                        Confusion(chosen: .count(3), asked: .count(2)): 2])
        #expect(mistakes[.count] == 2 && mistakes[.colour] == 1)
    }

    @Test("a card of a kind the task never asked for is kept with nothing asked")
    func nothingAsked() {
        let slots = [Slot(requirement: .count(2)), Slot(requirement: .colour(.yellow))]
        #expect(Confusion.made(choosing: .size(.big), on: slots) == Confusion(chosen: .size(.big), asked: nil))
        #expect(Confusion.made(choosing: .colour(.red), on: slots).asked == .colour(.yellow))
    }

    @Test("confusions survive the save file, and a file from before them still loads with its kinds")
    func savedAndOldFiles() throws {
        let progress = Self.played().progress
        let data = try JSONEncoder().encode(progress)
        #expect(String(decoding: data, as: UTF8.self).contains(#""3>2":2"#))
        #expect(try JSONDecoder().decode(Progress.self, from: data) == progress)
        let old = #"{"version": 2, "levels": {"4": {"completed": false, "bestStars": 0, "timesPlayed": 0, "mistakes": {"colour": 2}}}}"#
        let loaded = try JSONDecoder().decode(Progress.self, from: Data(old.utf8))
        #expect(loaded.history(level: 4).mistakes[.colour] == 2 && loaded.history(level: 4).mistakes.confusions.isEmpty)
    }

    @Test("an unreadable confusion makes the file count as corrupt",
          arguments: [#""red>square""#, #""smell>red""#, #""9>2""#, #""red""#, #""red>red""#])
    func badConfusion(key: String) {
        let json = #"{"levels": {"3": {"completed": true, "bestStars": 2, "confusions": {"# + key + #": 1}}}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Progress.self, from: Data(json.utf8)) }
    }

    @Test("'instead of' in every language, chosen and asked both named",
          arguments: zip(Language.allCases, ["red instead of yellow", "màu đỏ thay vì màu vàng", "黄色の代わりに赤",
                                             "노란색 대신 빨간색", "红色（应为黄色）"]))
    func insteadOf(language: Language, expected: String) {
        let words = Words(language)
        #expect(words.confusion(Confusion(chosen: .colour(.red), asked: .colour(.yellow))) == expected)
        let numbers = words.confusion(Confusion(chosen: .count(3), asked: .count(4)))
        #expect(numbers.contains("3") && numbers.contains("4"))
        #expect(words.confusion(Confusion(chosen: .size(.big), asked: nil)).hasPrefix(words.progressValue(.size(.big))))
    }

    @Test("Japanese grown-ups read values in kanji and kana, not the children's kana")
    func japaneseForGrownUps() {
        let words = Words(.japanese)
        #expect(words.progressValue(.colour(.yellow)) == "黄色")
        #expect(words.progressValue(.shape(.circle)) == "丸")
        #expect(words.findsHard(ProgressSummary(Self.played().progress)) == "2の代わりに3（2回）、黄色の代わりにオレンジ（1回）")
    }

    @Test("the summary: levels finished, stars of those possible, last day, the commonest confusions")
    func summary() {
        var progress = Self.played().progress
        progress.record(level: 2, stars: 3, on: CalendarDate(year: 2026, month: 11, day: 24)!)
        progress.noteMistake(level: 7, kind: .size, on: Self.day)
        let summary = ProgressSummary(progress)
        #expect(summary.levelsFinished == 2 && summary.levelsTried == 1)
        #expect(summary.stars == 4 && summary.starsPossible == 6)
        #expect(Words(.english).summaryLine(summary)
                == "Levels finished: 2 · Stars: 4 of 6 · Last played: 2026-11-24 · "
                + "Often mixes up: 3 instead of 2 (2 times), orange instead of yellow (once)")
    }

    @Test("a save that kept only kinds names the kind with the most mistakes; none says so")
    func kindsOnly() {
        var progress = Progress()
        progress.noteMistake(level: 1, kind: .shape, on: Self.day)
        progress.noteMistake(level: 2, kind: .colour, on: Self.day)
        progress.noteMistake(level: 2, kind: .colour, on: Self.day)
        #expect(Words(.english).findsHard(ProgressSummary(progress)) == "Colour mistakes (2)")
        #expect(Words(.english).findsHard(ProgressSummary(Progress())) == "No mistakes yet")
    }

    @Test("the value axis: whole ticks from zero, at most six steps, the top at or over the highest bar",
          arguments: [(0, 1, 1), (3, 3, 1), (5, 5, 1), (6, 6, 1), (7, 8, 2), (13, 15, 5), (31, 40, 10), (120, 120, 20), (121, 150, 50)])
    func scale(maximum: Int, top: Int, step: Int) {
        let scale = ProgressChart.scale(for: maximum)
        #expect(scale.top == top && scale.step == step)
        #expect(scale.top >= maximum && scale.top / scale.step <= 6)
    }

    @Test("each panel has axes along its plot, ticks where their values fall, and bars standing on the axis")
    func axes() {
        let rows = ProgressReport(players: [("Mia", Self.played().progress)]).rows
        let chart = ProgressChart(rows: rows, words: Words(.english), width: 700, height: 260)
        #expect(chart.sideBySide)
        let stars = chart.stars
        #expect(stars.ticks.map(\.value) == [0, 1, 2, 3] && stars.ticks.map(\.label.text) == ["0", "1", "2", "3"])
        #expect(stars.ticks.first!.y == stars.plot.maxY && stars.ticks.last!.y == stars.plot.minY)
        for tick in stars.ticks { #expect(tick.label.centre.x < stars.plot.minX && tick.label.centre.y == tick.y) }
        #expect(stars.unit.text == "Stars" && stars.categories.text == "Level")
        #expect(stars.categories.centre.y > stars.plot.maxY)
        let bar = stars.bars[0]
        #expect(bar.caption.text == "1" && bar.value.text == "1")
        #expect(bar.rect.maxY == stars.plot.maxY && abs(bar.rect.minY - stars.ticks[1].y) < 0.001)
        let mistakes = chart.mistakes
        #expect(mistakes.plot.minX >= stars.plot.maxX)
        #expect(mistakes.bars.map(\.caption.text) == ["Number", "Colour", "Shape", "Size"])
        #expect(mistakes.bars.map(\.value.text) == ["2", "1", "0", "0"])
        #expect(mistakes.ticks.map(\.value) == [0, 1, 2] && mistakes.unit.text == "Mistakes")
        #expect(mistakes.categories.text == "Kind of card")
    }

    @Test("a narrow chart stacks its panels; forty levels name only every few, from the first, never crowded")
    func narrowAndCrowded() {
        var progress = Progress()
        for level in 1...40 { progress.record(level: level, stars: 2, on: Self.day) }
        let rows = ProgressReport(players: [("Mia", progress)]).rows
        let chart = ProgressChart(rows: rows, words: Words(.english), width: 360, height: 500)
        #expect(!chart.sideBySide && chart.mistakes.plot.minY > chart.stars.plot.maxY)
        let named = chart.stars.bars.filter { !$0.caption.text.isEmpty }
        #expect(named.first?.caption.text == "1" && named.count < 40 && named.count > 4)
        for (left, right) in zip(named, named.dropFirst()) {
            #expect(right.caption.centre.x - left.caption.centre.x >= ProgressChart.captionRoom)
        }
        #expect(chart.stars.bars.allSatisfy { $0.rect.maxX <= chart.stars.plot.maxX + 0.001 && $0.rect.minX >= chart.stars.plot.minX })
    }
}
