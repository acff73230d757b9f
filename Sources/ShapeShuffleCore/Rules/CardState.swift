/// Where a card is and how it lies, as the child sees it.
public struct CardState: Hashable, Sendable {
    public let card: Card
    public internal(set) var isFaceUp = false
    public internal(set) var isPinned = false
    public internal(set) var isOnBoard = false

    public init(card: Card) { self.card = card }

    /// A card still in the grid can be flipped, pinned and added.
    public var isInGrid: Bool { !isOnBoard }
}
