import CGtk
import ShapeShuffleCore

/// The dialogs a level ends in, or asks through: Well done, Practice done, Start over.
extension GameController {
    func showLevelComplete(_ game: GameState) {
        if child.session.practice != nil { return showPracticeLevelComplete(game) }
        guard let next = child.session.nextLevelNumber else { return }
        let completion = LevelCompleteDialog(
            game: game, over: window, describer: describer,
            onNext: { [unowned self] in play(level: next) },
            onHome: { [unowned self] in showHome(focusing: .levelButton(min(game.level.number, child.session.homeLevelCount))) })
        modals.show(.levelComplete(completion))
        completion.present()
    }

    /// Next level goes on through the practice; after its last level, the practice is done.
    func showPracticeLevelComplete(_ game: GameState) {
        guard let next = child.session.nextPracticeLevel else {
            let done = PracticeDoneDialog(over: window, words: describer.words) { [unowned self] in showHome() }
            modals.show(.practiceDone(done))
            done.present()
            voice.say(narration.utterance(saying: describer.words.practice(.practiceDone)))
            return
        }
        let completion = LevelCompleteDialog(
            game: game, over: window, describer: describer,
            onNext: { [unowned self] in playPractice(at: next) },
            onHome: { [unowned self] in showHome() })
        modals.show(.levelComplete(completion))
        completion.present()
    }

    /// Asks before dealing the level in play afresh (the F10 menu and the card's actions menu).
    func confirmStartOver() {
        guard level != nil, child.session.game != nil else { return }
        let words = describer.words
        modals.show(.startOver(ConfirmDialog(
            question: words.text(.startOverQuestion), confirm: words.text(.startOver), cancel: words.text(.keepPlaying),
            in: ModalOverlay(title: words.text(.startOverQuestion), over: window), onConfirm: { [unowned self] in
                modals.closeChildDialog()
                guard child.session.game != nil else { return }
                child.session.startOver()
                levelsInPlayWriter.saveSoon()
                showLevelScreen()
            }, onCancel: { [unowned self] in modals.closeChildDialog() })))
    }
}
