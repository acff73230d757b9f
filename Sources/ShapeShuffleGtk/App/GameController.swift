import CGtk
import ShapeShuffleCore

/// Ties the core to the screens: it owns the session and the saves, shows the screen for the
/// current state in the `MainWindow`, and turns the intents every screen, window and key reports
/// into core moves and screen changes. Every rule stays in the core.
@MainActor
final class GameController {
    private let application: UnsafeMutablePointer<GtkApplication>
    let window: MainWindow
    var session: GameSession
    let preferences: Preferences
    private var progressStore: SaveStore<ShapeShuffleCore.Progress>
    private var home: HomeScreen?
    var level: LevelScreen?
    private var dialog: LevelCompleteDialog?
    private var confirmation: ConfirmDialog?
    /// Find, Settings or the shortcuts window while one is open.
    private var openWindow: AnyObject?
    private let voice: Voice
    private let screenReader: ScreenReaderWatch
    private let desktopLook: DesktopLook
    private var startUp: StartUpAnnouncement?
    private let startLevel: Int?
    private var pendingNotices: [SaveNotice]
    /// The guided first level while it plays itself, and whether it has played this run.
    var guide: GuidedLevelPlayer?
    var guideShown = false
    lazy var levelsInPlayWriter = LevelsInPlayWriter(
        store: levelsInPlayStore, current: { [unowned self] in session.levelsInPlay }, onNotice: { [unowned self] in say($0) })
    private let levelsInPlayStore: SaveStore<LevelsInPlay>
    private lazy var actions = GameActions(application: application, settings: preferences.settings) { [unowned self] in
        perform($0)
    }
    private lazy var scanner = SwitchScanner(window: window.window, intents: ScanIntents(
        focusedCard: { [unowned self] in
            guard let card = focusedCard, let state = session.game?.card(card.number) else { return nil }
            return (card, state)
        },
        cardState: { [unowned self] in session.game?.card($0) },
        describer: { [unowned self] in describer },
        showOffer: { [unowned self] in showScanOffer($0) },
        move: { [unowned self] in apply($0) }))

    var describer: AccessibilityDescriber { preferences.describer }
    private var narration: Narration { Narration(words: describer.words) }
    var appearance: Appearance { preferences.appearance }

    init(application: UnsafeMutablePointer<GtkApplication>, catalog: LevelCatalog, preferences: Preferences,
         progressStore: SaveStore<ShapeShuffleCore.Progress>, progress: LoadResult<ShapeShuffleCore.Progress>,
         levelsInPlayStore: SaveStore<LevelsInPlay>, levelsInPlay: LoadResult<LevelsInPlay>, startLevel: Int?) {
        self.application = application
        self.preferences = preferences
        self.progressStore = progressStore
        self.levelsInPlayStore = levelsInPlayStore
        self.startLevel = startLevel
        session = GameSession(catalog: catalog, progress: progress.value, levelsInPlay: levelsInPlay.value)
        session.facesUp = preferences.settings.cardsFaceUp
        pendingNotices = [progress.notice, levelsInPlay.notice, preferences.loadNotice].compactMap { $0 }
        desktopLook = DesktopLook()
        preferences.gnomeHighContrast = { [desktopLook] in desktopLook.gnomeHighContrast }
        preferences.desktopLookChanged()
        window = MainWindow(application: application, title: preferences.describer.words.text(.appTitle),
                            theme: preferences.appearance.theme, highContrast: preferences.isHighContrast)
        let voice = Voice(settings: preferences.settings)
        self.voice = voice
        screenReader = ScreenReaderWatch { [voice] running in voice.screenReaderRunning = running }
        voice.screenReaderRunning = screenReader.isRunning
        desktopLook.onChange = { [unowned self] in
            preferences.desktopLookChanged()
            refreshAll()
        }
        window.noticeBar.onEmptied = { [unowned self] in focusScreen() }
        window.onResize = { [unowned self] in applyLayout() }
        window.onFocusChange = { [unowned self] in focusChanged() }
        // The application's actions exist, disabled where they do nothing, before the first key.
        actions.enable(cardFocused: false, levelOpen: false)
        scanner.configure(preferences.settings)
        EscapeKey.attach(to: window.widget) { [unowned self] in
            guard level != nil else { return false }
            showHome()
            return true
        }
    }

    /// Shows the first screen and the window, on GApplication's first `activate`.
    func start() {
        if let startLevel { play(level: startLevel) } else { showHome() }
        startUp = StartUpAnnouncement(window: window) { [unowned self] in announceStartUp() }
        window.present()
        for notice in pendingNotices { say(notice) }
        pendingNotices = []
    }

    /// A later `activate`: the window comes to the front.
    func present() { gtk_window_present(window.window) }

    /// The game's name leads the focused element's description, with the notices shown before the
    /// screen reader could see them; nothing while a dialog is open.
    private func announceStartUp() -> Bool {
        guard dialog == nil else { return false }
        let words = describer.words
        let title = words.sentences([words.text(.appTitle) + words.fullStop] + window.noticeBar.texts)
        announceOnFocus(title, onLevel: session.game.map { words.sentences([title, words.taskLine($0.level.prompt)]) })
        return true
    }

    // MARK: Screens

    private func levelLayout(for game: GameState) -> LevelLayout {
        LevelLayout(window: window.screenSize, cardCount: game.level.cards.count, columns: game.level.columns,
                    slotCount: game.slots.count, promptCount: game.level.prompt.count,
                    largeCards: preferences.settings.largeCards)
    }

    /// Every size follows the core's layout rule, with no rebuild.
    private func applyLayout() {
        home?.apply(HomeLayout(window: window.screenSize))
        if let level, let game = session.game {
            let layout = levelLayout(for: game)
            level.apply(layout)
            window.scaleText(promptFontSize: layout.promptFontSize)
        } else {
            window.scaleText(promptFontSize: LevelLayout(window: window.screenSize, cardCount: 6, columns: 3, slotCount: 3,
                                                         promptCount: 2, largeCards: false).promptFontSize)
        }
    }

    private func showHome(focusing element: ElementID? = nil) {
        endGuide()
        scanner.reset()
        saveLevelsInPlayNow()
        let returningFrom = session.game?.level.number
        session.leaveLevel()
        dialog = nil
        let screen = HomeScreen(
            levelCount: session.homeLevelCount, bestStars: session.progress.bestStars,
            inPlay: Set(session.levelsInPlay.levels), describer: describer, appearance: appearance,
            layout: HomeLayout(window: window.screenSize),
            intents: HomeIntents(
                playLevel: { [unowned self] in play(level: $0) },
                openSettings: { [unowned self] in perform(.settings) },
                openHelp: { [unowned self] in perform(.shortcuts) },
                openFind: { [unowned self] in perform(.find) }))
        window.show(screen: screen.root)
        level = nil
        home = screen
        applyLayout()
        let target = element ?? returningFrom.map { .levelButton(min($0, session.homeLevelCount)) }
            ?? .levelButton(session.levelToPlayNext)
        if let widget = screen.widget(for: target) { gtk_widget_grab_focus(widget) }
    }

    func play(level number: Int) {
        endGuide()
        scanner.reset()
        dialog = nil
        session.start(level: number)
        guard let game = session.game else { return }
        let screen = LevelScreen(
            game: game, describer: describer, appearance: appearance, layout: levelLayout(for: game),
            intents: LevelIntents(
                goHome: { [unowned self] in showHome() },
                hearTask: { [unowned self] in hearTask() },
                showMe: { [unowned self] in showMe() },
                card: CardIntents(
                    move: { [unowned self] in apply($0) },
                    openMenu: { [unowned self] in openActionsMenu(on: $0) })))
        window.show(screen: screen.root)
        home = nil
        level = screen
        applyLayout()
        if let card = session.cardToFocusOnStart.flatMap(screen.cardView(number:)) { gtk_widget_grab_focus(card.widget) }
        narrate(.levelOpened(game.level.prompt), interrupting: true)
        if number == 1, preferences.settings.guidedFirstLevel, session.isNewPlayer, !guideShown { startGuide() }
    }

    /// Says the task again (the key, the menus and the speaker button): through the screen reader
    /// on whatever has focus, and through the game's own voice.
    private func hearTask() {
        guard let screen = level, let game = session.game else { return }
        let event = SpokenEvent.taskRequested(game.level.prompt)
        if let line = narration.line(for: event) { screen.announce(line, game: game, describer: describer) }
        narrate(event, interrupting: true)
    }

    /// The game's own voice and sound for an event (silent while a screen reader speaks).
    func narrate(_ event: SpokenEvent, interrupting: Bool = false) {
        let narration = narration
        if let sound = narration.sound(for: event) { voice.play(sound) }
        if let utterance = narration.utterance(for: event) { voice.say(utterance, interrupting: interrupting) }
    }

    // MARK: Actions and moves

    /// An action the player asked for with a key or a menu item.
    private func perform(_ action: GameAction) {
        // Any key stops the guided level, and does nothing else.
        if guide?.isRunning == true, action != .quit {
            guide?.stop()
            return
        }
        switch action {
        case .addCard, .pinCard:
            if let card = focusedCard, let cardAction = action.cardAction { apply(cardAction.move(card: card.number)) }
        case .hearTask: hearTask()
        case .showMe: showMe()
        case .startOver: confirmStartOver()
        case .find: openFind()
        case .shortcuts: openWindow = ShortcutsWindow(over: window.window, application: application, words: describer.words)
        case .settings: openSettings()
        case .fullScreen: window.toggleFullScreen()
        case .quit:
            saveLevelsInPlayNow()
            g_application_quit(ss_gapplication(application))
        case .primaryMenu:
            guard let screen = level?.root ?? home?.root else { return }
            PrimaryMenu.open(over: screen, in: window.window, application: application, words: describer.words)
        case .flipOrPress, .cardMenu, .nextOrPrevious, .moveInGrid, .firstOrLast, .backOrClose:
            break // keys the widgets handle themselves
        }
    }

    /// The card with keyboard focus, if any.
    var focusedCard: CardView? { level?.cardView(for: window.focus) }

    /// Add and Pin follow the focused card, and the card that has focus is kept for the level in play.
    func focusChanged() {
        let card = focusedCard
        actions.enable(cardFocused: card.map { gtk_widget_get_sensitive($0.widget) != 0 } ?? false, levelOpen: level != nil)
        if let card { cardFocused(card.number) }
    }

    private func apply(_ move: Move) {
        if guide?.isRunning == true {
            guide?.stop()
            return
        }
        guard let screen = level, let result = session.apply(move), let game = session.game else { return }
        let feedback = describer.words.feedback(for: result.outcome, in: game.level)
        // The core says which card takes focus and says what happened (after an Add, the next one).
        levelsInPlayWriter.saveSoon()
        // Focus moves once the screen shows the move; what it means is decided below, once.
        window.withoutFocusReports {
            screen.render(game, describer: describer, appearance: appearance,
                          feedback: feedback.map { (result.focus, $0) }, focusing: result.focus)
        }
        if case .mistake(let card) = result.outcome { screen.cardView(number: card)?.shake() }
        screen.ring(card: nil)
        narrate(.moved(result.outcome, level: game.level))
        if result.progressChanged { saveProgress() }
        if game.isComplete {
            showLevelComplete(game)
            narrate(game.helped ? .levelCompleteWithHelp(stars: game.stars) : .levelComplete(stars: game.stars))
        }
        focusChanged()
        if game.offersShowMe(after: result.outcome, afterMistakes: preferences.settings.showMeAfterMistakes) {
            showMe(after: feedback)
        }
    }

    /// Asks before dealing the level in play afresh (the F10 menu and the card's actions menu).
    private func confirmStartOver() {
        guard level != nil, session.game != nil else { return }
        let words = describer.words
        dialog = nil
        confirmation = ConfirmDialog(
            question: words.text(.startOverQuestion), confirm: words.text(.startOver), cancel: words.text(.keepPlaying),
            over: window.window, onConfirm: { [unowned self] in
                confirmation = nil
                guard let number = session.game?.level.number else { return }
                session.startOver()
                levelsInPlayWriter.saveSoon()
                play(level: number)
            }, onCancel: { [unowned self] in confirmation = nil })
    }

    /// Keeps which card has focus in a level in play, so it has it again on return.
    /// Focus alone is not a move: it is written with the next move, or when the level is left.
    private func cardFocused(_ number: Int) {
        guard session.game != nil else { return }
        let before = session.levelsInPlay
        session.focusMoved(to: number)
        if session.levelsInPlay != before { levelsInPlayWriter.markUnsaved() }
    }

    /// Writes what is not written yet (leaving a level, quitting).
    private func saveLevelsInPlayNow() { levelsInPlayWriter.saveNow() }

    private func openActionsMenu(on card: CardView) {
        guard let game = session.game, let state = game.card(card.number), state.isInGrid else { return }
        ActionsMenu.open(on: card, items: describer.cardActions(state), words: describer.words)
    }

    private func showLevelComplete(_ game: GameState) {
        guard let next = session.nextLevelNumber else { return }
        let completion = LevelCompleteDialog(
            game: game, over: window.window, describer: describer,
            onNext: { [unowned self] in play(level: next) },
            onHome: { [unowned self] in showHome(focusing: .levelButton(min(game.level.number, session.homeLevelCount))) })
        dialog = completion
        completion.present()
    }

    /// Shows (or, with nil, clears) the choice switch scanning offers on an open card.
    private func showScanOffer(_ offer: ScanOffer?) {
        guard let level, let game = session.game else { return }
        level.render(game, describer: describer, appearance: appearance, feedback: nil, scanOffer: offer)
    }

    // MARK: Windows

    private func openFind() {
        let elements = window.noticeBar.texts.indices.map { ElementID.closeNotice(index: $0) }
            + (level?.findableElements ?? home?.findableElements ?? [])
        let entries = describer.findEntries(for: elements, game: session.game, bestStars: session.progress.bestStars)
        openWindow = FindWindow(over: window.window, describer: describer, entries: entries, intents: FindIntents(
            widget: { [unowned self] in widget(for: $0) },
            closed: { [unowned self] in openWindow = nil }))
    }

    private func openSettings() {
        openWindow = SettingsWindow(over: window.window, preferences: preferences, intents: SettingsIntents(
            change: { [unowned self] in update($0) },
            closed: { [unowned self] in openWindow = nil }))
    }

    /// The widget of any element on screen: the screen's own, or a notice's close button.
    private func widget(for element: ElementID) -> UnsafeMutablePointer<GtkWidget>? {
        if case .closeNotice(let index) = element { return window.noticeBar.closeButton(index) }
        return level?.widget(for: element) ?? home?.widget(for: element)
    }

    // MARK: Saves and notices

    private func saveProgress() {
        if let notice = progressStore.save(session.progress) { say(notice) }
    }

    /// Shows a notice for the parent and has the screen reader say it, through the focused element
    /// (GTK 4.8 has no announcement API). The game's own voice does not: notices are for adults.
    private func say(_ notice: SaveNotice) {
        guard let text = describer.words.notice(notice) else { return }
        let isNew = !window.noticeBar.shows(notice)
        window.noticeBar.show(notice, text: text, closeLabel: describer.words.text(.closeNotice))
        if isNew, startUp?.isWaiting != true { announceOnFocus(text) }
    }

    /// Leads the focused element's description with `line` (on a level, `levelLine` if given), so
    /// a screen reader says it now.
    private func announceOnFocus(_ line: String, onLevel levelLine: String? = nil) {
        home?.announce(line, bestStars: session.progress.bestStars, describer: describer)
        if let level, let game = session.game { level.announce(levelLine ?? line, game: game, describer: describer) }
    }

    /// Focus back on the screen (a closed notice's button is gone): the first card still in the grid,
    /// or Home's button for the level to play next.
    private func focusScreen() {
        if let level, let card = session.game?.firstCardInGrid.flatMap(level.cardView(number:)) {
            gtk_widget_grab_focus(card.widget)
        } else if let home, let widget = home.widget(for: .levelButton(session.levelToPlayNext)) {
            gtk_widget_grab_focus(widget)
        }
    }

    // MARK: Preferences

    private func update(_ change: (inout Settings) -> Void) {
        if let notice = preferences.update(change) { say(notice) }
        refreshAll()
    }

    /// Applies a new language or look at once, without a restart and without losing focus.
    private func refreshAll() {
        // Cards face up lays the level in play out again as it stands, face up or face down;
        // the screen is only redrawn below, so focus stays where it is (Settings is open).
        if session.facesUp != preferences.settings.cardsFaceUp {
            session.facesUp = preferences.settings.cardsFaceUp
            if let number = session.game?.level.number { session.start(level: number) }
        }
        window.setTitle(describer.words.text(.appTitle))
        window.noticeBar.relabel(closeLabel: describer.words.text(.closeNotice))
        window.applyStyle(theme: appearance.theme, highContrast: preferences.isHighContrast)
        home?.refresh(bestStars: session.progress.bestStars, describer: describer, appearance: appearance)
        if let level, let game = session.game {
            level.apply(levelLayout(for: game))
            level.render(game, describer: describer, appearance: appearance, feedback: nil)
        }
        actions.refreshAccelerators(preferences.settings)
        scanner.configure(preferences.settings)
        voice.settings = preferences.settings
    }
}
