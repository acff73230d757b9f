import CGtk
import ShapeShuffleCore

/// What the assists reach of the game: the level shown, the child playing, and the controller's
/// ways to say, show and move on.
@MainActor
struct AssistHooks {
    let level: @MainActor () -> LevelScreen?
    let child: @MainActor () -> PlayerContext
    let focusedCard: @MainActor () -> CardView?
    let narrate: @MainActor (SpokenEvent) -> Void
    let refreshLevelNotes: @MainActor () -> Void
    let play: @MainActor (_ level: Int) -> Void
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
    /// The guided first level while it plays itself, and whether it has played this run.
    private var guide: GuidedLevelPlayer?
    private var guideShown = false
    private lazy var scanner = SwitchScanner(window: window.window, intents: ScanIntents(
        focusedCard: { [unowned self] in
            guard let card = hooks.focusedCard(), let state = child.session.game?.card(card.number) else { return nil }
            return (card, state)
        },
        cardState: { [unowned self] in child.session.game?.card($0) },
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
        guard let level = hooks.level(), let game = child.session.game else { return }
        level.render(game, describer: describer, appearance: appearance, feedback: nil, scanOffer: offer)
    }

    /// While the guided level plays, any key or move stops it and does nothing else: true then.
    func stopsGuide() -> Bool {
        guard let guide, guide.isRunning else { return false }
        guide.stop()
        return true
    }

    /// The level just shown plays itself once, slowly, saying what it does, when the core says so.
    func startGuideIfDue() {
        guard child.session.startsGuide(wanted: child.preferences.settings.guidedFirstLevel, shownThisRun: guideShown),
              let screen = hooks.level(), let game = child.session.game else { return }
        guideShown = true
        let start = describer.words.assist(.guidedStart)
        screen.announce(describer.words.sentences([start, describer.words.taskLine(game.level.prompt)]),
                        game: game, describer: describer)
        hooks.narrate(.guidedStart)
        let player = GuidedLevelPlayer(
            steps: GuidedPlan.steps(for: game), window: window.widget,
            play: { [unowned self] in guidedStep($0) },
            handOver: { [unowned self] in handOverFromGuide() })
        guide = player
        player.start()
    }

    /// One step of the guided level: its moves, shown and said, neither kept nor recorded.
    private func guidedStep(_ step: GuidedStep) {
        guard let screen = hooks.level() else { return }
        var focus = step.card
        var outcomes: [MoveOutcome] = []
        for move in step.moves {
            if let result = child.session.applyGuided(move) {
                focus = result.focus
                outcomes.append(result.outcome)
            }
        }
        guard let game = child.session.game else { return }
        let line = describer.words.guidedLine(step)
        window.withoutFocusReports {
            screen.render(game, describer: describer, appearance: appearance, feedback: (focus, line), focusing: focus)
        }
        outcomes.forEach(screen.showMark(after:))
        hooks.refreshLevelNotes()
        hooks.narrate(.guidedStep(step))
    }

    /// The child takes over: level 1 dealt afresh, from the start, with focus on its first card.
    private func handOverFromGuide() {
        guard guide != nil, let number = child.session.game?.level.number else { return }
        guide = nil
        child.session.startOver()
        hooks.play(number)
        guard let screen = hooks.level(), let game = child.session.game else { return }
        let words = describer.words
        screen.announce(words.sentences([words.assist(.guidedHandOver), words.taskLine(game.level.prompt)]),
                        game: game, describer: describer)
        hooks.narrate(.guidedHandOver)
    }

    /// Leaving the level stops the guided level without handing over.
    func endGuide() {
        guard let player = guide else { return }
        guide = nil
        if player.isRunning { player.stop() }
    }
}
