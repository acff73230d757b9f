/// The sizes a size card, a prompt or a slot can name (from the later levels on).
public enum Size: String, CaseIterable, Codable, Sendable, Hashable {
    case big, small
}

extension Size: CardValue {
    var attribute: Attribute { .size(self) }

    /// The other size: with only two, big and small are always each other's neighbour.
    var neighbours: [Size] { Size.allCases.filter { $0 != self } }
}
