/// The colours a colour card, a prompt or a slot can name.
public enum Colour: String, CaseIterable, Codable, Sendable, Hashable {
    case red, orange, yellow, green, blue, purple
}

extension Colour: CardValue {
    var attribute: Attribute { .colour(self) }

    /// Neighbours on the colour wheel: red, orange, yellow, green, blue, purple, and back to red.
    var neighbours: [Colour] {
        switch self {
        case .red: [.orange, .purple]
        case .orange: [.red, .yellow]
        case .yellow: [.orange, .green]
        case .green: [.yellow, .blue]
        case .blue: [.green, .purple]
        case .purple: [.blue, .red]
        }
    }
}
