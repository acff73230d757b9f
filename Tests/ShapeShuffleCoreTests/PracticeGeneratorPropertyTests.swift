import Testing
import ShapeShuffleCore

/// Random practice choices drawn from a seeded source, so a failure names a seed that replays it.
enum PracticeChoiceFixture {
    static func randomChoice(_ random: inout SplitMix64) -> PracticeChoice {
        func some<T>(_ all: [T], atLeast: Int) -> [T] {
            let chosen = all.filter { _ in random.next(below: 2) == 0 }
            return chosen.count >= atLeast ? chosen : Array(random.shuffled(all).prefix(atLeast))
        }
        var choice = PracticeChoice(
            numbers: some(Array(Attribute.countRange), atLeast: 1), colours: some(Colour.allCases, atLeast: 1),
            shapes: some(Shape.allCases, atLeast: 1),
            sizes: random.next(below: 3) == 0 ? [] : some(Size.allCases, atLeast: 1),
            cardsPerLevel: 3, levelCount: 1 + random.next(below: PracticeChoice.levelCountRange.upperBound))
        choice.cardsPerLevel = choice.fewestCards + random.next(below: choice.mostCards - choice.fewestCards + 1)
        return choice
    }
}

@Suite("Practice levels use only the chosen values and can always be won")
struct PracticeGeneratorPropertyTests {
    @Test("2,000 random choices: every level of each is valid, inside the choice and dealt the same twice")
    func randomChoices() throws {
        var random = SplitMix64(seed: 2026)
        for round in 0..<2_000 {
            let choice = PracticeChoiceFixture.randomChoice(&random)
            try #require(choice.problem == nil, "round \(round): \(choice) has \(String(describing: choice.problem))")
            for index in 1...choice.levelCount {
                let level = try #require(PracticeGenerator.level(index, of: choice))
                let context = "round \(round), level \(index) of \(choice)"
                if let problem = LevelValidator.firstProblem(in: level) { Issue.record("\(context): \(problem)") }
                for card in level.cards where !choice.allows(card.attribute) {
                    Issue.record("\(context): card \(card.number) shows \(card.attribute), which was not chosen")
                }
                for requirement in level.prompt.requirements {
                    if !choice.allows(requirement) { Issue.record("\(context): the prompt asks for \(requirement)") }
                    if level.cards(satisfying: requirement).count != 1 { Issue.record("\(context): \(requirement) not on exactly one card") }
                }
                if level.cards.count != choice.cardsPerLevel { Issue.record("\(context): \(level.cards.count) cards") }
                if (level.prompt.size != nil) != choice.asksForSize { Issue.record("\(context): size asked wrongly") }
                if PracticeGenerator.level(index, of: choice) != level { Issue.record("\(context): dealt twice differs") }
            }
        }
    }

    @Test("a level played through wins: adding each requirement's card completes it with 3 stars")
    func everyLevelCanBeWon() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let choice = PracticeChoiceFixture.randomChoice(&random)
            let level = try #require(PracticeGenerator.level(choice.levelCount, of: choice))
            var game = GameState(level: level)
            for requirement in level.prompt.requirements {
                let card = try #require(level.cards(satisfying: requirement).first)
                _ = game.apply(.add(card: card.number))
            }
            #expect(game.isComplete && game.stars == 3)
        }
    }

    @Test("numbers 1–3 and red and blue: every card of every level is one of them or a chosen shape")
    func smallChoice() throws {
        let choice = PracticeChoice(numbers: [1, 2, 3], colours: [.red, .blue], shapes: [.circle, .square],
                                    cardsPerLevel: 6, levelCount: 4)
        for index in 1...4 {
            let level = try #require(PracticeGenerator.level(index, of: choice))
            let faces = Set(level.cards.map(\.attribute))
            #expect(faces.isSubset(of: [.count(1), .count(2), .count(3), .colour(.red), .colour(.blue),
                                        .shape(.circle), .shape(.square)]))
        }
    }

    @Test("a choice with a problem deals no level")
    func problemDealsNothing() {
        let choice = PracticeChoice(numbers: [2], colours: [.red], shapes: [.star], cardsPerLevel: 4, levelCount: 2)
        #expect(choice.problem == .tooManyCards(cards: 4, most: 3))
        #expect(PracticeGenerator.level(1, of: choice) == nil)
    }
}
