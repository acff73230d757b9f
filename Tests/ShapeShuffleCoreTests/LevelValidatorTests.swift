import Testing
@testable import ShapeShuffleCore

@Suite("LevelValidator: the one contract for hand-written and generated levels")
struct LevelValidatorTests {
    private let twoYellowSquares = Prompt(count: 2, colour: .yellow, shape: .square)
    private let goodCards: [Attribute] = [.count(2), .colour(.red), .shape(.circle), .colour(.yellow), .count(5), .shape(.square)]

    @Test("a good level passes")
    func good() {
        #expect(LevelValidator.firstProblem(in: Level(number: 1, prompt: twoYellowSquares, attributes: goodCards, columns: 3)) == nil)
    }

    @Test("a level built in code with a broken grid is refused, not divided by zero later")
    func brokenGrid() {
        let level = Level(number: 7, prompt: twoYellowSquares, attributes: goodCards, columns: 0)
        #expect(throws: LevelProblem(level: 7, field: "columns", message: "0 columns; a grid needs at least 1")) {
            try LevelValidator.validate(level)
        }
    }

    @Test("cards renumbered out of reading order are refused")
    func renumbered() {
        var level = Level(number: 2, prompt: twoYellowSquares, attributes: goodCards, columns: 3)
        level.cards[1].number = 5
        #expect(LevelValidator.firstProblem(in: level)?.description.hasPrefix("level 2: cards[1]: numbered 5") == true)
    }

    @Test("a level number below 1 is refused")
    func levelZero() {
        let level = Level(number: 0, prompt: twoYellowSquares, attributes: goodCards, columns: 3)
        #expect(LevelValidator.firstProblem(in: level)?.field == "number")
    }
}
