extension GameSession {
    /// The one way the child's actions change the session: the state changes here, and what the
    /// front must do follows as effects, in the order it does them. `settings` are the child's:
    /// Show me offers itself after every so many mistakes, and the guided first level plays.
    public mutating func send(_ action: PlayAction, settings: Settings) -> [PlayEffect] {
        switch action {
        case .openLevel(let number):
            start(level: number)
            return opened(guideWanted: settings.guidedFirstLevel)
        case .openPractice(let choice, let index):
            // A practice with no such level leaves the screen, and the level in play, as they are.
            guard PracticeGenerator.level(index, of: choice) != nil else { return [] }
            startPractice(choice, at: index)
            return opened(guideWanted: false)
        case .move(let move):
            // A move while the guide plays (a switch's, a screen reader's action) only stops it.
            if isGuiding { return [.stopGuide] }
            guard let result = apply(move), let game else { return [] }
            let effects = [.showMove(result.outcome, focusing: result.focus)]
                + game.effects(after: result.outcome, progressChanged: result.progressChanged, then: levelAfter(game))
                + [.followFocus]
            guard game.offersShowMe(after: result.outcome, afterMistakes: settings.showMeAfterMistakes) else { return effects }
            return effects + hint(near: result.focus, afterMove: result.outcome)
        case .showMe(let focus):
            return hint(near: focus, afterMove: nil)
        case .leaveLevel(let element):
            let target = element ?? homeFocusOnLeaving
            guideStepsLeft = nil
            leaveLevel()
            return [.endGuide, .resetScan, .saveLevelsInPlayNow, .showHome(focusing: target)]
        case .startOver:
            guard game != nil else { return [] }
            startOver()
            return [.saveLevelsInPlaySoon] + opened(guideWanted: false)
        case .hearTask:
            return game.map { [.hearTask($0.level.prompt)] } ?? []
        case .guideTick:
            guard var steps = guideStepsLeft else { return [] }
            guard !steps.isEmpty else { return [.stopGuide] }
            let step = steps.removeFirst()
            guideStepsLeft = steps
            var focus = step.card
            var outcomes: [MoveOutcome] = []
            for move in step.moves {
                guard let result = applyGuided(move) else { continue }
                focus = result.focus
                outcomes.append(result.outcome)
            }
            return [.showGuidedStep(step, focusing: focus, outcomes: outcomes), .say(.guidedStep(step))]
        case .guideStopped:
            guard isGuiding else { return [] }
            // The child gets the level afresh, from its first card.
            startOver()
            guard let game else { return [.endGuide] }
            return opened(guideWanted: false)
                + [.announce(.guidedHandOver, task: game.level.prompt), .say(.guidedHandOver)]
        case .cardFocused(let number):
            guard game != nil else { return [] }
            let before = levelsInPlay
            focusMoved(to: number)
            return levelsInPlay == before ? [] : [.markLevelsInPlayUnsaved]
        }
    }

    /// What Well done offers after `game`: the next level of the practice in play, or Practice
    /// done after its last; else the next level of the game.
    private func levelAfter(_ game: GameState) -> LevelAfter {
        guard practice != nil else { return .level(game.level.number + 1) }
        return nextPracticeLevel.map(LevelAfter.practiceLevel) ?? .practiceDone
    }

    /// Show me: a right card rung and said, and the level kept as won with help; nothing once done.
    private mutating func hint(near focus: Int?, afterMove outcome: MoveOutcome?) -> [PlayEffect] {
        guard let hint = showMe(near: focus) else { return [] }
        return [.saveLevelsInPlaySoon, .showHint(hint, afterMove: outcome, sayAgain: focus == hint.card), .say(.showMe(hint)),
                .followFocus]
    }

    /// A level of the game or of a practice has just been dealt or resumed; the guided first level
    /// plays itself on it when it is due and the child's settings want it.
    private mutating func opened(guideWanted: Bool) -> [PlayEffect] {
        guideStepsLeft = nil
        guard let game else { return [.endGuide] }
        let effects: [PlayEffect] = [.endGuide, .resetScan, .showLevel, .sayAtOnce(.levelOpened(game.level.prompt))]
        guard startsGuide(wanted: guideWanted, shownThisRun: guideShownThisRun) else { return effects }
        guideShownThisRun = true
        guideStepsLeft = GuidedPlan.steps(for: game)
        return effects + [.announce(.guidedStart, task: game.level.prompt), .say(.guidedStart), .startGuide]
    }
}
