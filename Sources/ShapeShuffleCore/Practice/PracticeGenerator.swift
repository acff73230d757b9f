/// Deals the levels of a practice: every requirement and every distractor is one of the chosen
/// values, and every level meets `LevelValidator`. The choice and the level's place in the practice
/// are the only seed, so the same practice deals the same levels on every run and every machine.
public enum PracticeGenerator {
    private static let salt: UInt64 = 0x5072_6163_7469_6365

    /// Level `index` (1-based) of the practice, numbered `index`; nil when the choice has a problem.
    public static func level(_ index: Int, of choice: PracticeChoice) -> Level? {
        guard choice.problem == nil, index >= 1 else { return nil }
        var random = SplitMix64(seed: seed(for: choice, index: index))
        // A kind none of whose values is chosen is one the prompts leave out (`problem` saw to it).
        let picked = AttributeKind.boardOrder.map(choice.values(of:)).filter { !$0.isEmpty }.map { random.pick($0) }
        guard let prompt = Prompt(picked) else { return nil }
        let requirements = prompt.requirements
        let distractors = LevelGenerator.distractors(
            for: requirements, count: choice.cardsPerLevel - requirements.count,
            closeness: closeness(ofLevel: index, in: choice), random: &random,
            values: choice.values(of:))
        let cards = choice.cardsPerLevel
        return Level(number: index, prompt: prompt, attributes: random.shuffled(requirements + distractors),
                     columns: min(cards, cards <= 9 ? 3 : 4))
    }

    /// Close distractors rise through the practice as they do through the game: none in the first
    /// level, every one in the last.
    static func closeness(ofLevel index: Int, in choice: PracticeChoice) -> Double {
        guard choice.levelCount > 1 else { return 0.5 }
        return Double(min(index, choice.levelCount) - 1) / Double(choice.levelCount - 1)
    }

    /// Mixes every chosen value into one number, in a fixed order (never `hashValue`, which changes
    /// between runs).
    private static func seed(for choice: PracticeChoice, index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: salt)
        var seed = mixer.next()
        func mix(_ value: Int) {
            var step = SplitMix64(seed: seed ^ UInt64(bitPattern: Int64(value)))
            seed = step.next()
        }
        for kind in AttributeKind.allCases {
            for attribute in kind.allAttributes { mix(choice.allows(attribute) ? 1 : 0) }
        }
        [choice.cardsPerLevel, choice.levelCount, index].forEach(mix)
        return seed
    }
}
