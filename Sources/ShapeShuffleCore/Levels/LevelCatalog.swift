/// Every level the game can deal: the hand-written ones first, then generated ones for ever.
public struct LevelCatalog: Hashable, Sendable {
    private let handWritten: [Int: Level]

    /// The levels of `data/levels.json`, as `LevelFile` returns them (numbered 1, 2, 3…).
    public init(handWritten levels: [Level]) {
        handWritten = Dictionary(levels.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// How many levels were written by hand.
    public var handWrittenCount: Int { handWritten.count }

    /// The fewest level buttons Home shows: one per hand-written level (`GameSession.homeLevelCount`
    /// adds every level up to the furthest one reached, plus the next).
    public var homeLevelCount: Int { handWrittenCount }

    /// The level with this number (1 or more): hand-written if there is one, otherwise generated.
    public func level(_ number: Int) -> Level {
        handWritten[number] ?? LevelGenerator.level(number: number)
    }

    /// Whether the level with this number was written by hand.
    public func isHandWritten(_ number: Int) -> Bool {
        handWritten[number] != nil
    }
}
