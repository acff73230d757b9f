import CGtk
import FoundationEssentials
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
    private var confirmation: ConfirmDialog?
    private(set) var actions: GameActions!
    private var scanner: SwitchScanner!
    private var voice: Voice!
    private var screenReader: ScreenReaderWatch?
    private var registration: AccessibilityRegistration?
    /// The window's size in logical pixels, as the last layout gave it.
    private var windowSize = Extent(width: 1024, height: 768)
    private var scaledText: ScaledText!
    private var themeStyle: ThemeStyle!
    private var desktopLook: DesktopLook?
    private let startLevel: Int?

    var describer: AccessibilityDescriber { preferences.describer }
    var narration: Narration { Narration(words: describer.words) }
    var appearance: Appearance { preferences.appearance }

    init(application: UnsafeMutablePointer<GtkApplication>, catalog: LevelCatalog, preferences: Preferences,
         progressStore: SaveStore<ShapeShuffleCore.Progress>, progress: LoadResult<ShapeShuffleCore.Progress>,
         levelsInPlayStore: SaveStore<LevelsInPlay>, levelsInPlay: LoadResult<LevelsInPlay>, startLevel: Int?) {
        self.application = application
        self.preferences = preferences
        self.progressStore = progressStore
        self.startLevel = startLevel
        session = GameSession(catalog: catalog, progress: progress.value, levelsInPlay: levelsInPlay.value)
        pendingNotices = [progress.notice, levelsInPlay.notice, preferences.loadNotice].compactMap { $0 }
        levelsInPlayWriter = LevelsInPlayWriter(store: levelsInPlayStore, current: { [unowned self] in session.levelsInPlay },
                                                onNotice: { [unowned self] in say($0) })
    }

    private var levelsInPlayWriter: LevelsInPlayWriter!

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
        gtk_window_set_default_size(window, Int32(windowSize.width), Int32(windowSize.height))
        scaledText = ScaledText()
        themeStyle = ThemeStyle()
        desktopLook = DesktopLook { [unowned self] in
            preferences.desktopLookChanged()
            refreshAll()
        }
        preferences.gnomeHighContrast = { [weak desktopLook] in desktopLook?.gnomeHighContrast ?? false }
        preferences.desktopLookChanged()
        main.styled("shape-shuffle")
        applyContrastStyle()
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        noticeBar = NoticeBar()
        noticeBar.onEmptied = { [unowned self] in focusScreen() }
        gtk_box_append(ss_box(column), noticeBar.widget)
        screenSlot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_set_vexpand(screenSlot, 1)
        // Sizes follow the window, so nothing may hold it at its old size: the screen scrolls only
        // for the moment between a shrink and the new layout.
        gtk_box_append(ss_box(column), ScrollingArea.wrap(screenSlot, horizontal: GTK_POLICY_AUTOMATIC))
        gtk_window_set_child(window, column)
        voice = Voice(settings: preferences.settings, language: preferences.language)
        screenReader = ScreenReaderWatch { [unowned self] running in voice.screenReaderRunning = running }
        voice.screenReaderRunning = screenReader?.isRunning ?? false
        actions = GameActions(controller: self)
        scanner = SwitchScanner(controller: self)
        scanner.configure(preferences.settings)
        Signal.connect(main, "notify::focus-widget", .ignoringOne) { [unowned self] in actions.focusChanged() }
        EscapeKey.attach(to: main) { [unowned self] in
            guard level != nil else { return false }
            showHome()
            return true
        }
        if let startLevel { play(level: startLevel) } else { showHome() }
        let startFocus = gtk_root_get_focus(OpaquePointer(window))
        registration = AccessibilityRegistration { [unowned self] in announceStartUp(ifFocusIsStill: startFocus) }
        if registration?.isWatching != true { registration = nil }
        gtk_window_present(window)
        if let surface = gtk_native_get_surface(OpaquePointer(window)) {
            Signal.connect(UnsafeMutableRawPointer(surface), "layout", .size) { [unowned self] width, height in
                resized(to: Extent(width: Double(width), height: Double(height)))
            }
        }
        // The game starts with focus on something to press: show where it is from the first frame.
        gtk_window_set_focus_visible(window, 1)
        for notice in pendingNotices { say(notice) }
        pendingNotices = []
    }

    /// Once the accessibility registry knows the game, tells the screen reader where it is: the
    /// game's name leads the focused element's description, and focus is given again so that
    /// Orca, which found the first focus dead, hears it now.
    private func announceStartUp(ifFocusIsStill startFocus: UnsafeMutablePointer<GtkWidget>?) {
        registration = nil
        // Once the player has moved, Orca has heard live focus already.
        guard let window, let focus = gtk_root_get_focus(OpaquePointer(window)), focus == startFocus, dialog == nil
        else { return }
        let words = describer.words
        // The notices shown at start-up appeared before the screen reader could see them.
        let title = words.sentences([words.text(.appTitle) + words.fullStop] + noticeBar.texts)
        home?.announce(title, bestStars: session.progress.bestStars, describer: describer)
        if let level, let game = session.game {
            level.announce(words.sentences([title, words.taskLine(game.level.prompt)]), game: game, describer: describer)
        }
        gtk_window_set_focus(window, nil)
        gtk_widget_grab_focus(focus)
    }

    // MARK: Screens

    /// The window changed size: every size follows the core's layout rule, with no rebuild.
    private func resized(to size: Extent) {
        guard size != windowSize, size.width > 0, size.height > 0 else { return }
        windowSize = size
        applyLayout()
    }

    /// The room the screen has: the window, less the notices above it.
    private var screenSize: Extent {
        let notices = gtk_widget_get_visible(noticeBar.widget) != 0 ? Double(gtk_widget_get_height(noticeBar.widget)) : 0
        return Extent(width: windowSize.width, height: max(300, windowSize.height - notices))
    }

    private func levelLayout(for game: GameState) -> LevelLayout {
        LevelLayout(window: screenSize, cardCount: game.level.cards.count, columns: game.level.columns,
                    slotCount: game.slots.count, promptCount: game.level.prompt.count,
                    largeCards: preferences.settings.largeCards)
    }

    private func applyLayout() {
        let home = HomeLayout(window: screenSize)
        self.home?.apply(home)
        if let level, let game = session.game {
            let layout = levelLayout(for: game)
            level.apply(layout)
            scaledText.apply(promptFontSize: layout.promptFontSize)
        } else {
            scaledText.apply(promptFontSize: LevelLayout(window: screenSize, cardCount: 6, columns: 3, slotCount: 3,
                                                         promptCount: 2, largeCards: false).promptFontSize)
        }
    }

    /// F11: full screen for a classroom or a kiosk, and back.
    func toggleFullScreen() {
        if gtk_window_is_fullscreen(window) != 0 { gtk_window_unfullscreen(window) } else { gtk_window_fullscreen(window) }
    }

    func showHome(focusing element: ElementID? = nil) {
        scanner.reset()
        saveLevelsInPlayNow()
        let returningFrom = session.game?.level.number
        session.leaveLevel()
        dialog = nil
        let screen = HomeScreen(
            levelCount: session.homeLevelCount, bestStars: session.progress.bestStars,
            inPlay: Set(session.levelsInPlay.levels), describer: describer,
            appearance: appearance,
            intents: HomeIntents(
                playLevel: { [unowned self] in play(level: $0) },
                openSettings: { [unowned self] in actions.openSettings() },
                openHelp: { [unowned self] in actions.openShortcuts() },
                openFind: { [unowned self] in actions.openFind() }))
        show(screen.root)
        level = nil
        home = screen
        applyLayout()
        let target = element ?? returningFrom.map { .levelButton(min($0, session.homeLevelCount)) }
            ?? .levelButton(session.levelToPlayNext)
        if let widget = screen.widget(for: target) { gtk_widget_grab_focus(widget) }
    }

    func play(level number: Int) {
        scanner.reset()
        dialog = nil
        session.start(level: number)
        guard let game = session.game else { return }
        let screen = LevelScreen(
            game: game, describer: describer, appearance: appearance, layout: levelLayout(for: game),
            intents: LevelIntents(
                goHome: { [unowned self] in showHome() },
                hearTask: { [unowned self] in hearTask() },
                card: CardIntents(
                    move: { [unowned self] in apply($0) },
                    openMenu: { [unowned self] in openActionsMenu(on: $0) })))
        show(screen.root)
        home = nil
        level = screen
        applyLayout()
        if let card = session.cardToFocusOnStart.flatMap(screen.cardView(number:)) { gtk_widget_grab_focus(card.widget) }
        narrate(.levelOpened(game.level.prompt), interrupting: true)
    }

    /// Says the task again (the key, the menus and the speaker button): through the screen reader
    /// on whatever has focus, and through the game's own voice.
    func hearTask() {
        guard let screen = level, let game = session.game else { return }
        let event = SpokenEvent.taskRequested(game.level.prompt)
        if let line = narration.line(for: event) { screen.announce(line, game: game, describer: describer) }
        narrate(event, interrupting: true)
    }

    /// The game's own voice and sound for an event (silent while a screen reader speaks).
    private func narrate(_ event: SpokenEvent, interrupting: Bool = false) {
        let narration = narration
        if let sound = narration.sound(for: event) { voice.play(sound) }
        if let utterance = narration.utterance(for: event) { voice.say(utterance, interrupting: interrupting) }
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
        // The core says which card takes focus and says what happened (after an Add, the next one).
        levelsInPlayWriter.saveSoon()
        screen.render(game, describer: describer, appearance: appearance,
                      feedback: feedback.map { (result.focus, $0) }, focusing: result.focus)
        if case .mistake(let card) = result.outcome { screen.cardView(number: card)?.shake() }
        narrate(.moved(result.outcome, level: game.level))
        if result.progressChanged { saveProgress() }
        if game.isComplete {
            showLevelComplete(game)
            narrate(.levelComplete(stars: game.stars))
        }
        actions.focusChanged()
    }

    /// Asks before dealing the level in play afresh (the F10 menu and the card's actions menu).
    func confirmStartOver() {
        guard level != nil, session.game != nil else { return }
        let words = describer.words
        dialog = nil
        confirmation = ConfirmDialog(
            question: words.text(.startOverQuestion), confirm: words.text(.startOver), cancel: words.text(.keepPlaying),
            over: window, onConfirm: { [unowned self] in
                confirmation = nil
                guard let number = session.game?.level.number else { return }
                session.startOver()
                levelsInPlayWriter.saveSoon()
                play(level: number)
            }, onCancel: { [unowned self] in confirmation = nil })
    }

    /// Keeps which card has focus in a level in play, so it has it again on return.
    /// Focus alone is not a move: it is written with the next move, or when the level is left.
    func cardFocused(_ number: Int) {
        guard session.game != nil else { return }
        let before = session.levelsInPlay
        session.focusMoved(to: number)
        if session.levelsInPlay != before { levelsInPlayWriter.markUnsaved() }
    }

    /// Writes what is not written yet (leaving a level, quitting).
    func saveLevelsInPlayNow() { levelsInPlayWriter.saveNow() }

    func openActionsMenu(on card: CardView) {
        guard let game = session.game, let state = game.card(card.number), state.isInGrid else { return }
        ActionsMenu.open(on: card, items: describer.cardActions(state), hearTaskLabel: describer.words.text(.hearTask),
                         startOverLabel: describer.words.text(.startOver))
    }

    private func showLevelComplete(_ game: GameState) {
        guard let next = session.nextLevelNumber else { return }
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

    /// Shows a notice for the parent and has the screen reader say it, through the focused element
    /// (GTK 4.8 has no announcement API). The game's own voice does not: notices are for adults.
    func say(_ notice: SaveNotice) {
        guard let text = describer.words.notice(notice) else { return }
        let isNew = !noticeBar.texts.contains(text)
        noticeBar.show(text, closeLabel: describer.words.text(.closeNotice))
        if isNew, registration == nil { announceOnFocus(text) }
    }

    /// Leads the focused element's description with `line`, so a screen reader says it now.
    private func announceOnFocus(_ line: String) {
        home?.announce(line, bestStars: session.progress.bestStars, describer: describer)
        if let level, let game = session.game { level.announce(line, game: game, describer: describer) }
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

    /// Every notice's close button, for Find.
    var noticeElements: [ElementID] { noticeBar.texts.indices.map { .closeNotice(index: $0) } }

    /// The widget of any element on screen: the screen's own, or a notice's close button.
    func widget(for element: ElementID) -> UnsafeMutablePointer<GtkWidget>? {
        if case .closeNotice(let index) = element { return noticeBar.closeButton(index) }
        return level?.widget(for: element) ?? home?.widget(for: element)
    }

    // MARK: Preferences

    func update(_ change: (inout Settings) -> Void) {
        if let notice = preferences.update(change) { say(notice) }
        refreshAll()
    }

    /// Applies a new language or look at once, without a restart and without losing focus.
    func refreshAll() {
        gtk_window_set_title(window, describer.words.text(.appTitle))
        noticeBar.relabel(closeLabel: describer.words.text(.closeNotice))
        applyContrastStyle()
        home?.refresh(bestStars: session.progress.bestStars, describer: describer, appearance: appearance)
        if let level, let game = session.game {
            level.apply(levelLayout(for: game))
            level.render(game, describer: describer, appearance: appearance, feedback: nil)
        }
        actions.refreshAccelerators()
        scanner.configure(preferences.settings)
        voice.settings = preferences.settings
        voice.language = preferences.language
    }

    /// The window follows GTK's HighContrast theme: style.css's colours through the theme's named
    /// colours, its thicker edges through the `high-contrast` class (what is drawn follows
    /// `Appearance`).
    private func applyContrastStyle() {
        themeStyle.apply(appearance.theme)
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
