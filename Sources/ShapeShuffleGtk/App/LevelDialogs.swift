import CGtk
import ShapeShuffleCore

/// What a level's dialogs reach of the game: the child playing and the controller's ways to
/// move on to another screen.
@MainActor
struct LevelDialogHooks {
    let child: @MainActor () -> PlayerContext
    let session: @MainActor () -> GameSession
    let play: @MainActor (_ level: Int) -> Void
    let playPractice: @MainActor (_ index: Int) -> Void
    let showHome: @MainActor (_ focusing: ElementID?) -> Void
    /// The level in play dealt afresh, once Start over is confirmed.
    let startOver: @MainActor () -> Void
}

/// The dialogs a level ends in, or asks through: Well done, Practice done, Start over.
@MainActor
final class LevelDialogs {
    private let window: MainWindow
    private let modals: ModalCoordinator
    private let hooks: LevelDialogHooks

    init(window: MainWindow, modals: ModalCoordinator, hooks: LevelDialogHooks) {
        self.window = window
        self.modals = modals
        self.hooks = hooks
    }

    private var session: GameSession { hooks.session() }
    private var describer: AccessibilityDescriber { hooks.child().preferences.describer }
    private var appearance: Appearance { hooks.child().preferences.appearance }

    /// Well done over the finished `game`, its Next level opening `next`; Practice done after a
    /// practice's last level (the core has it said).
    func showLevelComplete(_ game: GameState, then next: LevelAfter) {
        let play: @MainActor () -> Void
        switch next {
        case .level(let number): play = { [unowned self] in hooks.play(number) }
        case .practiceLevel(let index): play = { [unowned self] in hooks.playPractice(index) }
        case .practiceDone:
            let done = PracticeDoneDialog(over: window, words: describer.words) { [unowned self] in hooks.showHome(nil) }
            modals.show(.practiceDone(done))
            done.present()
            return
        }
        let completion = LevelCompleteDialog(
            game: game, over: window, describer: describer, appearance: appearance,
            onNext: play, onHome: { [unowned self] in hooks.showHome(nil) })
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
                hooks.startOver()
            }, onCancel: { [unowned self] in modals.closeChildDialog() })))
    }
}
