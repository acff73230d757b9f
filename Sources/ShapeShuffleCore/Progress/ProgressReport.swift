import FoundationEssentials

/// The progress view's table and the CSV export: one row per level played, for one child or several.
public struct ProgressReport: Sendable {
    public struct Row: Hashable, Sendable {
        public var player: String
        public var level: Int
        /// Nil while the level has not been finished.
        public var bestStars: Int?
        /// How many times the level was finished.
        public var timesFinished: Int
        public var lastPlayed: CalendarDate?
        public var mistakes: MistakeTally
        public var timesHelped: Int
    }

    public let rows: [Row]

    /// `players` in the order given (the roster's), each child's levels lowest first.
    public init(players: [(name: String, progress: Progress)]) {
        rows = players.flatMap { player in
            player.progress.playedLevels.map { number in
                let history = player.progress.history(level: number)
                return Row(player: player.name, level: number, bestStars: player.progress.stars(level: number),
                           timesFinished: history.timesFinished, lastPlayed: history.lastPlayed,
                           mistakes: history.mistakes, timesHelped: history.timesHelped)
            }
        }
    }

    /// The column headings, in `words`' language, in the order of `cells(of:)`.
    public static func headings(_ words: Words) -> [String] {
        [words.text(ProgressText.player), words.text(ProgressText.level), words.text(ProgressText.bestStars),
         words.text(ProgressText.timesFinished), words.text(ProgressText.lastPlayed)]
            + AttributeKind.readingOrder.map(words.mistakesHeading)
            + [words.text(ProgressText.wonWithHelp)]
    }

    /// One row's cells as text: numbers as digits, a level not yet finished with no stars.
    public static func cells(of row: Row) -> [String] {
        [row.player, String(row.level), row.bestStars.map(String.init) ?? "", String(row.timesFinished),
         row.lastPlayed?.description ?? ""]
            + AttributeKind.readingOrder.map { String(row.mistakes[$0]) }
            + [String(row.timesHelped)]
    }

    /// The CSV's headings: the table's, then which card was chosen instead of which.
    public static func csvHeadings(_ words: Words) -> [String] {
        headings(words) + [words.text(ProgressText.chosenInstead)]
    }

    /// One row of the CSV: the table's cells, then the level's confusions, commonest first
    /// ("red instead of yellow (3 times); 3 instead of 4 (once)").
    public static func csvCells(of row: Row, words: Words) -> [String] {
        let confusions = row.mistakes.commonestConfusions(.max).map { words.confusion($0.confusion, made: $0.count) }
        return cells(of: row) + [confusions.joined(separator: "; ")]
    }

    /// RFC 4180 CSV: a heading row in `words`' language, then the rows; CRLF line ends.
    public func csv(_ words: Words) -> String {
        ([Self.csvHeadings(words)] + rows.map { Self.csvCells(of: $0, words: words) })
            .map { $0.map(Self.quoted).joined(separator: ",") }
            .joined(separator: "\r\n") + "\r\n"
    }

    /// UTF-8's byte-order mark. Excel takes a CSV without it for the machine's old code page, and
    /// Vietnamese, Japanese, Korean and Chinese names and headings come out as mojibake.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The file's bytes: the mark, then the CSV in UTF-8.
    public func csvBytes(_ words: Words) -> [UInt8] {
        Self.byteOrderMark + Array(csv(words).utf8)
    }

    /// The name the file chooser suggests: dated, so a second export beside the first keeps both
    /// and they sort by day.
    public static func fileName(on date: CalendarDate) -> String {
        "shape-shuffle-progress-\(date).csv"
    }

    /// A field quoted when it holds a comma, a quote or a line break (quotes doubled); a field
    /// starting with = + - @ is led by an apostrophe, so a spreadsheet never runs a child's name
    /// as a formula.
    static func quoted(_ field: String) -> String {
        var field = field
        if let first = field.first, "=+-@".contains(first) { field = "'" + field }
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// Writes the CSV to `path` atomically: the file there is the old one or the whole new one.
    public func writeCSV(_ words: Words, toPath path: String) throws(FileSystemError) {
        try AtomicFile.write(Data(csvBytes(words)), to: URL(fileURLWithPath: path))
    }
}
