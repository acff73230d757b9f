/// Why a level file could not be used. Its description names the file, the level and the field:
/// `levels.json: level 3: cards[4].colour: unknown colour "magenta"`.
public struct LevelFileError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The file as the loader was given it: a path, or the name passed to `LevelFile.parse`.
    public let file: String
    /// The 1-based position of the level in the `levels` list; nil when the problem is not inside one level.
    public let level: Int?
    /// Where the problem is (`version`, `cards[4].colour`, `line 3, column 7`); nil when it is the whole file.
    public let field: String?
    /// What is wrong.
    public let message: String

    /// A problem in `file`, inside level `level` (if any), at `field` (if any).
    public init(file: String, level: Int?, field: String?, message: String) {
        self.file = file
        self.level = level
        self.field = field
        self.message = message
    }

    /// The same problem, found by the validator in a level of this file.
    public init(file: String, problem: LevelProblem) {
        self.init(file: file, level: problem.level, field: problem.field, message: problem.message)
    }

    /// `file: level N: field: message`, leaving out the parts that are nil.
    public var description: String {
        var parts = [file]
        if let level { parts.append("level \(level)") }
        if let field { parts.append(field) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}
