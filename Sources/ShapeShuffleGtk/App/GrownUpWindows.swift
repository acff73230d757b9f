import CGtk
import ShapeShuffleCore

/// The grown-up lock in front of everything for grown-ups, and the windows behind it: Settings
/// (with Players and Progress over it), the progress view and the shortcuts. Start over and Quit,
/// once granted, are their owners' (`GameController.carryOut`).
@MainActor
final class GrownUpWindows {
    private let window: MainWindow
    private let application: UnsafeMutablePointer<GtkApplication>
    private let grownUps: GrownUps
    private let modals: ModalCoordinator
    private let store: GameStore
    /// Players, over Settings: the children's flow's.
    private let openPlayers: @MainActor (UnsafeMutablePointer<GtkWindow>) -> Void
    /// A change in Settings, applied to every screen, the voice and the scan (`GameController.update`).
    private let changeSettings: @MainActor ((inout Settings) -> Void) -> Void
    /// The computer's settings changed: kiosk mode applies at once.
    private let grownUpsChanged: @MainActor () -> Void

    init(window: MainWindow, application: UnsafeMutablePointer<GtkApplication>, grownUps: GrownUps, modals: ModalCoordinator,
         store: GameStore, openPlayers: @escaping @MainActor (UnsafeMutablePointer<GtkWindow>) -> Void,
         changeSettings: @escaping @MainActor ((inout Settings) -> Void) -> Void, grownUpsChanged: @escaping @MainActor () -> Void) {
        (self.window, self.application, self.grownUps, self.modals, self.store) = (window, application, grownUps, modals, store)
        (self.openPlayers, self.changeSettings, self.grownUpsChanged) = (openPlayers, changeSettings, grownUpsChanged)
    }

    private var child: PlayerContext { store.child }
    private var words: Words { store.words }

    /// What the core's `GrownUpAccess` says follows an action.
    func carryOut(_ effect: GrownUpEffect) {
        switch effect {
        case .openGate:
            guard let shown = store.game.grownUps.gate?.shown(in: words) else { return }
            modals.open(gate: GrownUpGateDialog(over: window, words: words, showing: shown) { [store] press in
                store.send(.grownUp(.gate(press)))
            })
        case .drawGate:
            if let shown = store.game.grownUps.gate?.shown(in: words) { modals.gate?.draw(shown) }
        case .closeGate:
            modals.gate?.close()
            modals.gateClosed()
        case .grant(.settings): openSettings()
        case .grant(.progress): openProgress(over: window.window)
        // The controller hands these to the level's dialogs and to the game's end instead.
        case .grant(.startOver), .grant(.quit): break
        }
    }

    func openShortcuts() {
        let computer = grownUps.computer
        let unavailable: [GameAction] = (computer.mayQuit ? [] : [.quit]) + (computer.mayLeaveFullScreen ? [] : [.fullScreen])
        modals.open(.shortcuts, ShortcutsWindow(over: window.window, application: application, words: words, leavingOut: Set(unavailable)))
    }

    func openSettings() {
        modals.open(.settings, SettingsWindow(over: window.window, preferences: { [unowned self] in child.preferences },
                                              intents: SettingsIntents(
            change: { [unowned self] in changeSettings($0) },
            closed: { [unowned self] in modals.closed(.settings) },
            groupShown: { [unowned self] group in rememberSettingsGroup(group) },
            openPlayers: openPlayers,
            practice: PracticeIntents(
                choice: { [unowned self] in child.practice.choice },
                choose: { [unowned self] in if let notice = child.practice.choose($0) { store.tell(notice) } }),
            openProgress: { [unowned self] in openProgress(over: $0) },
            whoseGame: { [store] in store.whoseGame }),
            sections: [GrownUpSettingsSection(grownUps: grownUps, words: words,
                                              severalChildren: { [store] in store.whoseGame != nil }) { [unowned self] in
                updateGrownUps($0)
            }]))
    }

    /// The grown-ups' progress view over `parent`: every child's progress, the one playing as the
    /// session has it now. Callers put it behind the lock.
    func openProgress(over parent: UnsafeMutablePointer<GtkWindow>) {
        modals.open(.progress, ProgressWindow(over: parent, players: everyonesProgress, words: words, appearance: store.appearance))
    }

    /// Every child's progress: the one playing as the session has it now, the others as their files hold it.
    private var everyonesProgress: [(name: String, progress: Progress)] {
        let playing = store.session.progress
        guard let profiles = store.profiles else { return [("", playing)] }
        return profiles.setup.everyonesProgress(playing: playing, current: store.game.whoPlays?.current, words: words) { location in
            var saved = SaveStore.progress(at: location)
            return saved.load().value
        }
    }

    /// Kept in the child's settings, without laying the screens out again: nothing shown changes.
    private func rememberSettingsGroup(_ group: SettingsGroup) {
        guard child.preferences.settings.settingsGroup != group else { return }
        if let notice = child.preferences.update({ $0.settingsGroup = group }) { store.tell(notice) }
    }

    /// A change to the grown-ups' settings: saved, and kiosk mode applied at once.
    private func updateGrownUps(_ choice: GrownUpChoice) {
        if let notice = grownUps.choose(choice) { store.tell(notice) }
        grownUpsChanged()
    }
}
