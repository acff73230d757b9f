/// The words a level shows beside the game itself, decided from the session and the child's
/// settings: the board's heading, where a practice level stands in its practice, and, on the
/// game's first level until a card is on the board, how to add one. The level screen only shows
/// them, so a per-child setting that changes them acts here.
public struct LevelNotes: Hashable, Sendable {
    public var boardHeading: String
    /// "Practice: 2 of 5" on a practice level; nil on a level of the game.
    public var practicePlace: String?
    /// How to add a card, naming the add key while single keys work; nil where it is not shown.
    public var addCardHint: String?

    public init(session: GameSession, words: Words, settings: Settings) {
        boardHeading = words.text(.board)
        practicePlace = session.practice.map(words.practicePlace)
        addCardHint = session.showsAddCardHint ? words.addCardHint(keys: ShortcutKeys(settings: settings, words: words)) : nil
    }
}
