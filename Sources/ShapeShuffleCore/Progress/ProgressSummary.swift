/// One child's progress in a line a teacher reads at a glance: levels finished, stars earned of
/// those possible, the last day played, and what the child finds hard.
public struct ProgressSummary: Hashable, Sendable {
    public let levelsFinished: Int
    /// Levels played but never finished.
    public let levelsTried: Int
    public let stars: Int
    /// Three for each level finished.
    public let starsPossible: Int
    public let lastPlayed: CalendarDate?
    /// Every level's mistakes together.
    public let mistakes: MistakeTally

    public init(_ progress: Progress) {
        let played = progress.playedLevels
        levelsFinished = progress.completedLevels.count
        levelsTried = played.count - levelsFinished
        stars = progress.completedLevels.compactMap(progress.stars(level:)).reduce(0, +)
        starsPossible = levelsFinished * Stars.maximum
        lastPlayed = played.compactMap { progress.history(level: $0).lastPlayed }.max()
        var tally = MistakeTally()
        for level in played { tally.add(progress.history(level: level).mistakes) }
        mistakes = tally
    }

    /// What the child finds hard: the two confusions made most often. Nil before any were kept.
    public var commonestConfusions: [(confusion: Confusion, count: Int)] { mistakes.commonestConfusions(2) }

    /// The kind of card with the most mistakes (the first in reading order on a tie); nil with none.
    public var hardestKind: AttributeKind? {
        AttributeKind.readingOrder.filter { mistakes[$0] > 0 }.max { mistakes[$0] < mistakes[$1] }
    }
}
