import CGtk
import ShapeShuffleCore

/// Show me and the guided first level, as the controller runs them: the core picks the
/// card, plans the guided moves and words them; this shows, says and times them.
extension GameController {
    /// Rings a right card, moves focus to it and says it: the game's voice through `Narration`,
    /// a screen reader through the card's description, as after a move. Nothing once the level is done.
    /// `after` leads that description when Show me offers itself after a mistake, so a screen
    /// reader, whose focus leaves the wrong card at once, still hears what the mistake was.
    func showMe(after earlier: String? = nil) {
        guard let screen = level, guide?.isRunning != true else { return }
        let before = focusedCard?.number
        guard let hint = child.session.showMe(near: before), let game = child.session.game else { return }
        let line = describer.words.sentences([earlier ?? "", describer.words.showMeLine(hint)])
        levelsInPlayWriter.saveSoon()
        window.withoutFocusReports {
            screen.render(game, describer: describer, appearance: appearance, feedback: (hint.card, line), focusing: hint.card)
        }
        screen.ring(card: hint.card)
        // Already on that card, its description may read as before: say it anew.
        if before == hint.card { screen.announce(line, game: game, describer: describer) }
        narrate(.showMe(hint))
        focusChanged()
    }

    /// The game plays the level in play once by itself, slowly, saying what it does.
    func startGuide() {
        guard let screen = level, let game = child.session.game else { return }
        guideShown = true
        let start = describer.words.assist(.guidedStart)
        screen.announce(describer.words.sentences([start, describer.words.taskLine(game.level.prompt)]),
                        game: game, describer: describer)
        narrate(.guidedStart)
        let player = GuidedLevelPlayer(
            steps: GuidedPlan.steps(for: game), window: window.widget,
            play: { [unowned self] in guidedStep($0) },
            handOver: { [unowned self] in handOverFromGuide() })
        guide = player
        player.start()
    }

    /// One step of the guided level: its moves, shown and said, neither kept nor recorded.
    private func guidedStep(_ step: GuidedStep) {
        guard let screen = level else { return }
        var focus = step.card
        var outcomes: [MoveOutcome] = []
        for move in step.moves {
            if let result = child.session.applyGuided(move) {
                focus = result.focus
                outcomes.append(result.outcome)
            }
        }
        guard let game = child.session.game else { return }
        let line = describer.words.guidedLine(step)
        window.withoutFocusReports {
            screen.render(game, describer: describer, appearance: appearance, feedback: (focus, line), focusing: focus)
        }
        outcomes.forEach(screen.showMark(after:))
        refreshLevelNotes()
        narrate(.guidedStep(step))
    }

    /// The child takes over: level 1 dealt afresh, from the start, with focus on its first card.
    private func handOverFromGuide() {
        guard guide != nil, let number = child.session.game?.level.number else { return }
        guide = nil
        child.session.startOver()
        play(level: number)
        guard let screen = level, let game = child.session.game else { return }
        let words = describer.words
        screen.announce(words.sentences([words.assist(.guidedHandOver), words.taskLine(game.level.prompt)]),
                        game: game, describer: describer)
        narrate(.guidedHandOver)
    }

    /// Leaving the level stops the guided level without handing over.
    func endGuide() {
        guard let player = guide else { return }
        guide = nil
        if player.isRunning { player.stop() }
    }
}
