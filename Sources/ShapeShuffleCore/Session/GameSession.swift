/// The game across levels: which level is in play, the levels left unfinished, and the progress
/// the child has made. The front asks it what to show and tells it what the child did; it decides
/// everything else.
public struct GameSession: Sendable {
    public let catalog: LevelCatalog
    public private(set) var progress: Progress
    public internal(set) var game: GameState?
    /// The practice being played, if the level in play is one of its levels (`GameSession+Practice`).
    public internal(set) var practice: PracticeRun?
    /// Levels left before they were finished, each exactly as it was.
    public private(set) var levelsInPlay: LevelsInPlay
    /// The card that takes focus as the level in play opens: the one that had it when the level
    /// was left, or the first in the grid.
    public internal(set) var cardToFocusOnStart: Int?
    /// The day a move is made on, for the grown-ups' progress view; a fixed day in tests.
    public var today: @Sendable () -> CalendarDate = { CalendarDate.today() }
    /// The "cards face up" assist, for every level opened from now on.
    public var facesUp = false
    /// The guided first level's steps not played yet, one at each tick of its clock, while it
    /// plays itself; nil while it does not.
    public internal(set) var guideStepsLeft: [GuidedStep]?
    public var isGuiding: Bool { guideStepsLeft != nil }
    /// Whether the guided first level has played this run.
    public internal(set) var guideShownThisRun = false

    /// The progress as saved, merged with what another game on the same saves wrote meanwhile;
    /// progress only grows, so nothing this session recorded goes.
    public mutating func adoptSavedProgress(_ saved: Progress) { progress = saved }

    public init(catalog: LevelCatalog, progress: Progress, levelsInPlay: LevelsInPlay = LevelsInPlay()) {
        self.catalog = catalog
        self.progress = progress
        self.levelsInPlay = levelsInPlay
    }

    /// Opens level `number` as it was left, or deals it afresh (hand-written, or generated past
    /// the last one). A saved state that no longer fits the level is dropped.
    public mutating func start(level number: Int) {
        practice = nil
        let level = catalog.level(max(1, number))
        if let record = levelsInPlay.record(level: level.number) {
            if let resumed = GameState(level: level, resuming: record, facesUp: facesUp) {
                game = resumed
                cardToFocusOnStart = record.focusedCard.flatMap { resumed.card($0)?.isInGrid == true ? $0 : nil }
                    ?? resumed.firstCardInGrid
                return
            }
            levelsInPlay.forget(level: level.number)
        }
        game = GameState(level: level, facesUp: facesUp)
        cardToFocusOnStart = game?.firstCardInGrid
    }

    /// Cards face up from now on, or not: the level in play, of the game or of a practice, lies
    /// again as it stands, its loose cards turned as the assist says. A finished level stays as it is.
    public mutating func showCardsFaceUp(_ on: Bool) {
        guard facesUp != on else { return }
        facesUp = on
        guard let current = game, !current.isComplete else { return }
        var asItStands = LevelsInPlay()
        asItStands.keep(current, focusedCard: nil)
        game = asItStands.record(level: current.level.number).flatMap { GameState(level: current.level, resuming: $0, facesUp: on) }
            ?? GameState(level: current.level, facesUp: on)
    }

    /// Deals the level in play afresh and forgets how it was left ("Start over").
    public mutating func startOver() {
        guard let number = game?.level.number else { return }
        if let practice { return startPractice(practice.choice, at: number) }
        levelsInPlay.forget(level: number)
        start(level: number)
    }

    public mutating func leaveLevel() {
        game = nil
        practice = nil
    }

    /// Applies a move to the level in play and keeps the level's new state among the levels in
    /// play. `progressChanged` says the progress must be saved now; `focus` is the card that
    /// takes keyboard focus after the move and says what it did (`GameState.cardToFocus`).
    public mutating func apply(_ move: Move) -> (outcome: MoveOutcome, progressChanged: Bool, focus: Int)? {
        guard var current = game else { return nil }
        let outcome = current.apply(move)
        game = current
        let focus = current.cardToFocus(after: outcome, on: move.cardNumber)
        // A practice level is neither kept in play nor counted as progress: its number is its
        // place in the practice, not a level of the game.
        guard practice == nil else { return (outcome, false, focus) }
        levelsInPlay.keep(current, focusedCard: focus)
        if case .mistake(let card) = outcome, let wrong = current.card(card) {
            progress.noteMistake(level: current.level.number, .made(choosing: wrong.card.attribute, on: current.slots),
                                 on: today())
            return (outcome, true, focus)
        }
        guard case .added(_, _, let stars?) = outcome else { return (outcome, false, focus) }
        return (outcome, progress.record(level: current.level.number, stars: stars, helped: current.helped, on: today()),
                focus)
    }

    /// Show me on the level in play: rings a right card, which takes focus, and keeps the level
    /// as won with help. Nil when the level is done.
    public mutating func showMe(near focus: Int?) -> ShowMeHint? {
        guard var current = game, let hint = current.showMe(near: focus) else { return nil }
        game = current
        levelsInPlay.keep(current, focusedCard: hint.card)
        return hint
    }

    /// Whether nobody has played yet: no level finished or left in play (the guided first level).
    public var isNewPlayer: Bool { progress.completedLevels.isEmpty && levelsInPlay.levels.isEmpty }

    /// A move the guided first level makes: played on the level in play, but neither kept nor
    /// recorded, since the child did not make it. The child gets the level afresh (`startOver`).
    public mutating func applyGuided(_ move: Move) -> (outcome: MoveOutcome, focus: Int)? {
        guard var current = game else { return nil }
        let outcome = current.apply(move)
        game = current
        return (outcome, current.cardToFocus(after: outcome, on: move.cardNumber))
    }

    /// Remembers which card has focus in the level in play, so it has it again on return.
    public mutating func focusMoved(to card: Int) {
        guard practice == nil, let game, levelsInPlay.record(level: game.level.number)?.focusedCard != card,
              levelsInPlay.record(level: game.level.number) != nil else { return }
        levelsInPlay.keep(game, focusedCard: card)
    }

    /// Whether the level shows how to add a card: on the game's first level, until a card is on
    /// the board. Tapping a card only turns it over, and nothing else on the screen says what does.
    public var showsAddCardHint: Bool {
        guard practice == nil, let game, game.level.number == 1 else { return false }
        return !game.slots.contains(where: \.isFilled)
    }

    /// Whether the level keeps room for that hint: the whole first level, so the board does not
    /// grow under the child's eyes when the hint goes.
    public var keepsAddCardHintRoom: Bool { practice == nil && game?.level.number == 1 }

    /// The level that "Next level" opens.
    public var nextLevelNumber: Int? { game.map { $0.level.number + 1 } }

    /// The highest level the child has finished or left in play; 0 before any.
    public var furthestLevelReached: Int {
        max(progress.completedLevels.last ?? 0, levelsInPlay.levels.last ?? 0)
    }

    /// How many level buttons Home shows: every hand-written level, and every level up to the
    /// furthest one reached plus the next, generated levels included.
    public var homeLevelCount: Int { max(catalog.homeLevelCount, furthestLevelReached + 1) }

    /// The level Home offers, where its focus lands: the level left in play (the furthest, if
    /// several are), else the first level not finished; level 1 for a new child.
    public var levelToPlayNext: Int {
        if let inPlay = levelsInPlay.levels.last { return inPlay }
        let finished = Set(progress.completedLevels)
        return (1...max(1, homeLevelCount)).first { !finished.contains($0) } ?? homeLevelCount
    }
}
