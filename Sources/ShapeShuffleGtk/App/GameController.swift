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
    var preferences: Preferences
    private var progressStore: SaveStore<ShapeShuffleCore.Progress>
    private var home: HomeScreen?
    var level: LevelScreen?
    private var chooser: WhoIsPlayingScreen?
    private var players: PlayersWindow?
    private var removal: ConfirmDialog?
    /// The children and who plays now; set by the application before `start`.
    var profiles: ProfileChoice?
    private var levelAfterChoice: Int?
    private var dialog: LevelCompleteDialog?
    private var practiceDone: PracticeDoneDialog?
    private var practice: PracticeKeeper
    private var confirmation: ConfirmDialog?
    /// Find, Settings or the shortcuts window while one is open.
    var openWindow: AnyObject?
    /// The progress view, kept apart from `openWindow`: it may open over Settings.
    var progressView: ProgressWindow?
    private let voice: Voice
    private let screenReader: ScreenReaderWatch
    private let desktopLook: DesktopLook
    private var startUp: StartUpAnnouncement?
    private let startLevel: Int?
    /// The lock, kiosk mode and the window's placement: the computer's, not one child's.
    private let grownUps: GrownUps
    private var gate: GrownUpGateDialog?
    private lazy var windowMemory = WindowMemory(window: window.window, grownUps: grownUps) { [unowned self] in say($0) }
    private var pendingNotices: [SaveNotice]
    /// The guided first level while it plays itself, and whether it has played this run.
    var guide: GuidedLevelPlayer?
    var guideShown = false
    lazy var levelsInPlayWriter = LevelsInPlayWriter(
        store: levelsInPlayStore, current: { [unowned self] in session.levelsInPlay }, onNotice: { [unowned self] in say($0) })
    private var levelsInPlayStore: SaveStore<LevelsInPlay>
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
        move: { [unowned self] in apply($0) },
        itemName: { [unowned self] in scanItemName($0) },
        sayItem: { [unowned self] in voice.say(narration.scanItem(named: $0), interrupting: $1) },
        announce: { [unowned self] in
            announceOnFocus($0)
            voice.say(narration.utterance(saying: $0), interrupting: true)
        }))

    var describer: AccessibilityDescriber { preferences.describer }
    private var narration: Narration { Narration(words: describer.words) }
    var appearance: Appearance { preferences.appearance }

    init(application: UnsafeMutablePointer<GtkApplication>, catalog: LevelCatalog, preferences: Preferences,
         progressStore: SaveStore<ShapeShuffleCore.Progress>, progress: LoadResult<ShapeShuffleCore.Progress>,
         levelsInPlayStore: SaveStore<LevelsInPlay>, levelsInPlay: LoadResult<LevelsInPlay>, startLevel: Int?,
         extraNotices: [SaveNotice] = [], practice: PracticeKeeper, grownUps: GrownUps) {
        self.grownUps = grownUps
        self.application = application
        self.practice = practice
        self.preferences = preferences
        self.progressStore = progressStore
        self.levelsInPlayStore = levelsInPlayStore
        self.startLevel = startLevel
        session = GameSession(catalog: catalog, progress: progress.value, levelsInPlay: levelsInPlay.value)
        session.facesUp = preferences.settings.cardsFaceUp
        pendingNotices = [progress.notice, levelsInPlay.notice, preferences.loadNotice, practice.loadNotice,
                          grownUps.loadNotice].compactMap { $0 }
            + extraNotices
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
            self.preferences.desktopLookChanged()
            refreshAll()
        }
        window.noticeBar.onEmptied = { [unowned self] in focusScreen() }
        window.onResize = { [unowned self] in applyLayout() }
        window.onFocusChange = { [unowned self] in focusChanged() }
        // The application's actions exist, disabled where they do nothing, before the first key.
        actions.enable(cardFocused: false, levelOpen: false)
        scanner.configure(preferences.settings)
        actions.setEnabled(.quit, !grownUps.isKiosk)
        Signal.connect(window.window, "close-request", .decide) { [unowned self] in refusesToClose() }
        EscapeKey.attach(to: window.widget) { [unowned self] in
            guard level != nil else { return false }
            showHome()
            return true
        }
    }

    /// Shows the first screen and the window, on GApplication's first `activate`.
    func start() {
        if profiles?.opensOnChooser == true {
            // `--level N` opens that level once a child is chosen.
            levelAfterChoice = startLevel
            showChooser()
        } else if let startLevel { play(level: startLevel) } else { showHome() }
        startUp = StartUpAnnouncement(window: window) { [unowned self] in announceStartUp() }
        windowMemory.restore()
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
        chooser?.apply(ProfileChooserLayout(window: window.screenSize, count: chooser?.buttons.count ?? 1))
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
        // A practice level's number is its place in the practice, not a level button's.
        let returningFrom = session.practice == nil ? session.game?.level.number : nil
        session.leaveLevel()
        dialog = nil
        practiceDone = nil
        let screen = HomeScreen(
            levelCount: session.homeLevelCount, bestStars: session.progress.bestStars,
            inPlay: Set(session.levelsInPlay.levels), describer: describer, appearance: appearance,
            layout: HomeLayout(window: window.screenSize),
            intents: HomeIntents(
                playLevel: { [unowned self] in play(level: $0) },
                openSettings: { [unowned self] in perform(.settings) },
                openHelp: { [unowned self] in perform(.shortcuts) },
                openFind: { [unowned self] in perform(.find) },
                playPractice: { [unowned self] in playPractice(at: 1) }))
        window.show(screen: screen.root)
        level = nil
        chooser = nil
        home = screen
        applyLayout()
        let target = element ?? returningFrom.map { .levelButton(min($0, session.homeLevelCount)) }
            ?? .levelButton(session.levelToPlayNext)
        if let widget = screen.widget(for: target) { gtk_widget_grab_focus(widget) }
    }

    func play(level number: Int) {
        endGuide()
        session.start(level: number)
        showLevelScreen()
    }

    /// Level `index` of the practice Home's Practice button plays (`PracticeKeeper`).
    private func playPractice(at index: Int) {
        endGuide()
        session.startPractice(practice.choice, at: index)
        guard session.practice != nil else { return }
        showLevelScreen()
    }

    /// Shows the level the session has in play, a level of the game or of a practice.
    private func showLevelScreen() {
        scanner.reset()
        dialog = nil
        practiceDone = nil
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
        chooser = nil
        level = screen
        applyLayout()
        if let card = session.cardToFocusOnStart.flatMap(screen.cardView(number:)) { gtk_widget_grab_focus(card.widget) }
        narrate(.levelOpened(game.level.prompt), interrupting: true)
        if session.practice == nil, game.level.number == 1, preferences.settings.guidedFirstLevel, session.isNewPlayer, !guideShown { startGuide() }
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
        case .startOver: throughGrownUpGate { [unowned self] in confirmStartOver() }
        case .find: openFind()
        case .shortcuts:
            openWindow = ShortcutsWindow(over: window.window, application: application, words: describer.words,
                                         leavingOut: grownUps.isKiosk ? [.quit, .fullScreen] : [])
        case .settings: throughGrownUpGate { [unowned self] in openSettings() }
        case .whoIsPlaying: showChooser()
        case .progress: throughGrownUpGate { [unowned self] in openProgress(over: window.window) }
        case .fullScreen: if !grownUps.isKiosk { window.toggleFullScreen() }
        case .quit:
            guard !grownUps.isKiosk else { return }
            throughGrownUpGate { [unowned self] in quit() }
        case .primaryMenu:
            guard let screen = level?.root ?? home?.root else { return }
            PrimaryMenu.open(over: screen, in: window.window, application: application, words: describer.words,
                             hiding: (profiles?.roster.profiles.count ?? 0) > 1 ? [] : [.whoIsPlaying],
                             leavingOut: grownUps.isKiosk ? ["quit", "fullscreen"] : [])
        case .flipOrPress, .cardMenu, .nextOrPrevious, .moveInGrid, .firstOrLast, .backOrClose:
            break // keys the widgets handle themselves
        }
    }

    private func quit() {
        saveLevelsInPlayNow()
        windowMemory.saveNow()
        g_application_quit(ss_gapplication(application))
    }

    // MARK: The grown-up lock

    /// Runs `action` at once while the grown-up lock is off; otherwise opens the lock and runs it
    /// once a grown-up has passed it. Everything meant for grown-ups only goes through here.
    func throughGrownUpGate(then action: @escaping @MainActor () -> Void) {
        guard grownUps.lockIsOn else { return action() }
        guard gate == nil else { return }
        gate = GrownUpGateDialog(over: window.window, words: describer.words, source: grownUps.nextGateSource(),
                                 opened: { [unowned self] in
                                     gate = nil
                                     action()
                                 }, closed: { [unowned self] in gate = nil })
    }

    /// The window's close button: refused in a kiosk, behind the lock when it is on.
    private func refusesToClose() -> Bool {
        if grownUps.isKiosk { return true }
        windowMemory.saveNow()
        guard grownUps.lockIsOn else {
            saveLevelsInPlayNow()
            return false
        }
        throughGrownUpGate { [unowned self] in quit() }
        return true
    }

    /// A change to the grown-ups' settings: saved, and kiosk mode applied at once.
    private func updateGrownUps(_ change: (inout DeviceSettings) -> Void) {
        if let notice = grownUps.update(change) { say(notice) }
        actions.setEnabled(.quit, !grownUps.isKiosk)
        windowMemory.kioskChanged()
    }

    /// The card with keyboard focus, if any.
    var focusedCard: CardView? { level?.cardView(for: window.focus) }

    /// Add and Pin follow the focused card, and the card that has focus is kept for the level in play.
    func focusChanged() {
        if let profile = chooser?.profile(at: window.focus) { sayName(profile) }
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
                guard session.game != nil else { return }
                session.startOver()
                levelsInPlayWriter.saveSoon()
                showLevelScreen()
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
        if session.practice != nil { return showPracticeLevelComplete(game) }
        guard let next = session.nextLevelNumber else { return }
        let completion = LevelCompleteDialog(
            game: game, over: window.window, describer: describer,
            onNext: { [unowned self] in play(level: next) },
            onHome: { [unowned self] in showHome(focusing: .levelButton(min(game.level.number, session.homeLevelCount))) })
        dialog = completion
        completion.present()
    }

    /// Next level goes on through the practice; after its last level, the practice is done.
    private func showPracticeLevelComplete(_ game: GameState) {
        guard let next = session.nextPracticeLevel else {
            let done = PracticeDoneDialog(over: window.window, words: describer.words) { [unowned self] in showHome() }
            practiceDone = done
            done.present()
            voice.say(narration.utterance(saying: describer.words.practice(.practiceDone)))
            return
        }
        let completion = LevelCompleteDialog(
            game: game, over: window.window, describer: describer,
            onNext: { [unowned self] in playPractice(at: next) },
            onHome: { [unowned self] in showHome() })
        dialog = completion
        completion.present()
    }

    /// Shows (or, with nil, clears) the choice switch scanning offers on an open card.
    private func showScanOffer(_ offer: ScanOffer?) {
        guard let level, let game = session.game else { return }
        level.render(game, describer: describer, appearance: appearance, feedback: nil, scanOffer: offer)
    }

    /// The name the scan says for a focused widget: the core's name for an element of the screen,
    /// else the button's or label's own text (dialogs' buttons are named by their text).
    private func scanItemName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        let elements = window.noticeBar.texts.indices.map { ElementID.closeNotice(index: $0) }
            + (level?.findableElements ?? home?.findableElements ?? [])
        if let element = elements.first(where: { self.widget(for: $0) == widget }),
           let described = describer.describe(element, game: session.game, bestStars: session.progress.bestStars) {
            return described.name
        }
        return ScanItemText.shown(by: widget)
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
            closed: { [unowned self] in openWindow = nil },
            openPlayers: { [unowned self] in openPlayers(over: $0) },
            practice: PracticeIntents(
                choice: { [unowned self] in practice.choice },
                choose: { [unowned self] in if let notice = practice.choose($0) { say(notice) } }),
            openProgress: { [unowned self] in openProgress(over: $0) }),
            sections: [GrownUpSettingsSection(grownUps: grownUps, words: describer.words) { [unowned self] in updateGrownUps($0) }])
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
        chooser?.refresh(appearance: appearance)
        if let level, let game = session.game {
            level.apply(levelLayout(for: game))
            level.render(game, describer: describer, appearance: appearance, feedback: nil)
        }
        actions.refreshAccelerators(preferences.settings)
        scanner.configure(preferences.settings)
        voice.settings = preferences.settings
    }

    // MARK: Profiles

    /// "Who is playing?": the level in play is written first, as when Home is shown.
    func showChooser() {
        guard let profiles else { return }
        scanner.reset()
        saveLevelsInPlayNow()
        session.leaveLevel()
        dialog = nil
        let screen = WhoIsPlayingScreen(
            roster: profiles.roster, appearance: appearance,
            layout: ProfileChooserLayout(window: window.screenSize, count: profiles.roster.profiles.count),
            intents: ChooserIntents(choose: { [unowned self] in choose($0) }))
        window.show(screen: screen.root)
        home = nil
        level = nil
        chooser = screen
        applyLayout()
        narrate(text: describer.words.text(ProfileText.whoIsPlaying), interrupting: true)
        if let widget = screen.button(for: profiles.current) { gtk_widget_grab_focus(widget) }
    }

    /// The game's voice says the child's name and picture as focus reaches their button.
    private func sayName(_ profile: Profile) {
        narrate(text: describer.words.profileButtonName(profile), interrupting: false)
    }

    private func narrate(text: String, interrupting: Bool) {
        voice.say(narration.utterance(saying: text), interrupting: interrupting)
    }

    /// Plays as `id` from now on: that child's settings, progress and level in play.
    private func choose(_ id: ProfileID) {
        switchProfile(to: id)
        if let number = levelAfterChoice {
            levelAfterChoice = nil
            play(level: number)
        } else {
            showHome()
        }
    }

    private func switchProfile(to id: ProfileID, force: Bool = false) {
        guard var profiles else { return }
        if id != profiles.current || force {
            let saves = ProfileSaves.load(profiles.setup.location(of: id), preferencesLike: preferences)
            practice = practice.forAnotherProfile(at: profiles.setup.location(of: id))
            profiles.current = id
            self.profiles = profiles
            preferences = saves.preferences
            preferences.gnomeHighContrast = { [desktopLook] in desktopLook.gnomeHighContrast }
            preferences.desktopLookChanged()
            progressStore = saves.progressStore
            levelsInPlayStore = saves.levelsInPlayStore
            levelsInPlayWriter = LevelsInPlayWriter(
                store: levelsInPlayStore, current: { [unowned self] in session.levelsInPlay }, onNotice: { [unowned self] in say($0) })
            session = GameSession(catalog: session.catalog, progress: saves.progress.value, levelsInPlay: saves.levelsInPlay.value)
            session.facesUp = preferences.settings.cardsFaceUp
            refreshAll()
            for notice in saves.notices + [practice.loadNotice].compactMap({ $0 }) { say(notice) }
        }
    }

    /// Players (from Settings): add, rename and remove children.
    private func openPlayers(over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let roster = profiles?.roster else { return }
        let words = describer.words
        players = PlayersWindow(over: parent, roster: roster, words: words, intents: PlayersIntents(
            add: { [unowned self] name, picture in
                // The first child's saves may move (`makeProfiles`): what is unsaved is written first.
                saveLevelsInPlayNow()
                let wasSingle = profiles?.setup.hasProfiles == false
                let outcome = profiles?.setup.add(name: name, picture: picture)
                if wasSingle, profiles?.setup.hasProfiles == true { reloadCurrentProfile() }
                return playersChanged(outcome)
            },
            rename: { [unowned self] id, name, picture in
                saveLevelsInPlayNow()
                let wasSingle = profiles?.setup.hasProfiles == false
                let outcome = profiles?.setup.rename(id, to: name, picture: picture)
                if wasSingle, profiles?.setup.hasProfiles == true { reloadCurrentProfile() }
                return playersChanged(outcome)
            },
            remove: { [unowned self] id, parent in confirmRemoval(of: id, over: parent) },
            closed: { [unowned self] in players = nil }))
    }

    /// The words for a change's outcome (nil when done), with the Players window shown afresh.
    private func playersChanged(_ outcome: ProfileSetup.ChangeOutcome?) -> String? {
        if let roster = profiles?.roster { players?.show(roster: roster) }
        switch outcome {
        case .done, nil: return nil
        case .refused(let refusal): return describer.words.refusal(refusal)
        case .notSaved(let notice):
            say(notice)
            return describer.words.notice(notice)
        }
    }

    private func confirmRemoval(of id: ProfileID, over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let profile = profiles?.roster.profile(id) else { return }
        let words = describer.words
        removal = ConfirmDialog(
            question: words.removeQuestion(profile), confirm: words.text(ProfileText.removePlayer),
            cancel: words.text(ProfileText.keepPlayer), over: parent,
            onConfirm: { [unowned self] in
                removal = nil
                let wasCurrent = profiles?.current == id
                let outcome = profiles?.setup.remove(id)
                players?.show(playersChanged(outcome))
                if wasCurrent, let first = profiles?.roster.profiles.first?.id { switchProfile(to: first) }
            }, onCancel: { [unowned self] in removal = nil })
    }

    /// The files of the child playing moved (the first profile was made): read them from there.
    private func reloadCurrentProfile() {
        guard let current = profiles?.current else { return }
        switchProfile(to: current, force: true)
    }
}
