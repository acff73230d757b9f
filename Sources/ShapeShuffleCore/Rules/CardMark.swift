/// A mark a card shows for a moment after a move, so that a child who cannot hear the voice, or
/// plays with the sound off, sees what happened: a cross on a card that was not in the task, a
/// tick where a card left for the board.
public enum CardMark: Hashable, Sendable {
    case mistake
    case added

    /// Long enough for a young child to look at the card and see the mark; the wrong card turns
    /// back only when its mark is gone.
    public static let mistakeSeconds = 1.6
    public static let addedSeconds = 1.5

    public var seconds: Double {
        switch self {
        case .mistake: Self.mistakeSeconds
        case .added: Self.addedSeconds
        }
    }

    /// The card a move marks, and how; nil for a move that needs no mark (a flip says itself).
    public static func after(_ outcome: MoveOutcome) -> (card: Int, mark: CardMark)? {
        switch outcome {
        case .mistake(let card): (card, .mistake)
        case .added(let card, _, _): (card, .added)
        case .flippedUp, .flippedDown, .pinned, .unpinned, .refused: nil
        }
    }

    /// How the marked card is drawn while the mark lasts: a wrong card stays face up under its
    /// cross, so the child sees which card it was; the core has already turned it back.
    public func shownState(of state: CardState) -> CardState {
        guard self == .mistake else { return state }
        var shown = state
        shown.isFaceUp = true
        return shown
    }
}
