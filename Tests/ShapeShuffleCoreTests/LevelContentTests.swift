import Foundation
import Testing
import ShapeShuffleCore

/// Close distractors dealt, out of all the close distractors the prompt has (1 = every one is there).
private func dealtCloseness(_ level: Level) -> Double {
    let attributes = Set(level.cards.map(\.attribute))
    let close = level.prompt.requirements.flatMap(Closeness.neighbours(of:))
    return Double(close.filter(attributes.contains).count) / Double(close.count)
}

@Suite("The hand-written levels in data/levels.json")
struct LevelContentTests {
    @Test("load without error, at least twelve of them")
    func loads() throws {
        let levels = try LevelFileFixture.loadShipped()
        #expect(levels.count >= 12)
        #expect(levels.map(\.number) == Array(1...levels.count))
        for level in levels {
            #expect(LevelValidator.firstProblem(in: level) == nil)
        }
    }

    @Test("level 1 is two yellow squares on six cards")
    func firstLevel() throws {
        let first = try #require(try LevelFileFixture.loadShipped().first)
        #expect(first.prompt == Prompt(count: 2, colour: .yellow, shape: .square))
        #expect(first.cards.count == 6)
        #expect(first.columns == 3)
    }

    @Test("grow from 6 to 9 to 12 to 16 cards in full rows, as the ramp says")
    func cardCountsRise() throws {
        let levels = try LevelFileFixture.loadShipped()
        let counts = levels.map(\.cards.count)
        #expect(counts == counts.sorted())
        #expect(Set(counts) == [6, 9, 12, 16])
        for level in levels {
            #expect(level.cards.count == LevelRamp.cardCount(forLevel: level.number), "level \(level.number)")
            #expect(level.columns == LevelRamp.columns(forLevel: level.number), "level \(level.number)")
            #expect(level.cards.count % level.columns == 0, "level \(level.number) leaves a row half empty")
        }
    }

    @Test("ask for three things in levels 1–4 and four (with a size) after, with no size card before then")
    func requirementsRise() throws {
        for level in try LevelFileFixture.loadShipped() {
            let hasSize = LevelRamp.hasSizeRequirement(forLevel: level.number)
            #expect(level.prompt.requirements.count == (hasSize ? 4 : 3), "level \(level.number)")
            if !hasSize {
                #expect(!level.cards.contains { $0.attribute.kind == .size }, "level \(level.number)")
            }
        }
    }

    @Test("deal closer distractors as they go: none at first, every close one at the end")
    func distractorsGetCloser() throws {
        let levels = try LevelFileFixture.loadShipped()
        let closeness = levels.map(dealtCloseness)
        #expect(closeness == closeness.sorted(), "\(closeness)")
        #expect(closeness.prefix(3).allSatisfy { $0 == 0 })
        #expect(closeness.suffix(3).allSatisfy { $0 == 1 })
    }

    @Test("never put the answers first, or all in one place")
    func answersAreShuffled() throws {
        for level in try LevelFileFixture.loadShipped() {
            let answerCards = level.prompt.requirements.flatMap(level.cards(satisfying:)).map(\.number).sorted()
            #expect(answerCards != Array(1...answerCards.count), "level \(level.number)")
        }
    }

    @Test("can each be finished with three stars by adding the answer cards")
    func playable() throws {
        for level in try LevelFileFixture.loadShipped() {
            var game = GameState(level: level)
            for requirement in level.prompt.requirements {
                for card in level.cards(satisfying: requirement) { game.apply(.add(card: card.number)) }
            }
            #expect(game.isComplete, "level \(level.number)")
            #expect(game.stars == 3)
        }
    }
}
