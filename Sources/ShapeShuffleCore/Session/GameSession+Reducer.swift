extension GameSession {
    /// The one way the child's actions change the session: the state changes here, and what the
    /// front must do follows as effects, in the order it does them. `showMeAfterMistakes` is the
    /// child's setting (0: Show me never offers itself).
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
            return [.showMove(result.outcome, focusing: result.focus)]
                + game.effects(after: result.outcome, progressChanged: result.progressChanged,
                               showMeAfterMistakes: showMeAfterMistakes)
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

    /// A level of the game or of a practice has just been dealt or resumed.
    private func opened() -> [Effect] {
        guard let game else { return [.endGuide] }
        return [.endGuide, .resetScan, .showLevel, .sayAtOnce(.levelOpened(game.level.prompt)), .startGuideIfDue]
    }
}
