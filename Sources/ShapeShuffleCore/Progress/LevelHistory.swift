/// What a grown-up sees of one level: how often it was finished, when it was last played, and the
/// mistakes made in it, by kind of card.
public struct LevelHistory: Hashable, Sendable {
    /// Times the level was finished.
    public var timesFinished = 0
    /// Times it was finished with Show me's help.
    public var timesHelped = 0
    /// The last day a card of it was added, rightly or not.
    public var lastPlayed: CalendarDate?
    public var mistakes = MistakeTally()

    public init() {}
}
