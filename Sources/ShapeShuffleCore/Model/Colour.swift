/// The colours a colour card, a prompt or a slot can name.
public enum Colour: String, CaseIterable, Codable, Sendable, Hashable {
    case red, orange, yellow, green, blue, purple
}
