import CGtk
import ShapeShuffleCore

/// The dialogs a level ends in, or asks through: Well done, Practice done, Start over. Each
/// button sends the store its action.
@MainActor
final class LevelDialogs {
    private let window: MainWindow
    private let modals: ModalCoordinator
    private let store: GameStore

    init(window: MainWindow, modals: ModalCoordinator, store: GameStore) {
        (self.window, self.modals, self.store) = (window, modals, store)
    }

    private var describer: AccessibilityDescriber { store.describer }

    /// Well done over the finished `game`, its Next level opening `next`; Practice done after a
    /// practice's last level (the core has it said).
    func showLevelComplete(_ game: GameState, then next: LevelAfter) {
        let goHome: @MainActor () -> Void = { [store] in store.send(.leaveLevel(focusing: nil)) }
        let play: @MainActor () -> Void
        switch next {
        case .level(let number): play = { [store] in store.send(.openLevel(number)) }
        case .practiceLevel(let index): play = { [store] in store.send(.openPractice(store.child.practice.choice, at: index)) }
        case .practiceDone:
            let done = PracticeDoneDialog(over: window, words: describer.words, onHome: goHome)
            modals.show(.practiceDone(done))
            done.present()
            return
        }
        let completion = LevelCompleteDialog(
            game: game, over: window, describer: describer, appearance: store.appearance,
            onNext: play, onHome: goHome)
        modals.show(.levelComplete(completion))
        completion.present()
    }

    /// Asks before dealing the level in play afresh (the F10 menu and the card's actions menu).
    func confirmStartOver() {
        let words = describer.words
        modals.show(.startOver(ConfirmDialog(
            question: words.text(.startOverQuestion), confirm: words.text(.startOver), cancel: words.text(.keepPlaying),
            in: ModalOverlay(title: words.text(.startOverQuestion), over: window), onConfirm: { [unowned self] in
                modals.closeChildDialog()
                store.send(.startOver)
            }, onCancel: { [unowned self] in modals.closeChildDialog() })))
    }
}
