@testable import ShapeShuffleCore

/// The core's list of every line said (`SpokenLines`), over the shipped levels.
enum SpokenLineCatalog {
    static func levels() throws -> [Level] {
        SpokenLines.levels(in: LevelCatalog(handWritten: try LevelFileFixture.loadShipped()))
    }

    static var everyAttribute: [Attribute] { SpokenLines.everyAttribute }

    static func lines(in language: Language, levels: [Level]) -> [String] { SpokenLines.lines(in: language, levels: levels) }

    static func assistLines(words: Words, narration: Narration, levels: [Level]) -> [String] {
        SpokenLines.assistLines(words: words, narration: narration, levels: levels)
    }

    static func everyLineSaid(in language: Language, levels: [Level]) -> [String] {
        SpokenLines.everyLineSaid(in: language, levels: levels)
    }
}
