/// Which levels the player has completed and the best stars earned in each, saved as `progress.json`.
public struct Progress: Hashable, Sendable {
    /// Best stars per completed level number; a level is completed once it has an entry.
    public private(set) var bestStars: [Int: Int] = [:]
    /// Levels so far won only with Show me's help: still won, said kindly, never a failure.
    public private(set) var wonWithHelp: Set<Int> = []

    public init() {}

    /// Whether level `number` has been completed at least once.
    public func isCompleted(level number: Int) -> Bool { bestStars[number] != nil }

    /// The best stars earned in level `number`, or nil while it is not completed.
    public func stars(level number: Int) -> Int? { bestStars[number] }

    /// Completed level numbers, lowest first.
    public var completedLevels: [Int] { bestStars.keys.sorted() }

    /// Records a finished level, keeping the better of the old and new stars.
    /// Returns whether anything changed (a first completion or more stars).
    @discardableResult
    public mutating func record(level number: Int, stars: Int, helped: Bool = false) -> Bool {
        guard number >= 1 else { return false }
        let stars = min(max(stars, 1), Stars.maximum)
        // Once won without help, a level stays so; a first win with help is marked.
        let helpChanged: Bool
        if helped {
            helpChanged = bestStars[number] == nil && wonWithHelp.insert(number).inserted
        } else {
            helpChanged = wonWithHelp.remove(number) != nil
        }
        if let best = bestStars[number], best >= stars { return helpChanged }
        bestStars[number] = stars
        return true
    }
}

/// Stored as {"version": 1, "levels": {"3": {"completed": true, "bestStars": 2}}}; entries that are
/// not completed are skipped, and anything out of range makes the file count as corrupt.
extension Progress: Codable {
    static let version = 1

    private enum Keys: String, CodingKey { case version, levels }
    private struct Entry: Codable {
        var completed: Bool
        var bestStars: Int
        /// Present only when true (older files have no such key).
        var helped: Bool?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        _ = try container.decodeIfPresent(Int.self, forKey: .version)
        let entries = try container.decodeIfPresent([String: Entry].self, forKey: .levels) ?? [:]
        for (key, entry) in entries where entry.completed {
            guard let number = Int(key), number >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .levels, in: container, debugDescription: "“\(key)” is not a level number")
            }
            guard (1...Stars.maximum).contains(entry.bestStars) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .levels, in: container,
                    debugDescription: "level \(number) has \(entry.bestStars) stars")
            }
            bestStars[number] = entry.bestStars
            if entry.helped == true { wonWithHelp.insert(number) }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Self.version, forKey: .version)
        let entries = Dictionary(uniqueKeysWithValues: bestStars.map {
            (String($0.key), Entry(completed: true, bestStars: $0.value, helped: wonWithHelp.contains($0.key) ? true : nil))
        })
        try container.encode(entries, forKey: .levels)
    }
}

/// `Progress` by a name that Foundation's own `Progress` (NSProgress) cannot hide: files that import
/// both Foundation and this module must use this one, or write `ShapeShuffleCore.Progress`.
public typealias PlayerProgress = Progress
