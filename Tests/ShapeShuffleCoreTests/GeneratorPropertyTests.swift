import Testing
import ShapeShuffleCore

@Suite("Generated levels meet the same contract as hand-written ones")
struct GeneratorPropertyTests {
    @Test("10,000 levels past the hand-written ones are valid, follow the ramp and deal the same twice")
    func tenThousandLevels() {
        var prompts = Set<Prompt>()
        for number in 13...10_012 {
            let level = LevelGenerator.level(number: number)
            guard LevelValidator.firstProblem(in: level) == nil else {
                Issue.record("level \(number): \(LevelValidator.firstProblem(in: level)!)")
                return
            }
            #expect(level.number == number)
            for requirement in level.prompt.requirements where level.cards(satisfying: requirement).count != 1 {
                Issue.record("level \(number): \(requirement) is shown by \(level.cards(satisfying: requirement).count) cards")
            }
            if Set(level.cards.map(\.attribute)).count != level.cards.count {
                Issue.record("level \(number) has two identical cards")
            }
            if ![6, 9, 12, 16].contains(level.cards.count) || level.cards.count != LevelRamp.cardCount(forLevel: number) {
                Issue.record("level \(number) has \(level.cards.count) cards")
            }
            let counts = level.cards.compactMap { card -> Int? in
                if case .count(let n) = card.attribute { n } else { nil }
            } + [level.prompt.count]
            if !counts.allSatisfy(Attribute.countRange.contains) {
                Issue.record("level \(number) has a count outside 1...6: \(counts)")
            }
            if level.prompt.size == nil { Issue.record("level \(number) has no size requirement") }
            if LevelGenerator.level(number: number) != level { Issue.record("level \(number) dealt twice differs") }
            prompts.insert(level.prompt)
        }
        #expect(prompts.count > 400, "only \(prompts.count) different prompts")
    }

    @Test("the first levels follow the ramp too: 6, 9, 12, 16 cards; a size from level 5", arguments: 1...12)
    func earlyLevelsFollowTheRamp(_ number: Int) throws {
        let level = LevelGenerator.level(number: number)
        try LevelValidator.validate(level)
        #expect(level.cards.count == LevelRamp.cardCount(forLevel: number))
        #expect(level.columns == LevelRamp.columns(forLevel: number))
        #expect((level.prompt.size != nil) == (number >= 5))
        if number <= 4 { #expect(!level.cards.contains { $0.attribute.kind == .size }) }
    }

    @Test("huge level numbers deal valid levels")
    func hugeNumbers() throws {
        for number in [Int.max, Int.max - 1, 1 << 40] {
            try LevelValidator.validate(LevelGenerator.level(number: number))
        }
    }

    /// Pinned cards: if these change, every player's generated levels changed under them.
    @Test("the same number deals the same cards on every machine and every release")
    func pinnedDeals() {
        let level13 = LevelGenerator.level(number: 13)
        #expect(level13.prompt == Prompt(count: 1, size: .small, colour: .green, shape: .triangle))
        #expect(level13.cards.map(\.attribute) == [
            .count(6), .shape(.triangle), .count(3), .colour(.yellow),
            .count(4), .count(2), .colour(.red), .size(.small),
            .shape(.star), .colour(.blue), .shape(.diamond), .size(.big),
            .colour(.orange), .count(1), .colour(.green), .shape(.rectangle),
        ])
        #expect(fingerprint(of: (13...1012).map(LevelGenerator.level(number:))) == 0xAFCA_ECEC_8B6B_5186)
    }

    /// The generator under the deals, and under level-fuzz's inputs: SplitMix64's published
    /// reference outputs for seed 0.
    @Test("SplitMix64 gives the reference sequence")
    func splitMix64ReferenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect((0..<3).map { _ in random.next() } == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }
}

/// FNV-1a over a text rendering of the levels: stable across runs, unlike `hashValue`.
private func fingerprint(of levels: [Level]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for level in levels {
        let text = "\(level.number)|\(level.prompt.requirements)|\(level.columns)|\(level.cards.map(\.attribute))"
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
    }
    return hash
}
