/// The part a kind plays in a prompt's sentence: how many, what the objects are (the noun), or
/// what describes them.
public enum PromptPart: Sendable {
    case number, noun, describing
}

/// What the child is asked to build: "two yellow squares", later "three big blue triangles".
/// It keeps what it asks for by kind, so a new kind of card needs nothing written here.
public struct Prompt: Hashable, Sendable {
    /// One requirement per named kind; a kind that `mayBeLeftOut` may be missing, every other is here.
    private let asked: [AttributeKind: Attribute]

    /// A prompt asking for `requirements`, one per kind; nil when a kind is given twice or a kind
    /// no prompt may leave out is missing.
    public init?(_ requirements: [Attribute]) {
        let asked = Dictionary(requirements.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
        guard asked.count == requirements.count,
              AttributeKind.allCases.allSatisfy({ $0.mayBeLeftOut || asked[$0] != nil }) else { return nil }
        self.asked = asked
    }

    public init(count: Int, size: Size? = nil, colour: Colour, shape: Shape) {
        asked = [.count: .count(count), .colour: .colour(colour), .shape: .shape(shape)]
            .merging(size.map { [.size: .size($0)] } ?? [:]) { first, _ in first }
    }

    /// One requirement per named attribute, in board order (count, size, colour, shape).
    public var requirements: [Attribute] { AttributeKind.boardOrder.compactMap(requirement(of:)) }

    /// What describes the prompt's objects, in board order: "big", "yellow" in "three big yellow
    /// squares". Each language says these the same way, from their kinds' words, whatever the kind.
    public var describing: [Attribute] { requirements.filter { $0.kind.facts.promptPart == .describing } }

    /// What the prompt asks of `kind`, or nil when it names none.
    public func requirement(of kind: AttributeKind) -> Attribute? { asked[kind] }

    // Each language's grammar orders the words of a prompt its own way, so it reads them by kind.
    public var count: Int {
        guard case .count(let n) = asked[.count] else { preconditionFailure("every prompt names a count") }
        return n
    }
    public var size: Size? {
        guard case .size(let s) = asked[.size] else { return nil }
        return s
    }
    public var colour: Colour {
        guard case .colour(let c) = asked[.colour] else { preconditionFailure("every prompt names a colour") }
        return c
    }
    public var shape: Shape {
        guard case .shape(let s) = asked[.shape] else { preconditionFailure("every prompt names a shape") }
        return s
    }
}
