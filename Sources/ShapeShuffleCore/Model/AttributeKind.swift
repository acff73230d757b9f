/// Which part of a prompt an attribute belongs to: a kind of card. Its raw value is its field in
/// the level file and its key in the saved progress.
public enum AttributeKind: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
    case count, size, colour, shape

    /// Board order: the order of the slots.
    public static func < (lhs: AttributeKind, rhs: AttributeKind) -> Bool {
        lhs.facts.boardPlace < rhs.facts.boardPlace
    }
}

/// Every fact about a kind of card, one row a kind. The switch has no `default:`, so a new kind
/// is a compile error here first, and then at each word and rule that must say something about it.
extension AttributeKind {
    public struct Facts: Sendable {
        /// Its slot's place on the board, from the left.
        public let boardPlace: Int
        /// Its place where a grown-up reads the kinds one after another: the progress columns and
        /// chart, the practice groups and files, the level file's messages.
        public let readingPlace: Int
        /// The part it plays in a prompt's sentence.
        public let promptPart: PromptPart
        /// Its list's key in a practice file.
        public let practiceKey: String
        /// How files write a value of a kind counted in numbers (the value of the number, unchecked:
        /// the level and practice checks name a number out of range); nil where values are names.
        let fromNumber: (@Sendable (Int) -> Attribute)?
        /// Every value a card of this kind may show, in a fixed order (the declared order of its
        /// values), so that anything built from this list, such as a generated level, is the same
        /// on every run.
        public let values: [Attribute]
        /// The words naming it, from its words file (`Core/Words/Kinds/`).
        let names: KindNames
    }

    public var facts: Facts {
        switch self {
        case .count:
            Facts(boardPlace: 0, readingPlace: 0, promptPart: .number, practiceKey: "numbers", fromNumber: Attribute.count,
                  values: Attribute.countRange.map(Attribute.count),
                  names: CountWords.names)
        case .size:
            Facts(boardPlace: 1, readingPlace: 3, promptPart: .describing, practiceKey: "sizes", fromNumber: nil,
                  values: Size.allCases.map(Attribute.size),
                  names: SizeWords.names)
        case .colour:
            Facts(boardPlace: 2, readingPlace: 1, promptPart: .describing, practiceKey: "colours", fromNumber: nil,
                  values: Colour.allCases.map(Attribute.colour),
                  names: ColourWords.names)
        case .shape:
            Facts(boardPlace: 3, readingPlace: 2, promptPart: .noun, practiceKey: "shapes", fromNumber: nil,
                  values: Shape.allCases.map(Attribute.shape),
                  names: ShapeWords.names)
        }
    }

    /// The kinds in the order of the slots: count, size, colour, shape.
    public static let boardOrder: [AttributeKind] = allCases.sorted { $0.facts.boardPlace < $1.facts.boardPlace }

    /// The kinds in the order a grown-up reads them: number, colour, shape, size.
    public static let readingOrder: [AttributeKind] = allCases.sorted { $0.facts.readingPlace < $1.facts.readingPlace }

    /// Every attribute of this kind, in a fixed order.
    public var allAttributes: [Attribute] { facts.values }

    /// The value of this kind that `text` keeps (`Attribute.storedValue`), or nil.
    func attribute(stored text: String) -> Attribute? {
        allAttributes.first { $0.storedValue == text }
    }

    /// Whether a prompt may leave this kind out: a kind whose names have no `chooseOne`, which a
    /// practice need not choose (no size chosen, no size asked for). Older level files have no size.
    public var mayBeLeftOut: Bool { facts.names.chooseOne == nil }
}
