import CGtk
import ShapeShuffleCore

/// What switch scanning says, which the store does not hold: the name of a focused widget, and
/// the ways to say it and to tell everyone a line.
@MainActor
struct ScanVoice {
    let itemName: @MainActor (UnsafeMutablePointer<GtkWidget>) -> String?
    let sayItem: @MainActor (_ name: String, _ interrupting: Bool) -> Void
    /// Said to everyone: through the screen reader on the focused element and by the game's voice.
    let announce: @MainActor (String) -> Void
}

/// The guided first level and switch scanning, as the front runs them: the core plans the guided
/// moves, words them, says when the guide plays and what the scan offers; this shows, says and
/// times them.
@MainActor
final class LevelAssists {
    private let window: MainWindow
    private let store: GameStore
    /// The guided first level while it plays itself.
    private var guide: GuidedLevelPlayer?
    private lazy var scanner = SwitchScanner(window: window.window, intents: ScanIntents(
        settings: { [store] in store.preferences.settings },
        focusedCard: { [unowned self] in
            guard let card = store.level?.cardView(for: window.focus), let state = store.session.game?.card(card.number) else { return nil }
            return (card, state)
        },
        cardState: { [store] in store.session.game?.card($0) },
        describer: { [store] in store.describer },
        showOffer: { [unowned self] in showScanOffer($0) },
        move: { [store] in store.send(.move($0)) }, itemName: voice.itemName, sayItem: voice.sayItem, announce: voice.announce))
    private let voice: ScanVoice

    init(window: MainWindow, store: GameStore, voice: ScanVoice) {
        (self.window, self.store, self.voice) = (window, store, voice)
    }

    /// A new screen: the scan starts again from its first item.
    func resetScan() { scanner.reset() }

    func configureScan(_ settings: Settings) {
        scanner.configure(settings)
        window.showsScanning(settings.scanningEnabled)
    }

    /// Shows (or, with nil, clears) the choice switch scanning offers on an open card.
    private func showScanOffer(_ offer: ScanOffer?) {
        guard let level = store.level, let game = store.session.game else { return }
        level.render(game, describer: store.describer, appearance: store.appearance, feedback: nil, scanOffer: offer)
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
