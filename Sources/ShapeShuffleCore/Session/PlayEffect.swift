/// What the game does after an action, beyond the state it changed: decided by the core as values,
/// so every decision is tested without a window, and the front only carries each out, in order.
public enum PlayEffect: Hashable, Sendable {
    /// The guided first level stops playing itself, with no hand-over.
    case endGuide
    /// The guided first level stops at once, and hands the level over (`PlayAction.guideStopped`
    /// follows): a key, a click or a move while it plays does nothing else.
    case stopGuide
    /// Switch scanning starts again from the first item of the next screen.
    case resetScan
    /// Home shows, with focus on this element.
    case showHome(focusing: ElementID)
    /// The level the session has in play shows, focus on `GameSession.cardToFocusOnStart`.
    case showLevel
    /// The guided first level starts playing itself: its clock ticks slowly (`PlayAction.guideTick`),
    /// and any key or click stops it.
    case startGuide
    /// A step of the guided level shows: its moves' marks, and focus on this card, which says it.
    case showGuidedStep(GuidedStep, focusing: Int, outcomes: [MoveOutcome])
    /// Said through the screen reader on the focused element: an assist's words, then the task.
    case announce(AssistText, task: Prompt)
    /// The level shows the move: its cards, its mark, and focus on this card, which says what happened.
    case showMove(MoveOutcome, focusing: Int)
    /// The level in play is written now (leaving it), or a moment later, after the move is painted.
    case saveLevelsInPlayNow
    case saveLevelsInPlaySoon
    /// The level in play changed in a way written only with the next write (the card with focus).
    case markLevelsInPlayUnsaved
    /// The card chosen by mistake shakes.
    case shake(card: Int)
    /// The game's voice says it (with its sound), and the level's caption shows it; `sayAtOnce`
    /// cuts off whatever was being said.
    case say(SpokenEvent)
    case sayAtOnce(SpokenEvent)
    /// The task again, said and shown on the level.
    case hearTask(Prompt)
    /// Stars or a level's history changed: written at once.
    case saveProgress
    /// Well done opens, offering what comes after; after a practice's last level, Practice done.
    case showLevelComplete(then: LevelAfter)
    /// Show me rings this right card and focuses it; `afterMove` is the mistake it offered itself
    /// after, whose words lead the card's, or nil when the child asked. `sayAgain` when focus was
    /// already on that card: its description may read as it did, and a screen reader says only
    /// what changed, so the line is told anew.
    case showHint(ShowMeHint, afterMove: MoveOutcome?, sayAgain: Bool)
    /// Focus has settled after the screen changed under it: Add and Pin follow the focused card,
    /// and the level in play keeps it.
    case followFocus
}

/// What a finished level offers next.
public enum LevelAfter: Hashable, Sendable {
    /// Next level: this level of the game.
    case level(Int)
    /// Next level: this level of the practice in play.
    case practiceLevel(Int)
    /// The practice's last level is done: Practice done, and Home.
    case practiceDone
}

extension GameState {
    /// The effects of the move that ended in `outcome`, this state being the level after it.
    /// `progressChanged` is the session's word that progress must be written; `then` is what
    /// Well done offers once the level is done.
    public func effects(after outcome: MoveOutcome, progressChanged: Bool, then next: LevelAfter) -> [PlayEffect] {
        var effects: [PlayEffect] = [.saveLevelsInPlaySoon]
        if case .mistake(let card) = outcome { effects.append(.shake(card: card)) }
        effects.append(.say(.moved(outcome, level: level)))
        if progressChanged { effects.append(.saveProgress) }
        if isComplete {
            effects.append(.showLevelComplete(then: next))
            effects.append(.say(helped ? .levelCompleteWithHelp(stars: stars) : .levelComplete(stars: stars)))
            if next == .practiceDone { effects.append(.say(.practiceDone)) }
        }
        return effects
    }
}
