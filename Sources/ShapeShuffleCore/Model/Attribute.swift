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

extension Attribute {
    /// The value itself, for what every kind's values answer alike (`CardValue`).
    var value: any CardValue {
        switch self {
        case .count(let n): n
        case .colour(let c): c
        case .shape(let s): s
        case .size(let s): s
        }
    }

    /// The value as files keep it: `2`, `yellow`, `square`, `big`.
    var storedValue: String { value.storedValue }

    /// How an error message names the attribute: `count 2`, `colour yellow`, `shape square`, `size big`.
    var fileDescription: String { "\(kind.rawValue) \(storedValue)" }
}
