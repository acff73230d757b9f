import Testing
import ShapeShuffleCore

@Suite("A practice choice knows its limits and says why it cannot make a level")
struct PracticeChoiceTests {
    static func choice(numbers: [Int] = [1, 2], colours: [Colour] = [.red, .blue], shapes: [Shape] = [.circle],
                       sizes: [Size] = [], cards: Int = 4, levels: Int = 3) -> PracticeChoice {
        PracticeChoice(numbers: numbers, colours: colours, shapes: shapes, sizes: sizes, cardsPerLevel: cards, levelCount: levels)
    }

    @Test("each reason, in the order a grown-up would fix them")
    func problems() {
        #expect(Self.choice().problem == nil)
        #expect(Self.choice(numbers: []).problem == .noneChosen(.count))
        #expect(Self.choice(numbers: [0, 1]).problem == .numberOutOfRange(0))
        #expect(Self.choice(numbers: [7]).problem == .numberOutOfRange(7))
        #expect(Self.choice(colours: []).problem == .noneChosen(.colour))
        #expect(Self.choice(shapes: []).problem == .noneChosen(.shape))
        #expect(Self.choice(levels: 0).problem == .levelCountOutOfRange(0))
        #expect(Self.choice(levels: 21).problem == .levelCountOutOfRange(21))
        #expect(Self.choice(cards: 2).problem == .tooFewCards(cards: 2, fewest: 3))
        #expect(Self.choice(sizes: [.big], cards: 3).problem == .tooFewCards(cards: 3, fewest: 4))
        #expect(Self.choice(cards: 6).problem == .tooManyCards(cards: 6, most: 5))
    }

    @Test("the most cards: one per requirement plus every other chosen value, at most 16")
    func mostCards() {
        #expect(Self.choice().mostCards == 5)
        #expect(Self.choice(sizes: [.big, .small]).mostCards == 7)
        let everything = PracticeChoice(numbers: Array(1...6), colours: Colour.allCases, shapes: Shape.allCases,
                                        sizes: Size.allCases, cardsPerLevel: 16, levelCount: 20)
        #expect(everything.mostCards == 16 && everything.problem == nil)
    }

    @Test("values are kept sorted and once, so the same choice is equal however it was made")
    func normalised() {
        #expect(Self.choice(numbers: [3, 1, 3]).numbers == [1, 3])
        #expect(Self.choice(colours: [.blue, .red, .blue]) == Self.choice(colours: [.red, .blue]))
    }

    @Test("the first practice can make its levels")
    func standard() { #expect(PracticeChoice.standard.problem == nil) }

    @Test("every reason is said in every language, differently for each", arguments: Language.allCases)
    func reasonsInEveryLanguage(language: Language) {
        let words = Words(language)
        let lines = [PracticeProblem.noneChosen(.count), .noneChosen(.colour), .noneChosen(.shape), .tooFewCards(cards: 2, fewest: 3),
                     .tooManyCards(cards: 9, most: 7)].map(words.practiceProblem)
        #expect(Set(lines).count == lines.count)
        #expect(lines[3].contains("3") && lines[4].contains("7"))
    }
}
