import Foundation
import Testing
@testable import ShapeShuffleCore

typealias CoreProgress = ShapeShuffleCore.Progress

@Suite("The exported progress file: its columns, its rows, its bytes and its name")
struct ProgressExportTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 23)!

    /// Finished three times, never better than two stars: best stars and times finished differ.
    static func finishedThriceWithTwoStars() -> CoreProgress {
        var progress = CoreProgress()
        for stars in [1, 2, 2] { progress.record(level: 2, stars: stars, on: day) }
        return progress
    }

    /// Level 1 finished once; level 5 only tried, with a colour mistake.
    static func finishedOneTriedAnother() -> CoreProgress {
        var progress = CoreProgress()
        progress.record(level: 1, stars: 3, on: day)
        progress.noteMistake(level: 5, kind: .colour, on: day)
        return progress
    }

    /// Reads RFC 4180 text back into rows, so a test checks what a spreadsheet would see.
    static func parsed(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                row.append(field); field = ""
            } else if character == "\r\n" || character == "\n" {
                row.append(field); field = ""
                rows.append(row); row = []
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }

    static func column(_ item: ProgressText) -> Int {
        ProgressReport.headings(Words(.english)).firstIndex(of: Words(.english).text(item))!
    }

    static func column(mistakesOf kind: AttributeKind) -> Int {
        ProgressReport.headings(Words(.english)).firstIndex(of: Words(.english).mistakesHeading(kind))!
    }

    @Test("the stars column is the best stars earned, not the times the level was finished")
    func starsAreBestStars() {
        let report = ProgressReport(players: [("Mia", Self.finishedThriceWithTwoStars())])
        let rows = Self.parsed(report.csv(Words(.english)))
        #expect(rows.count == 2)
        #expect(rows[1][Self.column(.bestStars)] == "2")
        #expect(rows[1][Self.column(.timesFinished)] == "3")
    }

    @Test("a level tried but never finished keeps its row, with no stars and its mistakes")
    func unfinishedLevelKept() {
        let report = ProgressReport(players: [("Mia", Self.finishedOneTriedAnother())])
        let rows = Self.parsed(report.csv(Words(.english)))
        #expect(rows.map { $0[Self.column(.level)] } == ["Level", "1", "5"])
        #expect(rows[2][Self.column(.bestStars)] == "" && rows[2][Self.column(.timesFinished)] == "0")
        #expect(rows[2][Self.column(mistakesOf: .colour)] == "1" && rows[2][Self.column(.lastPlayed)] == "2026-11-23")
    }

    @Test("every child's rows are kept, the last child's too, in the roster's order")
    func everyChildsRows() {
        let report = ProgressReport(players: [("Mia", Self.finishedOneTriedAnother()), ("Léo", CoreProgress()),
                                              ("An", Self.finishedThriceWithTwoStars()),
                                              ("Zoë", Self.finishedOneTriedAnother())])
        let rows = Self.parsed(report.csv(Words(.english))).dropFirst()
        #expect(rows.map { "\($0[0]) \($0[1])" } == ["Mia 1", "Mia 5", "An 2", "Zoë 1", "Zoë 5"])
    }

    /// Five children named in five scripts, one with a comma and quotes, one a spreadsheet would
    /// take for a formula: the report's bytes in `language`, and the rows a spreadsheet must show.
    static func namedInFiveScripts(_ language: Language) -> (bytes: [UInt8], rows: [[String]]) {
        let words = Words(language)
        let names = ["Minh Anh, \"Bé\"", "さくら", "지우", "小明", "=Zoë"]
        let report = ProgressReport(players: names.map { ($0, Self.finishedOneTriedAnother()) })
        // A name that a spreadsheet would take for a formula is written led by an apostrophe.
        let shown = names.map { $0.hasPrefix("=") ? "'" + $0 : $0 }
        var rows: [[String]] = [ProgressReport.csvHeadings(words)]
        for (index, row) in report.rows.enumerated() {
            var cells = ProgressReport.csvCells(of: row, words: words)
            cells[0] = shown[index / 2]
            rows.append(cells)
        }
        return (report.csvBytes(words), rows)
    }

    @Test("the file starts with UTF-8's byte-order mark, and the text after it reads back as the same rows",
          arguments: Language.allCases)
    func bytesReadBack(language: Language) throws {
        let (bytes, expected) = Self.namedInFiveScripts(language)
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = try #require(String(validating: bytes.dropFirst(3), as: UTF8.self))
        #expect(!text.hasPrefix("\u{FEFF}"))
        let rows = Self.parsed(text)
        #expect(rows == expected)
        #expect(rows.count == 1 + 2 * 5)
    }

    @Test("the file written is those bytes, mark first")
    func writtenFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("progress.csv").path
        let report = ProgressReport(players: [("小明", Self.finishedOneTriedAnother())])
        try report.writeCSV(Words(.chinese), toPath: path)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == report.csvBytes(Words(.chinese)))
    }

    @Test("the last column says which card was chosen instead of which, commonest first")
    func chosenInstead() {
        var progress = CoreProgress()
        progress.noteMistake(level: 3, Confusion(chosen: .count(3), asked: .count(4)), on: Self.day)
        for _ in 0..<2 { progress.noteMistake(level: 3, Confusion(chosen: .colour(.red), asked: .colour(.yellow)), on: Self.day) }
        let rows = Self.parsed(ProgressReport(players: [("Mia", progress)]).csv(Words(.english)))
        #expect(rows[0].last == "Chosen instead")
        #expect(rows[1].last == "red instead of yellow (2 times); 3 instead of 4 (once)")
        #expect(rows[1][Self.column(mistakesOf: .colour)] == "2" && rows[1][Self.column(mistakesOf: .count)] == "1")
    }

    @Test("the suggested file name carries the day, padded so names sort by day")
    func fileName() {
        #expect(ProgressReport.fileName(on: CalendarDate(year: 2026, month: 3, day: 7)!)
                == "shape-shuffle-progress-2026-03-07.csv")
        #expect(ProgressReport.fileName(on: Self.day) == "shape-shuffle-progress-2026-11-23.csv")
    }

    @Test("the saved line holds the whole path after its lead, in every language", arguments: Language.allCases)
    func savedLine(language: Language) {
        let words = Words(language)
        let line = words.savedTo("/home/mia/Documents/shape-shuffle-progress-2026-11-23.csv")
        #expect(line.hasPrefix(words.text(ProgressText.savedTo)))
        #expect(line.hasSuffix("/home/mia/Documents/shape-shuffle-progress-2026-11-23.csv"))
    }
}
