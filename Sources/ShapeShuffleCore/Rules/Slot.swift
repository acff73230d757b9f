/// One place on the board: it needs one attribute and holds the card that gave it.
public struct Slot: Hashable, Sendable {
    public let requirement: Attribute
    public internal(set) var filledBy: Card?

    public init(requirement: Attribute) { self.requirement = requirement }

    public var isFilled: Bool { filledBy != nil }
}
