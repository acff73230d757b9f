/// The one contract every level meets, hand-written or generated: a grid that fits, counts in range,
/// no two cards alike, and exactly one card for each thing the prompt asks for.
public enum LevelValidator {
    /// The most cards a level holds (a 4 × 4 grid).
    public static let maximumCards = 16

    /// Throws the first problem with the level, if it has one.
    public static func validate(_ level: Level) throws(LevelProblem) {
        if let problem = firstProblem(in: level) { throw problem }
    }

    /// The first problem with the level, or nil when it is playable.
    public static func firstProblem(in level: Level) -> LevelProblem? {
        func problem(_ field: String, _ message: String) -> LevelProblem {
            LevelProblem(level: level.number, field: field, message: message)
        }
        let cards = level.cards
        if level.number < 1 { return problem("number", "\(level.number) is not a level number; levels count from 1") }
        if cards.isEmpty { return problem("cards", "a level needs cards") }
        if cards.count > maximumCards {
            return problem("cards", "\(cards.count) cards; a level holds at most \(maximumCards)")
        }
        if level.columns < 1 { return problem("columns", "\(level.columns) columns; a grid needs at least 1") }
        if level.columns > cards.count {
            return problem("columns", "\(level.columns) columns for \(cards.count) cards; a row cannot be wider than all the cards")
        }
        if let message = countProblem(level.prompt.count) { return problem("prompt.count", message) }
        for (index, card) in cards.enumerated() {
            if card.number != index + 1 {
                return problem("cards[\(index)]", "numbered \(card.number); cards are numbered 1, 2, 3… in reading order")
            }
            if case .count(let n) = card.attribute, let message = countProblem(n) {
                return problem("cards[\(index)].count", message)
            }
        }
        return matchingProblem(in: level, problem)
    }

    /// Checks in the order that gives the most useful message: a second card for a requirement is named
    /// as such before the general rule that no two cards are alike, which would also catch it.
    private static func matchingProblem(
        in level: Level, _ problem: (String, String) -> LevelProblem
    ) -> LevelProblem? {
        var firstIndex: [Attribute: Int] = [:]
        var repeated: (first: Int, second: Int)?
        for (index, card) in level.cards.enumerated() {
            if let first = firstIndex[card.attribute] {
                if level.prompt.requirements.contains(card.attribute) {
                    return problem(
                        "cards[\(index)]",
                        "shows \(card.attribute.fileDescription), as cards[\(first)] does; exactly one card may show each thing the prompt asks for"
                    )
                }
                if repeated == nil { repeated = (first, index) }
            } else {
                firstIndex[card.attribute] = index
            }
        }
        if let (first, second) = repeated {
            let attribute = level.cards[second].attribute.fileDescription
            return problem("cards[\(second)]", "the same card as cards[\(first)] (\(attribute)); no two cards may be alike")
        }
        for requirement in level.prompt.requirements where firstIndex[requirement] == nil {
            return problem(
                "cards",
                "no card shows \(requirement.fileDescription), which prompt.\(requirement.kind.rawValue) asks for"
            )
        }
        return nil
    }

    private static func countProblem(_ count: Int) -> String? {
        let range = Attribute.countRange
        return range.contains(count) ? nil : "\(count) is outside \(range.lowerBound)...\(range.upperBound)"
    }
}
