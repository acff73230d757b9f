/// One step of the guided first level: the moves the game makes on one card, and why.
public struct GuidedStep: Hashable, Sendable {
    public let card: Int
    public let attribute: Attribute
    /// Whether the card is in the task, so it goes on the board.
    public let fits: Bool
    public let moves: [Move]
}

/// The guided first level: the game plays a level once by itself, card by card in
/// reading order, saying what it does. The plan is made here; the front only times the steps.
public enum GuidedPlan {
    /// The steps that win `game` from where it stands, each card looked at once.
    public static func steps(for game: GameState) -> [GuidedStep] {
        var play = game
        var steps: [GuidedStep] = []
        for state in game.cards where state.isInGrid {
            guard !play.isComplete else { break }
            let number = state.card.number
            let fits = play.rightCard(near: number)?.card == number
            var moves: [Move] = []
            if !(play.card(number)?.isFaceUp ?? true) { moves.append(.flip(card: number)) }
            if fits { moves.append(.add(card: number)) }
            for move in moves { play.apply(move) }
            steps.append(GuidedStep(card: number, attribute: state.card.attribute, fits: fits, moves: moves))
        }
        return steps
    }
}
