import CGtk
import ShapeShuffleCore

/// What the grown-ups' windows reach of the game: the child playing, the lock as the core has it,
/// the notice bar, and the controller's ways to send the core an action and to apply a change to
/// the child's settings everywhere.
@MainActor
struct GrownUpHooks {
    let child: @MainActor () -> PlayerContext
    /// The child's progress now, as the game has it.
    let progress: @MainActor () -> Progress
    /// The open lock, as `Game.grownUps` has it.
    let gate: @MainActor () -> GateFlow<GateRandomSource>?
    /// To the core's one reducer (`GameController.send`), which hands the effects back to `carryOut`.
    let send: @MainActor (GrownUpAction) -> Void
    let say: @MainActor (SaveNotice) -> Void
    /// A change in Settings, applied to every screen, the voice and the scan (`GameController.update`).
    let changeSettings: @MainActor ((inout Settings) -> Void) -> Void
    /// The computer's settings changed: kiosk mode applies at once.
    let grownUpsChanged: @MainActor () -> Void
    /// Start over's question, and ending the game: granted here, carried out by their owners.
    let startOver: @MainActor () -> Void
    let quit: @MainActor () -> Void
}

/// The grown-up lock in front of everything for grown-ups, and the windows behind it: Settings
/// (with Players and Progress over it), the progress view and the shortcuts.
@MainActor
final class GrownUpWindows {
    private let window: MainWindow
    private let application: UnsafeMutablePointer<GtkApplication>
    private let grownUps: GrownUps
    private let modals: ModalCoordinator
    private let children: ChildrenFlow
    private let hooks: GrownUpHooks

    init(window: MainWindow, application: UnsafeMutablePointer<GtkApplication>, grownUps: GrownUps,
         modals: ModalCoordinator, children: ChildrenFlow, hooks: GrownUpHooks) {
        (self.window, self.application, self.grownUps, self.modals, self.children, self.hooks) =
            (window, application, grownUps, modals, children, hooks)
    }

    private var child: PlayerContext { hooks.child() }
    private var words: Words { child.preferences.describer.words }

    /// A grown-up's request, granted at once while the lock is off, or once a grown-up has passed
    /// the lock, which says what it stands before (the core's `GrownUpAccess` decides). Everything
    /// meant for grown-ups comes here.
    func ask(_ request: GrownUpRequest) { hooks.send(.ask(request)) }

    /// What the core's `GrownUpAccess` says follows an action.
    func carryOut(_ effect: GrownUpEffect) {
        switch effect {
        case .openGate:
            guard let shown = hooks.gate()?.shown(in: words) else { return }
            modals.open(gate: GrownUpGateDialog(over: window, words: words, showing: shown) { [unowned self] press in
                hooks.send(.gate(press))
            })
        case .drawGate:
            if let shown = hooks.gate()?.shown(in: words) { modals.gate?.draw(shown) }
        case .closeGate:
            modals.gate?.close()
            modals.gateClosed()
        case .grant(let request):
            switch request {
            case .settings: openSettings()
            case .progress: openProgress(over: window.window)
            case .startOver: hooks.startOver()
            case .quit: hooks.quit()
            }
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
            change: { [unowned self] in hooks.changeSettings($0) },
            closed: { [unowned self] in modals.closed(.settings) },
            groupShown: { [unowned self] group in rememberSettingsGroup(group) },
            openPlayers: { [unowned self] in children.openPlayers(over: $0) },
            practice: PracticeIntents(
                choice: { [unowned self] in child.practice.choice },
                choose: { [unowned self] in if let notice = child.practice.choose($0) { hooks.say(notice) } }),
            openProgress: { [unowned self] in openProgress(over: $0) },
            whoseGame: { [unowned self] in children.whoseGame }),
            sections: [GrownUpSettingsSection(grownUps: grownUps, words: words,
                                              severalChildren: { [unowned self] in children.whoseGame != nil }) { [unowned self] in
                updateGrownUps($0)
            }]))
    }

    /// The grown-ups' progress view over `parent`: every child's progress, the one playing as the
    /// session has it now. Callers put it behind the lock.
    func openProgress(over parent: UnsafeMutablePointer<GtkWindow>) {
        modals.open(.progress, ProgressWindow(over: parent, players: children.everyonesProgress(playing: hooks.progress()),
                                              words: words, appearance: child.preferences.appearance))
    }

    /// Kept in the child's settings, without laying the screens out again: nothing shown changes.
    private func rememberSettingsGroup(_ group: SettingsGroup) {
        guard child.preferences.settings.settingsGroup != group else { return }
        if let notice = child.preferences.update({ $0.settingsGroup = group }) { hooks.say(notice) }
    }

    /// A change to the grown-ups' settings: saved, and kiosk mode applied at once.
    private func updateGrownUps(_ choice: GrownUpChoice) {
        if let notice = grownUps.choose(choice) { hooks.say(notice) }
        hooks.grownUpsChanged()
    }
}
