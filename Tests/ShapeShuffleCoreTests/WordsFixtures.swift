import ShapeShuffleCore

/// A small dealt level shared by the words, access and find tests.
enum WordsFixtures {
    static let twoYellowSquares = Prompt(count: 2, colour: .yellow, shape: .square)

    /// Cards in reading order, three to a row:
    /// 1 two dots, 2 orange, 3 square / 4 three dots, 5 yellow, 6 circle.
    static let level = Level(
        number: 1, prompt: twoYellowSquares,
        attributes: [.count(2), .colour(.orange), .shape(.square), .count(3), .colour(.yellow), .shape(.circle)],
        columns: 3)

    static func game() -> GameState { GameState(level: level) }

    /// Every prompt a level can ask for: each count, colour and shape, with no size or either size.
    static let allPrompts: [Prompt] = Attribute.countRange.flatMap { count in
        Colour.allCases.flatMap { colour in
            Shape.allCases.flatMap { shape in
                ([nil] + Size.allCases.map(Optional.some)).map { size in
                    Prompt(count: count, size: size, colour: colour, shape: shape)
                }
            }
        }
    }
}
