import CGtk
import ShapeShuffleCore

/// The application's actions: one GAction for each `GameAction` with an application name, with
/// the keys the table and Settings give it. The F10 menu and the shortcuts window read the keys
/// back from the application. Each is enabled only while the core says it can be asked for (Add
/// and Pin while a card has focus, Hear the task and Start over on a level), so GTK shows it
/// disabled elsewhere and its keys do nothing there.
@MainActor
final class GameActions {
    private let application: UnsafeMutablePointer<GtkApplication>
    private var installed: [GameAction: AppAction] = [:]
    /// Whether each action would be enabled now, kept while a child's dialog holds them all back.
    private var wanted: [GameAction: Bool] = [:]
    private var paused = false

    /// `perform` runs the action the player asked for, whichever key or menu asked. The keys
    /// follow the settings' remapped keys from then on.
    init(application: UnsafeMutablePointer<GtkApplication>, settings: Settings, followers: SettingsSubscriptions,
         perform: @escaping @MainActor (GameAction) -> Void) {
        self.application = application
        for action in GameAction.allCases {
            guard let name = action.applicationName else { continue }
            installed[action] = AppAction(name, in: application, accelerators: action.keys) { perform(action) }
        }
        refreshAccelerators(settings)
        followers.subscribe(to: [.keys]) { [unowned self] in refreshAccelerators($0) }
    }

    /// Enables what the core says can be asked for now (`Game.isAvailable`); the rest is shown
    /// disabled, and its keys do nothing.
    func enable(_ available: (Command) -> Bool) {
        for action in installed.keys {
            if let command = action.command { setEnabled(action, available(command)) }
        }
    }

    private func setEnabled(_ action: GameAction, _ enabled: Bool) {
        wanted[action] = enabled
        installed[action]?.isEnabled = enabled && !paused
    }

    /// While a child's dialog shows in the game's window, no key of the game's does anything
    /// but what the dialog offers, as when it was a window of its own.
    func pause(_ paused: Bool) {
        self.paused = paused
        for (action, installed) in installed { installed.isEnabled = (wanted[action] ?? true) && !paused }
    }

    /// Single-key shortcuts follow Settings: remapped, or off altogether (WCAG 2.1.4).
    private func refreshAccelerators(_ settings: Settings) {
        for (action, installed) in installed {
            guard let key = action.remappableKey else { continue }
            installed.setAccelerators(settings.singleKey(for: key).map { [$0] } ?? [], in: application)
        }
    }
}
