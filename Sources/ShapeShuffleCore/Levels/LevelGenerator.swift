/// Deals the levels past the last hand-written one. The level number is the only seed, so the same
/// number deals the same level on every run and every machine.
public enum LevelGenerator {
    /// Mixed into the seed so that level numbers do not start the generator on trivial states.
    private static let salt: UInt64 = 0x5368_6170_6553_6875

    /// The level with this number (1 or more), following `LevelRamp` and meeting `LevelValidator`.
    public static func level(number: Int) -> Level {
        precondition(number >= 1, "levels count from 1")
        var random = SplitMix64(seed: UInt64(bitPattern: Int64(number)) ^ salt)
        let kinds = AttributeKind.boardOrder.filter { LevelRamp.asks($0, forLevel: number) }
        guard let prompt = Prompt(kinds.map { random.pick($0.allAttributes) }) else {
            preconditionFailure("the ramp asks for every kind a prompt needs")
        }
        let requirements = prompt.requirements
        let distractors = self.distractors(
            for: requirements,
            count: LevelRamp.cardCount(forLevel: number) - requirements.count,
            closeness: LevelRamp.closeness(forLevel: number),
            random: &random
        )
        return Level(
            number: number,
            prompt: prompt,
            attributes: random.shuffled(requirements + distractors),
            columns: LevelRamp.columns(forLevel: number)
        )
    }

    /// Distractors come only from the kinds the prompt names, never repeat, and never satisfy a requirement.
    /// Each close one is dealt with probability `closeness`; far ones fill the rest, close ones if far run out.
    /// `values` lists the values a kind may deal (a practice narrows them to the chosen ones).
    static func distractors(
        for requirements: [Attribute], count: Int, closeness: Double, random: inout SplitMix64,
        values: (AttributeKind) -> [Attribute] = { $0.allAttributes }
    ) -> [Attribute] {
        var close: [Attribute] = []
        var far: [Attribute] = []
        for requirement in requirements {
            for candidate in values(requirement.kind) where candidate != requirement {
                if Closeness.isClose(candidate, to: requirement) {
                    close.append(candidate)
                } else {
                    far.append(candidate)
                }
            }
        }
        var chosen: [Attribute] = []
        var skipped: [Attribute] = []
        for candidate in random.shuffled(close) {
            if chosen.count < count && random.nextUnit() < closeness {
                chosen.append(candidate)
            } else {
                skipped.append(candidate)
            }
        }
        for candidate in random.shuffled(far) + skipped where chosen.count < count {
            chosen.append(candidate)
        }
        return chosen
    }
}
