/// The sizes a size card, a prompt or a slot can name (from the later levels on).
public enum Size: String, CaseIterable, Codable, Sendable, Hashable {
    case big, small
}
