/// Which levels the player has completed and the best stars earned in each, saved as `progress.json`.
public struct Progress: Hashable, Sendable {
    /// Best stars per completed level number; a level is completed once it has an entry.
    public internal(set) var bestStars: [Int: Int] = [:]
    /// Levels so far won only with Show me's help: still won, said kindly, never a failure.
    public internal(set) var wonWithHelp: Set<Int> = []
    /// For the grown-ups' progress view: times finished, the last day played and the mistakes, per level.
    public internal(set) var history: [Int: LevelHistory] = [:]

    public init() {}

    /// Whether level `number` has been completed at least once.
    public func isCompleted(level number: Int) -> Bool { bestStars[number] != nil }

    /// The best stars earned in level `number`, or nil while it is not completed.
    public func stars(level number: Int) -> Int? { bestStars[number] }

    /// Completed level numbers, lowest first.
    public var completedLevels: [Int] { bestStars.keys.sorted() }

    /// Every level played (finished, or with a mistake made in it), lowest first.
    public var playedLevels: [Int] { Set(bestStars.keys).union(history.keys).sorted() }

    /// What happened in level `number`, for the progress view.
    public func history(level number: Int) -> LevelHistory { history[number] ?? LevelHistory() }

    /// A card of kind `kind` was added where level `number`'s task did not need it.
    public mutating func noteMistake(level number: Int, kind: AttributeKind, on date: CalendarDate) {
        guard number >= 1 else { return }
        history[number, default: LevelHistory()].mistakes.count(kind)
        history[number, default: LevelHistory()].lastPlayed = date
    }

    /// A wrong card added in level `number`: counted under its kind and as what it was chosen
    /// instead of.
    public mutating func noteMistake(level number: Int, _ confusion: Confusion, on date: CalendarDate) {
        guard number >= 1 else { return }
        history[number, default: LevelHistory()].mistakes.count(confusion)
        history[number, default: LevelHistory()].lastPlayed = date
    }

    /// Records a finished level: one more time played (with help or not), the day, and the better
    /// of the old and new stars. Always a change to save, since the times played count every finish.
    @discardableResult
    public mutating func record(level number: Int, stars: Int, helped: Bool = false, on date: CalendarDate? = nil) -> Bool {
        guard number >= 1 else { return false }
        let stars = min(max(stars, 1), Stars.maximum)
        history[number, default: LevelHistory()].timesFinished += 1
        if helped { history[number, default: LevelHistory()].timesHelped += 1 }
        if let date { history[number, default: LevelHistory()].lastPlayed = date }
        // Once won without help, a level stays so; a first win with help is marked.
        if helped {
            if bestStars[number] == nil { wonWithHelp.insert(number) }
        } else {
            wonWithHelp.remove(number)
        }
        bestStars[number] = max(bestStars[number] ?? 0, stars)
        return true
    }
}

/// Stored as {"version": 2, "levels": {"3": {"completed": true, "bestStars": 2, "timesPlayed": 4,
/// "lastPlayed": "2026-11-23", "mistakes": {"colour": 2}, "confusions": {"red>yellow": 2}}}}.
/// Version 1 files (no history) and files from before confusions were kept still load; anything
/// out of range makes the file count as corrupt.
extension Progress: Codable {
    static let version = 2
    /// More than any child plays; a count past it is a damaged file.
    static let countLimit = 1_000_000

    private enum Keys: String, CodingKey { case version, levels }
    private struct Entry: Codable {
        var completed: Bool
        var bestStars: Int
        /// Present only when true (older files have no such key).
        var helped: Bool?
        var timesPlayed: Int?
        var timesHelped: Int?
        var lastPlayed: String?
        var mistakes: [String: Int]?
        /// Which card instead of which ("red>yellow"); older files have none.
        var confusions: [String: Int]?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        _ = try container.decodeIfPresent(Int.self, forKey: .version)
        let entries = try container.decodeIfPresent([String: Entry].self, forKey: .levels) ?? [:]
        for (key, entry) in entries {
            guard let number = Int(key), number >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .levels, in: container, debugDescription: "“\(key)” is not a level number")
            }
            if entry.completed {
                guard (1...Stars.maximum).contains(entry.bestStars) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .levels, in: container,
                        debugDescription: "level \(number) has \(entry.bestStars) stars")
                }
                bestStars[number] = entry.bestStars
                if entry.helped == true { wonWithHelp.insert(number) }
            }
            var record = LevelHistory()
            // A version 1 file knew only that a level was finished: once, at least.
            record.timesFinished = entry.timesPlayed ?? (entry.completed ? 1 : 0)
            record.timesHelped = entry.timesHelped ?? 0
            let counts = [record.timesFinished, record.timesHelped] + (entry.mistakes?.values.map { $0 } ?? [])
                + (entry.confusions?.values.map { $0 } ?? [])
            guard counts.allSatisfy({ (0...Self.countLimit).contains($0) }), record.timesHelped <= record.timesFinished,
                  let mistakes = MistakeTally(entry.mistakes ?? [:], confusions: entry.confusions ?? [:]) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .levels, in: container, debugDescription: "level \(number) has impossible counts")
            }
            record.mistakes = mistakes
            if let text = entry.lastPlayed {
                guard let date = CalendarDate(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .levels, in: container, debugDescription: "level \(number) was last played on “\(text)”")
                }
                record.lastPlayed = date
            }
            if record != LevelHistory() { history[number] = record }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Self.version, forKey: .version)
        let entries = Dictionary(uniqueKeysWithValues: playedLevels.map { number in
            let record = history(level: number)
            return (String(number), Entry(
                completed: bestStars[number] != nil, bestStars: bestStars[number] ?? 0,
                helped: wonWithHelp.contains(number) ? true : nil,
                timesPlayed: record.timesFinished, timesHelped: record.timesHelped,
                lastPlayed: record.lastPlayed?.description,
                mistakes: record.mistakes.total > 0 ? record.mistakes.stored : nil,
                confusions: record.mistakes.confusions.isEmpty ? nil : record.mistakes.storedConfusions))
        })
        try container.encode(entries, forKey: .levels)
    }
}

/// `Progress` by a name that Foundation's own `Progress` (NSProgress) cannot hide: files that import
/// both Foundation and this module must use this one, or write `ShapeShuffleCore.Progress`.
public typealias PlayerProgress = Progress
