/// What a grown-up chooses for a practice: which numbers, colours, shapes and sizes may appear,
/// how many cards each level deals and how many levels the practice has. The values are kept as a
/// set, so equal choices are equal whatever order they were chosen in.
/// No size chosen means the prompts name no size.
public struct PracticeChoice: Hashable, Sendable {
    /// Every chosen value of every kind; a number outside the counts is kept so `problem` names it.
    private var chosen: Set<Attribute> = []
    public var cardsPerLevel: Int
    public var levelCount: Int

    /// How many levels a practice may have.
    public static let levelCountRange = 1...20
    /// The fewest cards any level deals (a count, a colour and a shape) up to the grid's limit.
    public static let cardRange = 3...LevelValidator.maximumCards

    public init(numbers: [Int], colours: [Colour], shapes: [Shape], sizes: [Size] = [],
                cardsPerLevel: Int, levelCount: Int) {
        self.init(numbers.map(Attribute.count) + colours.map(Attribute.colour) + shapes.map(Attribute.shape)
                  + sizes.map(Attribute.size), cardsPerLevel: cardsPerLevel, levelCount: levelCount)
    }

    /// Each value of `chosen` in its kind's list.
    public init(_ chosen: [Attribute], cardsPerLevel: Int, levelCount: Int) {
        self.chosen = Set(chosen)
        self.cardsPerLevel = cardsPerLevel
        self.levelCount = levelCount
    }

    /// The chosen numbers, smallest first, any outside the counts among them.
    public var numbers: [Int] { chosen.compactMap { if case .count(let n) = $0 { n } else { nil } }.sorted() }
    public var sizes: [Size] { values(of: .size).compactMap { if case .size(let s) = $0 { s } else { nil } } }

    /// Numbers 1 to 3, three colours and three shapes, no size, 6 cards, 5 levels: a first practice.
    public static let standard = PracticeChoice(
        numbers: [1, 2, 3], colours: [.red, .yellow, .blue], shapes: [.circle, .square, .triangle],
        cardsPerLevel: 6, levelCount: 5)

    /// Whether the prompts name a size.
    public var asksForSize: Bool { !values(of: .size).isEmpty }

    /// The kinds every prompt names: those a practice must choose, and those chosen.
    private var askedKinds: [AttributeKind] {
        AttributeKind.allCases.filter { !$0.mayBeLeftOut || !values(of: $0).isEmpty }
    }

    /// One card per requirement: 3, or 4 with a size.
    public var fewestCards: Int { askedKinds.count }

    /// Every requirement's card plus every other chosen value, up to the grid's limit: no two cards
    /// may be alike, so a level cannot deal more.
    public var mostCards: Int {
        let others = askedKinds.map { values(of: $0).count - 1 }.reduce(0, +)
        return min(LevelValidator.maximumCards, fewestCards + max(0, others))
    }

    /// Why this choice cannot make a level, or nil when it can.
    public var problem: PracticeProblem? {
        if let outside = numbers.first(where: { !Attribute.countRange.contains($0) }) { return .numberOutOfRange(outside) }
        if let none = AttributeKind.readingOrder.first(where: { !$0.mayBeLeftOut && values(of: $0).isEmpty }) {
            return .noneChosen(none)
        }
        if !Self.levelCountRange.contains(levelCount) { return .levelCountOutOfRange(levelCount) }
        if cardsPerLevel < fewestCards { return .tooFewCards(cards: cardsPerLevel, fewest: fewestCards) }
        if cardsPerLevel > mostCards { return .tooManyCards(cards: cardsPerLevel, most: mostCards) }
        return nil
    }

    /// Whether `attribute` is one of the chosen values.
    public func allows(_ attribute: Attribute) -> Bool { chosen.contains(attribute) }

    /// Adds `attribute` to the chosen values, or takes it away.
    public mutating func choose(_ attribute: Attribute, _ on: Bool) {
        if on { chosen.insert(attribute) } else { chosen.remove(attribute) }
    }

    /// The chosen values of one kind, in a fixed order.
    public func values(of kind: AttributeKind) -> [Attribute] {
        kind.allAttributes.filter(allows)
    }

    /// The chosen values of one kind as a file keeps them: in a fixed order, any number outside the
    /// counts last, smallest first.
    func chosen(of kind: AttributeKind) -> [Attribute] {
        let outside = chosen.filter { $0.kind == kind && !kind.allAttributes.contains($0) }
        return values(of: kind) + outside.sorted { Int($0.storedValue) ?? 0 < Int($1.storedValue) ?? 0 }
    }
}

/// Why a practice choice cannot make a level.
public enum PracticeProblem: Hashable, Sendable, Error {
    case numberOutOfRange(Int)
    /// None of a kind every prompt names is chosen.
    case noneChosen(AttributeKind)
    case levelCountOutOfRange(Int)
    case tooFewCards(cards: Int, fewest: Int)
    case tooManyCards(cards: Int, most: Int)

    /// The field of a practice the problem is in.
    public var field: PracticeField {
        switch self {
        case .numberOutOfRange: .values(.count)
        case .noneChosen(let kind): .values(kind)
        case .levelCountOutOfRange: .levels
        case .tooFewCards, .tooManyCards: .cardsPerLevel
        }
    }

    /// What is wrong, for the grown-up who wrote the file (the Settings section says it in the
    /// game's language, through `PracticeText`).
    public var message: String {
        let counts = Attribute.countRange
        let levels = PracticeChoice.levelCountRange
        return switch self {
        case .numberOutOfRange(let n): "\(n) is outside \(counts.lowerBound)...\(counts.upperBound)"
        case .noneChosen(let kind): kind.noneChosenClause
        case .levelCountOutOfRange(let n): "\(n) levels; a practice has \(levels.lowerBound) to \(levels.upperBound)"
        case .tooFewCards(let cards, let fewest):
            "\(cards) cards is fewer than the \(fewest) things each prompt asks for"
        case .tooManyCards(let cards, let most):
            "\(cards) cards, but the chosen values make at most \(most) different cards"
        }
    }
}

/// One field of a practice: the values chosen of a kind, or its length.
public enum PracticeField: Hashable, Sendable {
    case values(AttributeKind)
    case cardsPerLevel, levels

    /// The field's key in a practice file.
    public var key: String {
        switch self {
        case .values(let kind): kind.facts.practiceKey
        case .cardsPerLevel: "cardsPerLevel"
        case .levels: "levels"
        }
    }

    /// Every field, in the order of a practice file.
    static let all: [PracticeField] = AttributeKind.readingOrder.map(PracticeField.values) + [.cardsPerLevel, .levels]
}

private extension AttributeKind {
    /// The English sentence Settings shows when none is chosen, as a clause after the field:
    /// "choose at least one number".
    var noneChosenClause: String {
        let sentence = facts.names.chooseOne?.english ?? "Choose at least one \(rawValue)."
        return sentence.prefix(1).lowercased() + sentence.dropFirst().dropLast()
    }
}
