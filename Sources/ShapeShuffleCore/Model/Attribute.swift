/// What one card shows and what one requirement of a prompt asks for.
public enum Attribute: Hashable, Sendable {
    case count(Int)
    case colour(Colour)
    case shape(Shape)
    case size(Size)

    /// The counts a prompt or number card may name.
    public static let countRange: ClosedRange<Int> = 1...6

    public var kind: AttributeKind {
        switch self {
        case .count: .count
        case .colour: .colour
        case .shape: .shape
        case .size: .size
        }
    }
}

/// Which part of a prompt an attribute belongs to; also the order of the slots on the board.
public enum AttributeKind: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
    case count, size, colour, shape

    public static func < (lhs: AttributeKind, rhs: AttributeKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
