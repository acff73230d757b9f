import CGtk
import ShapeShuffleCore

/// What the assists reach of the game: the level shown, the child playing, and the controller's
/// ways to say, show and move on.
@MainActor
struct AssistHooks {
    let level: @MainActor () -> LevelScreen?
    let child: @MainActor () -> PlayerContext
    /// The level in play, as the game has it now.
    let game: @MainActor () -> GameState?
    let focusedCard: @MainActor () -> CardView?
    /// What switch scanning chose (`GameController.apply`).
    let move: @MainActor (Move) -> Void
    let scanItemName: @MainActor (UnsafeMutablePointer<GtkWidget>) -> String?
    let sayScanItem: @MainActor (_ name: String, _ interrupting: Bool) -> Void
    /// Said to everyone: through the screen reader on the focused element and by the game's voice.
    let announce: @MainActor (String) -> Void
}

/// The guided first level and switch scanning, as the front runs them: the core plans the guided
/// moves, words them, says when the guide plays and what the scan offers; this shows, says and
/// times them.
@MainActor
final class LevelAssists {
    private let window: MainWindow
    private let hooks: AssistHooks
    /// The guided first level while it plays itself.
    private var guide: GuidedLevelPlayer?
    private lazy var scanner = SwitchScanner(window: window.window, intents: ScanIntents(
        settings: { [unowned self] in child.preferences.settings },
        focusedCard: { [unowned self] in
            guard let card = hooks.focusedCard(), let state = hooks.game()?.card(card.number) else { return nil }
            return (card, state)
        },
        cardState: { [unowned self] in hooks.game()?.card($0) },
        describer: { [unowned self] in describer },
        showOffer: { [unowned self] in showScanOffer($0) },
        move: hooks.move, itemName: hooks.scanItemName, sayItem: hooks.sayScanItem, announce: hooks.announce))

    init(window: MainWindow, hooks: AssistHooks) {
        self.window = window
        self.hooks = hooks
    }

    private var child: PlayerContext { hooks.child() }
    private var describer: AccessibilityDescriber { child.preferences.describer }
    private var appearance: Appearance { child.preferences.appearance }

    /// A new screen: the scan starts again from its first item.
    func resetScan() { scanner.reset() }

    func configureScan(_ settings: Settings) {
        scanner.configure(settings)
        window.showsScanning(settings.scanningEnabled)
    }

    /// Shows (or, with nil, clears) the choice switch scanning offers on an open card.
    private func showScanOffer(_ offer: ScanOffer?) {
        guard let level = hooks.level(), let game = hooks.game() else { return }
        level.render(game, describer: describer, appearance: appearance, feedback: nil, scanOffer: offer)
    }

    /// The guided level stops at once and hands over (a key, a click or a move while it plays).
    func stopGuide() { guide?.stop() }

    /// The guided first level plays itself: its clock `tick`s slowly, and `stopped` follows any
    /// key or click, which does nothing else, or the core's word that it is done (`stopGuide`).
    func startGuide(tick: @escaping @MainActor () -> Void, stopped: @escaping @MainActor () -> Void) {
        endGuide()
        let player = GuidedLevelPlayer(window: window.widget, tick: tick, handOver: stopped)
        guide = player
        player.start()
    }

    /// Leaving the level stops the guided level without handing over.
    func endGuide() {
        guard let player = guide else { return }
        guide = nil
        if player.isRunning { player.stop() }
    }
}
