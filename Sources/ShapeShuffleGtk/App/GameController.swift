import CGtk
import Foundation
import ShapeShuffleCore

/// Ties the core to the screens: it owns the session and the saves, builds the screen for the
/// current state, and turns the player's intents into core moves. Every rule stays in the core.
@MainActor
final class GameController {
    let application: UnsafeMutablePointer<GtkApplication>
    private(set) var window: UnsafeMutablePointer<GtkWindow>!
    private var screenSlot: UnsafeMutablePointer<GtkWidget>!
    private var noticeBar: NoticeBar!
    private(set) var session: GameSession
    private(set) var preferences: Preferences
    private var progressStore: SaveStore<ShapeShuffleCore.Progress>
    private(set) var home: HomeScreen?
    private(set) var level: LevelScreen?
    private var dialog: LevelCompleteDialog?
    private(set) var actions: GameActions!
    private var scanner: SwitchScanner!
    private let startLevel: Int?

    var describer: AccessibilityDescriber { preferences.describer }
    var appearance: Appearance { preferences.appearance }

    init(application: UnsafeMutablePointer<GtkApplication>, catalog: LevelCatalog, preferences: Preferences,
         progressStore: SaveStore<ShapeShuffleCore.Progress>, progress: LoadResult<ShapeShuffleCore.Progress>, startLevel: Int?) {
        self.application = application
        self.preferences = preferences
        self.progressStore = progressStore
        self.startLevel = startLevel
        session = GameSession(catalog: catalog, progress: progress.value)
        pendingNotices = [progress.notice, preferences.loadNotice].compactMap { $0 }
    }

    private var pendingNotices: [SaveNotice]

    /// Builds the window on GApplication's `activate`.
    func activate() {
        if let window {
            gtk_window_present(window)
            return
        }
        let main = gtk_application_window_new(application)!
        window = ss_window(main)
        gtk_window_set_title(window, describer.words.text(.appTitle))
        gtk_window_set_default_size(window, 1024, 768)
        main.styled("shape-shuffle")
        applyContrastStyle()
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        noticeBar = NoticeBar()
        gtk_box_append(ss_box(column), noticeBar.widget)
        screenSlot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_set_vexpand(screenSlot, 1)
        gtk_box_append(ss_box(column), screenSlot)
        gtk_window_set_child(window, column)
        actions = GameActions(controller: self)
        scanner = SwitchScanner(controller: self)
        scanner.configure(preferences.settings)
        Signal.notify(main, "focus-widget") { [unowned self] in actions.focusChanged() }
        EscapeKey.attach(to: main) { [unowned self] in
            guard level != nil else { return false }
            showHome()
            return true
        }
        if let startLevel { play(level: startLevel) } else { showHome() }
        StartupAnnouncement.attach(to: window)
        gtk_window_present(window)
        // The game starts with focus on something to press: show where it is from the first frame.
        gtk_window_set_focus_visible(window, 1)
        for notice in pendingNotices { say(notice) }
        pendingNotices = []
    }

    // MARK: Screens

    func showHome(focusing element: ElementID? = nil) {
        scanner.reset()
        let returningFrom = session.game?.level.number
        session.leaveLevel()
        dialog = nil
        let screen = HomeScreen(
            levelCount: session.homeLevelCount, bestStars: session.progress.bestStars, describer: describer,
            appearance: appearance,
            intents: HomeIntents(
                playLevel: { [unowned self] in play(level: $0) },
                openSettings: { [unowned self] in actions.openSettings() },
                openHelp: { [unowned self] in actions.openShortcuts() },
                openFind: { [unowned self] in actions.openFind() }))
        show(screen.root)
        level = nil
        home = screen
        let target = element ?? returningFrom.map { .levelButton(min($0, session.homeLevelCount)) } ?? .levelButton(1)
        if let widget = screen.widget(for: target) { gtk_widget_grab_focus(widget) }
    }

    func play(level number: Int) {
        scanner.reset()
        dialog = nil
        session.start(level: number)
        guard let game = session.game else { return }
        let screen = LevelScreen(
            game: game, describer: describer, appearance: appearance, largeCards: preferences.settings.largeCards,
            intents: LevelIntents(
                goHome: { [unowned self] in showHome() },
                card: CardIntents(
                    move: { [unowned self] in apply($0) },
                    openMenu: { [unowned self] in openActionsMenu(on: $0) })))
        show(screen.root)
        home = nil
        level = screen
        // The first card says the task as it takes focus, so a screen reader starts with it.
        if let first = screen.cards.first {
            screen.render(game, describer: describer, appearance: appearance,
                          feedback: (first.number, describer.task(game.level)), focusing: first.number)
        }
        actions.focusChanged()
    }

    /// Says the level's task again (its key, the F10 menu, the card's menu): a screen reader
    /// hears it through the focused element's description.
    func hearTask() {
        guard let level, let game = session.game else { return }
        level.announce(describer.task(game.level), game: game, describer: describer)
    }

    private func show(_ root: UnsafeMutablePointer<GtkWidget>) {
        if let old = gtk_widget_get_first_child(screenSlot) { gtk_box_remove(ss_box(screenSlot), old) }
        gtk_box_append(ss_box(screenSlot), root)
        gtk_widget_set_vexpand(root, 1)
    }

    // MARK: Moves

    func apply(_ move: Move) {
        guard let screen = level, let result = session.apply(move), let game = session.game else { return }
        let feedback = describer.words.feedback(for: result.outcome, in: game.level)
        var focusCard = move.cardNumber
        if case .added(let card, _, _) = result.outcome, let next = nextCardInGrid(after: card, in: game) {
            // The card left the grid: the next card takes focus and says what happened.
            focusCard = next
        }
        screen.render(game, describer: describer, appearance: appearance,
                      feedback: feedback.map { (focusCard, $0) }, focusing: focusCard)
        if case .mistake(let card) = result.outcome { screen.cardView(number: card)?.shake() }
        if result.progressChanged { saveProgress() }
        if game.isComplete { showLevelComplete(game) }
        actions.focusChanged()
    }

    private func nextCardInGrid(after card: Int, in game: GameState) -> Int? {
        let inGrid = game.cards.filter(\.isInGrid).map(\.card.number)
        return inGrid.first { $0 > card } ?? inGrid.last { $0 < card }
    }

    func openActionsMenu(on card: CardView) {
        guard let game = session.game, let state = game.card(card.number), state.isInGrid else { return }
        ActionsMenu.open(on: card, items: describer.cardActions(state), hearTask: describer.words.text(.hearTheTask))
    }

    private func showLevelComplete(_ game: GameState) {
        let next = game.level.number + 1
        let completion = LevelCompleteDialog(
            game: game, over: window, describer: describer,
            onNext: { [unowned self] in play(level: next) },
            onHome: { [unowned self] in showHome(focusing: .levelButton(min(game.level.number, session.homeLevelCount))) })
        dialog = completion
        completion.present()
    }

    // MARK: Saves and notices

    private func saveProgress() {
        if let notice = progressStore.save(session.progress) { say(notice) }
    }

    func say(_ notice: SaveNotice) {
        if let text = describer.words.notice(notice) { noticeBar.show(text) }
    }

    // MARK: Preferences

    func update(_ change: (inout Settings) -> Void) {
        if let notice = preferences.update(change) { say(notice) }
        refreshAll()
    }

    /// Applies a new language or look at once, without a restart and without losing focus.
    func refreshAll() {
        gtk_window_set_title(window, describer.words.text(.appTitle))
        applyContrastStyle()
        home?.refresh(bestStars: session.progress.bestStars, describer: describer, appearance: appearance)
        if let level, let game = session.game {
            level.resizeCards(cardCount: game.level.cards.count, large: preferences.settings.largeCards)
            level.render(game, describer: describer, appearance: appearance, feedback: nil)
        }
        actions.refreshAccelerators()
        scanner.configure(preferences.settings)
    }

    /// The window follows GTK's HighContrast theme (cards and rings follow it through `Appearance`).
    private func applyContrastStyle() {
        if preferences.isHighContrast {
            gtk_widget_add_css_class(ss_widget(window), "high-contrast")
        } else {
            gtk_widget_remove_css_class(ss_widget(window), "high-contrast")
        }
    }

    /// Shows (or, with nil, clears) the choice switch scanning offers on an open card.
    func showScanOffer(_ offer: ScanOffer?) {
        guard let level, let game = session.game else { return }
        level.render(game, describer: describer, appearance: appearance, feedback: nil, scanOffer: offer)
    }
}
