extension GameSession {
    /// The one way the child's actions change the session: the state changes here, and what the
    /// front must do follows as effects, in the order it does them. `showMeAfterMistakes` is the
    /// child's setting: Show me offers itself after every so many mistakes (0: never).
    public mutating func send(_ action: Action, showMeAfterMistakes: Int = 0) -> [Effect] {
        switch action {
        case .openLevel(let number):
            start(level: number)
            return opened()
        case .openPractice(let choice, let index):
            // A practice with no such level leaves the screen, and the level in play, as they are.
            guard PracticeGenerator.level(index, of: choice) != nil else { return [] }
            startPractice(choice, at: index)
            return opened()
        case .move(let move):
            guard let result = apply(move), let game else { return [] }
            let effects = [.showMove(result.outcome, focusing: result.focus)]
                + game.effects(after: result.outcome, progressChanged: result.progressChanged) + [.followFocus]
            guard game.offersShowMe(after: result.outcome, afterMistakes: showMeAfterMistakes) else { return effects }
            return effects + hint(near: result.focus, afterMove: result.outcome)
        case .showMe(let focus):
            return hint(near: focus, afterMove: nil)
        case .leaveLevel(let element):
            let target = element ?? homeFocusOnLeaving
            leaveLevel()
            return [.endGuide, .resetScan, .saveLevelsInPlayNow, .showHome(focusing: target)]
        case .startOver:
            guard game != nil else { return [] }
            startOver()
            return [.saveLevelsInPlaySoon] + opened()
        case .hearTask:
            return game.map { [.hearTask($0.level.prompt)] } ?? []
        case .cardFocused(let number):
            guard game != nil else { return [] }
            let before = levelsInPlay
            focusMoved(to: number)
            return levelsInPlay == before ? [] : [.markLevelsInPlayUnsaved]
        }
    }

    /// Show me: a right card rung and said, and the level kept as won with help; nothing once done.
    private mutating func hint(near focus: Int?, afterMove outcome: MoveOutcome?) -> [Effect] {
        guard let hint = showMe(near: focus) else { return [] }
        return [.saveLevelsInPlaySoon, .showHint(hint, afterMove: outcome), .say(.showMe(hint)), .followFocus]
    }

    /// A level of the game or of a practice has just been dealt or resumed.
    private func opened() -> [Effect] {
        guard let game else { return [.endGuide] }
        return [.endGuide, .resetScan, .showLevel, .sayAtOnce(.levelOpened(game.level.prompt)), .startGuideIfDue]
    }
}
