/// How a card's change is drawn: a card in the grid whose face changed turns over, unless the
/// child asked for reduced motion; Show me's ring is worn only by a card still in the grid, since
/// one on the board or on its slot is no longer a card to choose.
extension CardState {
    /// Whether the card turns over, animated, as it goes from `drawn` to this state.
    public func turnsOver(from drawn: CardState, reducedMotion: Bool) -> Bool {
        isFaceUp != drawn.isFaceUp && isInGrid && !reducedMotion
    }

    /// Whether the card wears Show me's ring when Show me has rung it.
    public func wearsShowMeRing(rung: Bool) -> Bool { rung && isInGrid }
}
