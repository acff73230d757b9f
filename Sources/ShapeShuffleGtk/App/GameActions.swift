import CGtk
import ShapeShuffleCore

/// The application's actions and their accelerators, the one place those keys are written: the
/// F10 menu and the shortcuts window read them back from the application. Add and Pin are enabled
/// only while a card has focus, so GTK shows them disabled elsewhere and their keys do nothing there.
@MainActor
final class GameActions {
    private unowned let controller: GameController
    private var application: UnsafeMutablePointer<GtkApplication> { controller.application }
    private(set) var add: AppAction!
    private(set) var pin: AppAction!
    /// Hear the task again: anywhere on a level, never on Home.
    private(set) var hearTask: AppAction!
    /// Deal the level in play afresh, after asking.
    private(set) var startOver: AppAction!
    private var all: [AppAction] = []
    private var openWindow: AnyObject?

    init(controller: GameController) {
        self.controller = controller
        add = make("add-card") { [unowned self] in focusedCard.map { controller.apply(.add(card: $0.number)) } }
        pin = make("pin-card") { [unowned self] in focusedCard.map { controller.apply(.pin(card: $0.number)) } }
        hearTask = make("hear-task") { [unowned controller] in controller.hearTask() }
        startOver = make("start-over") { [unowned controller] in controller.confirmStartOver() }
        make("find", ["<Control>f"]) { [unowned self] in openFind() }
        make("shortcuts", ["F1", "<Control>question"]) { [unowned self] in openShortcuts() }
        make("settings", ["<Control>comma"]) { [unowned self] in openSettings() }
        make("quit", ["<Control>q"]) { [unowned self] in
            controller.saveLevelsInPlayNow()
            g_application_quit(ss_gapplication(application))
        }
        make("fullscreen", ["F11"]) { [unowned controller] in controller.toggleFullScreen() }
        make("primary-menu", ["F10"]) { [unowned controller] in PrimaryMenu.open(in: controller) }
        refreshAccelerators()
        focusChanged()
    }

    @discardableResult
    private func make(_ name: String, _ accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) -> AppAction {
        let action = AppAction(name, in: application, accelerators: accelerators, handler)
        all.append(action)
        return action
    }

    /// The card with keyboard focus, if any.
    var focusedCard: CardView? {
        guard let window = controller.window, let level = controller.level else { return nil }
        return level.cardView(for: gtk_root_get_focus(OpaquePointer(window)))
    }

    func focusChanged() {
        let enabled = focusedCard.map { gtk_widget_get_sensitive($0.widget) != 0 } ?? false
        add.isEnabled = enabled
        pin.isEnabled = enabled
        hearTask.isEnabled = controller.level != nil
        startOver.isEnabled = controller.level != nil
        if let card = focusedCard { controller.cardFocused(card.number) }
    }

    /// Single-key shortcuts follow Settings: remapped, or off altogether (WCAG 2.1.4).
    func refreshAccelerators() {
        let settings = controller.preferences.settings
        let on = settings.singleKeyShortcuts
        add.setAccelerators(on ? [settings.keys.add] : [], in: application)
        pin.setAccelerators(on ? [settings.keys.pin] : [], in: application)
        hearTask.setAccelerators(on ? [settings.keys.hearTask] : [], in: application)
    }

    func openShortcuts() {
        openWindow = ShortcutsWindow(over: controller.window, application: application, words: controller.describer.words)
    }

    func openFind() {
        openWindow = FindWindow(controller: controller) { [unowned self] in openWindow = nil }
    }

    func openSettings() {
        openWindow = SettingsWindow(controller: controller) { [unowned self] in openWindow = nil }
    }
}
