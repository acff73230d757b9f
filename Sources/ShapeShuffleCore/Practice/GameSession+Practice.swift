/// A practice under way: the choice it deals from and how far the child has come.
public struct PracticeRun: Hashable, Sendable {
    public let choice: PracticeChoice
    /// The practice level in play, 1-based.
    public let levelIndex: Int

    /// Whether this is the practice's last level.
    public var isLastLevel: Bool { levelIndex >= choice.levelCount }
}

extension GameSession {
    /// Opens level `index` of the practice, dealt afresh. A practice level is never kept among the
    /// levels in play: it is left behind when the child leaves it (Home, Escape, a restart), since
    /// the practice may be changed before the child comes back and its number would otherwise name
    /// a level of the game. Does nothing when the choice cannot make a level.
    public mutating func startPractice(_ choice: PracticeChoice, at index: Int = 1) {
        guard let level = PracticeGenerator.level(index, of: choice) else { return }
        game = GameState(level: level, facesUp: facesUp)
        practice = PracticeRun(choice: choice, levelIndex: index)
        cardToFocusOnStart = game?.firstCardInGrid
    }

    /// The practice level "Next level" opens; nil after the last (the practice is done) or outside a practice.
    public var nextPracticeLevel: Int? {
        guard let practice, !practice.isLastLevel else { return nil }
        return practice.levelIndex + 1
    }
}
