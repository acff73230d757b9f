/// What the game does after a move, beyond showing it: decided here as values, so the decision
/// is tested without a window, and the front only carries each effect out, in this order.
public enum MoveEffect: Hashable, Sendable {
    /// The level in play is written a moment later, after the move is painted.
    case saveLevelsInPlaySoon
    /// The card chosen by mistake shakes.
    case shake(card: Int)
    /// The game's voice says it (with its sound), and the level's caption shows it.
    case say(SpokenEvent)
    /// Stars or a level's history changed: written at once.
    case saveProgress
    /// Well done (or, after a practice's last level, Practice done) opens.
    case showLevelComplete
    /// Show me rings a right card by itself, after every so many mistakes.
    case offerShowMe
}

extension GameState {
    /// The effects of the move that ended in `outcome`, this state being the level after it.
    /// `progressChanged` is the session's word that progress must be written; Show me offers
    /// itself every `showMeAfterMistakes` mistakes (never at 0).
    public func effects(after outcome: MoveOutcome, progressChanged: Bool, showMeAfterMistakes: Int) -> [MoveEffect] {
        var effects: [MoveEffect] = [.saveLevelsInPlaySoon]
        if case .mistake(let card) = outcome { effects.append(.shake(card: card)) }
        effects.append(.say(.moved(outcome, level: level)))
        if progressChanged { effects.append(.saveProgress) }
        if isComplete {
            effects.append(.showLevelComplete)
            effects.append(.say(helped ? .levelCompleteWithHelp(stars: stars) : .levelComplete(stars: stars)))
        }
        if offersShowMe(after: outcome, afterMistakes: showMeAfterMistakes) { effects.append(.offerShowMe) }
        return effects
    }
}
