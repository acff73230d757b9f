/// How difficulty rises with the level number. Hand-written levels follow it and the generator
/// deals by it: more cards, a size requirement from level 5, and closer distractors.
public enum LevelRamp {
    /// The last level that names only a count, a colour and a shape.
    public static let lastLevelWithoutSize = 4
    /// The level from which every distractor that is close to a requirement is dealt.
    public static let fullClosenessLevel = 12

    /// 6 cards for levels 1–3, 9 for 4–6, 12 for 7–9, then 16.
    public static func cardCount(forLevel number: Int) -> Int {
        switch number {
        case ...3: 6
        case 4...6: 9
        case 7...9: 12
        default: 16
        }
    }

    /// Rows of 3 for 6 and 9 cards, rows of 4 for 12 and 16.
    public static func columns(forLevel number: Int) -> Int {
        cardCount(forLevel: number) <= 9 ? 3 : 4
    }

    /// Whether the prompt also names a size ("three big blue triangles").
    public static func hasSizeRequirement(forLevel number: Int) -> Bool {
        number > lastLevelWithoutSize
    }

    /// Whether the prompts of level `number` name `kind`: a new kind says here from which level on.
    public static func asks(_ kind: AttributeKind, forLevel number: Int) -> Bool {
        switch kind {
        case .count, .colour, .shape: true
        case .size: hasSizeRequirement(forLevel: number)
        }
    }

    /// The share of close distractors dealt, from 0 (levels 1–3: only far ones) to 1 (every close one).
    public static func closeness(forLevel number: Int) -> Double {
        let start = 3
        guard number > start else { return 0 }
        guard number < fullClosenessLevel else { return 1 }
        return Double(number - start) / Double(fullClosenessLevel - start)
    }
}
