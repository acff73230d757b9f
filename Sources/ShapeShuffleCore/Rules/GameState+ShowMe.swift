/// A right card Show me rings: it fills an unfilled slot of the level in play.
public struct ShowMeHint: Hashable, Sendable {
    public let card: Int
    public let slot: Int
    public let attribute: Attribute
}

/// The "Show me" assist: the rules pick the card, the words say it, the front rings it.
extension GameState {
    /// A card still in the grid that fills an unfilled slot, never a distractor; nil once the level
    /// is done. From `near` on in reading order, so asking again after moving on rings a card ahead.
    public func rightCard(near focus: Int? = nil) -> ShowMeHint? {
        guard !isComplete else { return nil }
        let candidates = cards.compactMap { state -> ShowMeHint? in
            guard state.isInGrid,
                  let slot = slots.firstIndex(where: { !$0.isFilled && $0.requirement == state.card.attribute })
            else { return nil }
            return ShowMeHint(card: state.card.number, slot: slot, attribute: state.card.attribute)
        }
        let start = focus ?? 1
        return candidates.first { $0.card >= start } ?? candidates.first
    }

    /// Rings a right card: it turns face up (the child sees and hears what it is) and the level
    /// counts as won with help.
    public mutating func showMe(near focus: Int? = nil) -> ShowMeHint? {
        guard let hint = rightCard(near: focus) else { return nil }
        reveal(hint.card)
        markHelped()
        return hint
    }

    /// Whether Show me is offered by itself after this move: on every `afterMistakes`-th mistake
    /// (0 is never).
    public func offersShowMe(after outcome: MoveOutcome, afterMistakes: Int) -> Bool {
        guard afterMistakes > 0, case .mistake = outcome, !isComplete else { return false }
        return mistakes % afterMistakes == 0
    }
}
