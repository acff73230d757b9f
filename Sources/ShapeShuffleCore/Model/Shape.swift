/// The shapes a shape card, a prompt or a slot can name.
public enum Shape: String, CaseIterable, Codable, Sendable, Hashable {
    case circle, square, triangle, rectangle, star, heart, diamond
}
