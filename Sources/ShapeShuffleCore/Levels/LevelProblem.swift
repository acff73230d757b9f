/// One thing wrong with a level, found by `LevelValidator`: which level, which field, and what is wrong.
public struct LevelProblem: Error, CustomStringConvertible, Hashable, Sendable {
    /// The level's number (in a file, its 1-based position in the `levels` list).
    public let level: Int
    /// Where in the level, written as in the file: `columns`, `prompt.colour`, `cards[4]` (0-based).
    public let field: String
    /// What is wrong, for the person who wrote the level.
    public let message: String

    /// `level 3: cards[4]: …`
    public var description: String { "level \(level): \(field): \(message)" }
}
