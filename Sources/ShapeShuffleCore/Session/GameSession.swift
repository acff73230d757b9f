/// The game across levels: which level is in play, and the progress the child has made.
/// The front asks it what to show and tells it what the child did; it decides everything else.
public struct GameSession: Sendable {
    public let catalog: LevelCatalog
    public private(set) var progress: Progress
    public private(set) var game: GameState?

    public init(catalog: LevelCatalog, progress: Progress) {
        self.catalog = catalog
        self.progress = progress
    }

    /// Deals level `number` afresh (hand-written, or generated past the last one).
    public mutating func start(level number: Int) {
        game = GameState(level: catalog.level(max(1, number)))
    }

    public mutating func leaveLevel() { game = nil }

    /// Applies a move to the level in play. `progressChanged` says the progress must be saved now.
    public mutating func apply(_ move: Move) -> (outcome: MoveOutcome, progressChanged: Bool)? {
        guard var current = game else { return nil }
        let outcome = current.apply(move)
        game = current
        guard case .added(_, _, let stars?) = outcome else { return (outcome, false) }
        return (outcome, progress.record(level: current.level.number, stars: stars))
    }

    /// The level that "Next level" opens.
    public var nextLevelNumber: Int? { game.map { $0.level.number + 1 } }

    /// How many level buttons Home shows: one per hand-written level.
    public var homeLevelCount: Int { catalog.homeLevelCount }
}
