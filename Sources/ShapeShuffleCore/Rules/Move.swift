/// What the child can do to a card.
public enum Move: Hashable, Sendable {
    case flip(card: Int)
    case pin(card: Int)
    case add(card: Int)

    public var cardNumber: Int {
        switch self {
        case .flip(let n), .pin(let n), .add(let n): n
        }
    }
}

/// What a move did. The front shows and says it; nothing here is left for the front to work out.
public enum MoveOutcome: Hashable, Sendable {
    /// The card turned face up; `turnedDown` is the unpinned card that turned face down to make room.
    case flippedUp(card: Int, turnedDown: Int?)
    case flippedDown(card: Int)
    /// Pinning a face-down card reveals it.
    case pinned(card: Int)
    case unpinned(card: Int, turnedDown: Int?)
    /// The card went to the board slot at `slot`; `stars` is set when that finished the level.
    case added(card: Int, slot: Int, stars: Int?)
    /// The card is not in the prompt: it was shown, then turned face down, and a mistake was counted.
    case mistake(card: Int)
    /// The move could not be made; nothing changed.
    case refused(card: Int, reason: RefusalReason)
}

public enum RefusalReason: Hashable, Sendable {
    case noSuchCard
    case alreadyOnBoard
    /// A pinned card stays face up until it is unpinned.
    case pinnedStaysFaceUp
    case levelAlreadyComplete
}
