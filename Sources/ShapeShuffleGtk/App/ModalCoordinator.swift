import ShapeShuffleCore

/// Everything open over the screen, each in one place: the child's dialog laid over the game
/// (Well done, Practice done, Start over?), the grown-up lock, and the grown-ups' windows, which
/// may open over one another (Players and Progress over Settings, Players' question over Players).
/// Letting go of a dialog closes it, so a new screen clears the child's dialog by `screenChanged`.
@MainActor
final class ModalCoordinator {
    /// At most one at a time: a level ends in one of them, or asks through one.
    enum ChildDialog {
        case levelComplete(LevelCompleteDialog)
        case practiceDone(PracticeDoneDialog)
        case startOver(ConfirmDialog)
    }

    enum GrownUpWindow: Hashable {
        case find, settings, shortcuts, players, removal, progress
    }

    private(set) var childDialog: ChildDialog?
    /// The grown-up lock, apart from the child's dialog: closing the game's window asks for it
    /// even over Well done.
    private(set) var gate: GrownUpGateDialog?
    private var windows: [GrownUpWindow: AnyObject] = [:]

    func show(_ dialog: ChildDialog) { childDialog = dialog }

    func closeChildDialog() { childDialog = nil }

    /// The one place a new screen clears what was laid over the last one.
    func screenChanged() { childDialog = nil }

    var showsLevelComplete: Bool {
        if case .levelComplete = childDialog { true } else { false }
    }

    func open(gate dialog: GrownUpGateDialog) { gate = dialog }

    func gateClosed() { gate = nil }

    func open(_ kind: GrownUpWindow, _ window: AnyObject) { windows[kind] = window }

    func closed(_ kind: GrownUpWindow) { windows[kind] = nil }

    var settings: SettingsWindow? { windows[.settings] as? SettingsWindow }
    var players: PlayersWindow? { windows[.players] as? PlayersWindow }
}
