/// The shapes a shape card, a prompt or a slot can name.
public enum Shape: String, CaseIterable, Codable, Sendable, Hashable {
    case circle, square, triangle, rectangle, star, heart, diamond
}

extension Shape: CardValue {
    var attribute: Attribute { .shape(self) }

    /// Shapes with a similar outline: a square is a short rectangle and a turned diamond,
    /// a diamond is two triangles, a star and a heart are pointy and round "picture" shapes.
    var neighbours: [Shape] {
        switch self {
        case .circle: [.heart]
        case .square: [.rectangle, .diamond]
        case .triangle: [.diamond, .star]
        case .rectangle: [.square]
        case .star: [.triangle, .heart]
        case .heart: [.star, .circle]
        case .diamond: [.square, .triangle]
        }
    }
}
