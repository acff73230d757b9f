import CGtk
import ShapeShuffleCore

/// Ties the core to the screens: it keeps the `GameStore` (the core's `Game`, the child playing, the
/// children on this computer and the screen shown), shows the one screen for the current state in the `MainWindow`, turns what
/// every screen and key reports into the core's `Action`s, and carries out the `Effect`s its one
/// reducer returns, each by its runner. The rest is its collaborators' (docs/ARCHITECTURE.md,
/// *Layers*), each given the store. Every rule stays in the core.
@MainActor
final class GameController {
    private let application: UnsafeMutablePointer<GtkApplication>
    private let window: MainWindow
    private let store: GameStore
    private let modals = ModalCoordinator()
    private let settingsFollowers = SettingsSubscriptions()
    private let recordedVoice: RecordedVoice?
    private lazy var narrator = Narrator(settings: { [store] in store.preferences.settings }, recordedVoice: recordedVoice,
                                         words: { [store] in store.words }, level: { [store] in store.level })
    private let desktopLook: DesktopLook
    private let startLevel: Int?
    /// The lock, kiosk mode and the window's placement: the computer's, not one child's.
    private let grownUps: GrownUps
    private lazy var shown = ShownNow(window: window, modals: modals, store: store)
    private lazy var notices = NoticeTeller(shown: shown)
    private lazy var ending = GameEnding(application: application, window: window, grownUps: grownUps, store: store,
                                         releaseLease: { [unowned self] in children.releaseLease() })
    private lazy var children = ChildrenFlow(modals: modals, store: store, withdraw: { [unowned self] in notices.withdraw($0) })
    private lazy var grownUpWindows = GrownUpWindows(
        window: window, application: application, grownUps: grownUps, modals: modals, store: store,
        openPlayers: { [unowned self] in children.openPlayers(over: $0) }, changeSettings: { [unowned self] in update($0) },
        grownUpsChanged: { [unowned self] in
            refreshAvailability()
            ending.kioskChanged()
        })
    private lazy var assists = LevelAssists(window: window, store: store, voice: ScanVoice(
        itemName: { [unowned self] in elements.scanItemName($0) },
        sayItem: { [unowned self] in narrator.sayScanItem($0, interrupting: $1) },
        announce: { [unowned self] in
            notices.announceOnFocus($0)
            narrator.say($0, interrupting: true)
        }))
    private lazy var dialogs = LevelDialogs(window: window, modals: modals, store: store)
    private lazy var elements = ScreenElements(shown: shown)
    private lazy var actions = GameActions(application: application, settings: preferences.settings,
                                           followers: settingsFollowers) { [unowned self] in perform($0) }

    private var child: PlayerContext { store.child }
    private var session: GameSession { store.session }
    private var preferences: Preferences { store.preferences }
    private var level: LevelScreen? { store.level }
    private var describer: AccessibilityDescriber { store.describer }
    private var appearance: Appearance { store.appearance }
    private var sizes: ScreenSizes {
        ScreenSizes(window: window, session: session, settings: preferences.settings,
                    showsCaptions: narrator.showsCaptions(preferences.settings))
    }

    /// `child` is the first child to play, read from their folder; `grownUps` the computer's own settings.
    init(application: UnsafeMutablePointer<GtkApplication>, child: PlayerContext, profiles: ProfileChoice?, startLevel: Int?,
         extraNotices: [SaveNotice] = [], grownUps: GrownUps, recordedVoice: RecordedVoice?) {
        self.grownUps = grownUps
        self.application = application
        store = GameStore(child: child, profiles: profiles, grownUps: grownUps)
        self.startLevel = startLevel
        self.recordedVoice = recordedVoice
        desktopLook = DesktopLook()
        child.follow(desktopLook)
        let preferences = child.preferences
        let window = MainWindow(application: application, title: preferences.describer.words.text(.appTitle),
                                theme: preferences.appearance.theme, highContrast: preferences.isHighContrast)
        self.window = window
        store.carryOut = { [unowned self] in carryOut($0) }
        store.tell = { [unowned self] in notices.say($0) }
        child.onNotice = { [unowned self] in say($0) }
        child.mayWriteLevelsInPlay = { [unowned self] in children.mayWriteLevelsInPlay() }
        child.levelsInPlay = { [unowned self] in session.levelsInPlay }
        send(.childRead(progress: child.savedProgress, levelsInPlay: child.savedLevelsInPlay))
        desktopLook.onChange = { [unowned self] in
            self.preferences.desktopLookChanged()
            refreshAll()
        }
        followSettings()
        window.noticeBar.onEmptied = { [store] in store.screen?.focusFirst(session: store.session) }
        window.onResize = { [unowned self] in applyLayout() }
        window.onFocusChange = { [unowned self] in focusChanged() }
        window.onOverlaysChange = { [unowned self] in actions.pause($0) }
        // The application's actions exist, disabled where they do nothing, before the first key.
        refreshAvailability()
        assists.configureScan(preferences.settings)
        settingsFollowers.subscribe(to: [.scanning]) { [unowned self] in assists.configureScan($0) }
        Signal.connect(window.window, .closeRequest) { [unowned self] in ending.refusesToClose() }
        EscapeKey.attach(to: window.widget) { [unowned self] in ask(.back) }
        (child.loadNotices + [grownUps.loadNotice].compactMap { $0 } + extraNotices).forEach(notices.keep)
    }

    /// Before the first screen: takes the lease on the child's saves, or finds another game
    /// playing them, and looks for sound; what the grown-ups must know waits until the window shows.
    func startSchoolChecks(me: GameInstance, location: SaveLocation, sound: SoundOutputFacts) {
        if let notice = children.takeLease(me: me, location: location) { notices.keep(notice) }
        narrator.soundFound(sound.voiceCanBeHeard)
        if let notice = narrator.voiceOffNotice(for: preferences.settings) { notices.keep(notice) }
    }

    /// Shows the first screen and the window, on GApplication's first `activate`.
    func start() {
        show(children.firstScreen(levelAsked: startLevel))
        notices.awaitStartUp()
        ending.restoreWindow()
        window.present()
        notices.windowShown()
    }

    /// A later `activate`: the window comes to the front.
    func present() { gtk_window_present(window.window) }

    /// However the game ends, the next game on this child's saves may play them.
    func releaseLease() { children.releaseLease() }

    private func say(_ notice: SaveNotice) { notices.say(notice) }

    /// Says once a run that the voice is off, when a child's settings want it and there is no sound.
    private func tellIfVoiceIsOff() { narrator.voiceOffNotice(for: preferences.settings).map(say) }

    // MARK: Screens

    private func applyLayout() { sizes.apply(to: store.screen) }

    private func refreshLevelNotes() { level?.show(LevelNotes(session: session, words: describer.words, settings: preferences.settings)) }

    /// Shows the screen the core chose.
    private func show(_ choice: ScreenChoice) {
        switch choice {
        case .chooser(let thenLevel): showChooser(thenLevel: thenLevel)
        case .home: send(.leaveLevel(focusing: nil))
        case .level(let number): send(.openLevel(number))
        }
    }

    /// The one place the screen changes: what lay over the last screen goes with it.
    private func show(_ next: Screen) {
        modals.screenChanged()
        window.show(screen: next.root)
        store.shows(next)
    }

    private func presentHome(focusing target: ElementID) {
        let screen = HomeScreen(
            levelCount: session.homeLevelCount, bestStars: session.progress.bestStars,
            inPlay: Set(session.levelsInPlay.levels), describer: describer, appearance: appearance,
            layout: HomeLayout(window: window.screenSize),
            intents: HomeIntents(
                playLevel: { [store] in store.send(.openLevel($0)) }, openSettings: { [unowned self] in ask(.settings) },
                openHelp: { [unowned self] in ask(.shortcuts) }, openFind: { [unowned self] in ask(.find) },
                playPractice: { [store] in store.send(.openPractice(store.child.practice.choice, at: 1)) }))
        show(.home(screen))
        showWhoseGame()
        applyLayout()
        if let widget = screen.widget(for: target) { gtk_widget_grab_focus(widget) }
    }

    /// "Who is playing?": the level in play is written, as when Home shows, before the lease goes.
    private func showChooser(thenLevel: Int? = nil) {
        guard let (roster, current) = store.chooserRoster else { return }
        assists.resetScan()
        saveLevelsInPlayNow()
        children.chooserShown(thenLevel: thenLevel)
        let screen = WhoIsPlayingScreen(
            roster: roster, appearance: appearance, layout: ProfileChooserLayout(window: window.screenSize, count: roster.profiles.count),
            intents: ChooserIntents(choose: { [unowned self] in children.choose($0) }))
        show(.chooser(screen))
        applyLayout()
        narrator.say(describer.words.text(ProfileText.whoIsPlaying), interrupting: true)
        if let widget = screen.button(for: current) { gtk_widget_grab_focus(widget) }
    }

    private func showWhoseGame() { children.showWhoseGame() }

    /// Another child plays from now on (or the same child, whose files moved): every screen, and
    /// Settings if it is open, shows their saves at once.
    private func changeChild(to next: PlayerContext) {
        // A write the last child's writer still has pending keeps that child's levels in play as
        // they are now, never the next child's, which the game plays from here on.
        let leaving = session.levelsInPlay
        child.levelsInPlay = { leaving }
        store.plays(next)
        send(.childRead(progress: next.savedProgress, levelsInPlay: next.savedLevelsInPlay))
        child.follow(desktopLook)
        refreshAll()
        modals.settings?.childChanged()
    }

    /// Shows the level the session has in play, a level of the game or of a practice.
    private func presentLevel() {
        guard let game = session.game else { return }
        let screen = LevelScreen(
            game: game, describer: describer, appearance: appearance, layout: sizes.level(for: game),
            intents: LevelIntents(
                goHome: { [store] in store.send(.leaveLevel(focusing: nil)) }, hearTask: { [unowned self] in ask(.hearTask) },
                // While the guided level plays, the Show me button only stops it, as any key does.
                showMe: { [unowned self] in ask(.showMe) },
                card: CardIntents(
                    move: { [store] in store.send(.move($0)) },
                    openMenu: { [unowned self] in ActionsMenu.open(on: $0, state: session.game?.card($0.number), describer: describer) })))
        show(.level(screen))
        showWhoseGame()
        refreshLevelNotes()
        applyLayout()
        if let card = session.cardToFocusOnStart.flatMap(screen.cardView(number:)) { gtk_widget_grab_focus(card.widget) }
    }

    // MARK: Settings

    /// A change in Settings, applied at once to what uses the settings that changed (the table
    /// says which): a new speech rate leaves the screen, and what a screen reader hears on it, alone.
    private func update(_ change: (inout Settings) -> Void) {
        let before = preferences.settings
        if let notice = preferences.update(change) { say(notice) }
        refresh(SettingsTable.uses(changedFrom: before, to: preferences.settings))
        // A voice turned on where nothing can be heard is told about once, as at start.
        tellIfVoiceIsOff()
    }

    /// Another child, or the desktop's look: everything is applied again.
    private func refreshAll() { refresh(Set(SettingUse.allCases)) }

    /// Applies `uses` at once, to what follows them, without a restart and without losing focus.
    private func refresh(_ uses: Set<SettingUse>) { settingsFollowers.changed(uses, settings: preferences.settings) }

    /// The window and the screen follow the settings they draw; the keys, the scanning and the
    /// voice subscribe where they are made.
    private func followSettings() {
        // Cards face up lays the level in play out again as it stands, face up or face down;
        // the screen is only redrawn after, so focus stays where it is (Settings is open).
        settingsFollowers.subscribe(to: [.cardsShown]) { [unowned self] _ in send(.settingsChanged) }
        settingsFollowers.subscribe(to: [.words]) { [unowned self] _ in
            window.setTitle(describer.words.text(.appTitle))
            window.noticeBar.relabel(closeLabel: describer.words.text(.closeNotice))
        }
        settingsFollowers.subscribe(to: [.words, .look, .layout, .cardsShown]) { [unowned self] _ in
            window.applyStyle(theme: appearance.theme, highContrast: preferences.isHighContrast)
            store.screen?.refresh(session: session, settings: preferences.settings, describer: describer, appearance: appearance, sizes: sizes)
            showWhoseGame()
            applyLayout()
        }
    }

    // MARK: Actions and moves

    /// An action the player asked for with a key or a menu item: the core decides what follows.
    private func perform(_ action: GameAction) { if let command = action.command { ask(command) } }

    @discardableResult
    private func ask(_ command: Command) -> Bool { send(.command(command, focusedCard: focusedCard?.number)) }

    private var focusedCard: CardView? { level?.cardView(for: window.focus) }

    /// Add and Pin follow the focused card, and the card that has focus is kept for the level in play.
    private func focusChanged() {
        // The game's voice says the child's name and picture as focus reaches their button.
        if case .chooser(let chooser) = store.screen, let profile = chooser.profile(at: window.focus) { narrator.sayName(profile) }
        refreshAvailability()
        if let card = focusedCard { send(.cardFocused(card.number)) }
    }

    /// The keys and menu items are enabled where the core says they can be asked for now.
    private func refreshAvailability() {
        let card = focusedCard?.number, kiosk = grownUps.isKiosk, game = store.game
        actions.enable { game.isAvailable($0, focusedCard: card, kiosk: kiosk) }
    }

    @discardableResult
    private func send(_ action: Action) -> Bool { store.send(action) }

    private func send(_ action: PlayAction) { send(.play(action)) }

    /// Each effect to its runner, in the reducer's order.
    private func carryOut(_ effect: Effect) {
        switch effect {
        case .play(let effect): carryOut(effect)
        case .grownUp(.grant(.startOver)): dialogs.confirmStartOver()
        case .grownUp(.grant(.quit)): ending.quit()
        case .grownUp(let effect): grownUpWindows.carryOut(effect)
        case .whoPlays(let effect): carryOut(effect)
        case .window(let effect): carryOut(effect)
        }
    }

    /// Who plays next, as the core's `ChildSwitch` says: the saves are the children's flow's.
    private func carryOut(_ effect: ChildSwitchEffect) {
        switch effect {
        case .releaseSaves: children.releaseLease()
        case .changeChild(let id):
            guard let location = children.location(of: id) else { return }
            changeChild(to: child.another(at: location))
            child.loadNotices.forEach(say)
        case .playSaves(let id): children.playSaves(of: id)
        case .tellIfVoiceIsOff: tellIfVoiceIsOff()
        case .show(let choice): show(choice)
        }
    }

    private func carryOut(_ effect: WindowEffect) {
        switch effect {
        case .openFind: elements.openFind()
        case .openShortcuts: grownUpWindows.openShortcuts()
        case .toggleFullScreen: window.toggleFullScreen()
        case .showChooser: showChooser()
        case .openPrimaryMenu:
            store.screen.map { PrimaryMenu.open(on: $0, in: window.window, application: application, words: describer.words,
                                          players: store.profiles?.roster.profiles.count ?? 0, kiosk: grownUps.isKiosk) }
        }
    }

    private func carryOut(_ effect: PlayEffect) {
        switch effect {
        case .endGuide: assists.endGuide()
        case .stopGuide: assists.stopGuide()
        case .resetScan: assists.resetScan()
        case .showHome(let target): presentHome(focusing: target)
        case .showLevel: presentLevel()
        case .startGuide:
            assists.startGuide(tick: { [unowned self] in send(.guideTick) }, stopped: { [unowned self] in send(.guideStopped) })
        case .showGuidedStep(let step, let focus, let outcomes):
            showPlayed(focusing: focus, marks: outcomes) { [describer] _ in describer.words.guidedLine(step) }
        case .announce(let text, let task):
            if let game = session.game { level?.announce(describer.words.announcement(text, task: task), game: game, describer: describer) }
        case .showMove(let outcome, let focus):
            showPlayed(focusing: focus, marks: [outcome]) { [describer] in describer.words.feedback(for: outcome, in: $0.level) }
        case .saveLevelsInPlayNow: saveLevelsInPlayNow()
        case .saveLevelsInPlaySoon: child.levelsInPlayWriter.saveSoon()
        case .markLevelsInPlayUnsaved: child.levelsInPlayWriter.markUnsaved()
        case .shake(let card): level?.cardView(number: card)?.shake()
        case .say(let event): narrator.narrate(event)
        case .sayAtOnce(let event): narrator.narrate(event, interrupting: true)
        case .hearTask(let prompt): if let game = session.game { narrator.hearTask(prompt, on: game, describer: describer) }
        case .saveProgress:
            let (saved, notice) = child.saveProgress(session.progress)
            send(.progressWritten(saved))
            if let notice { say(notice) }
        case .showLevelComplete(let next): if let game = session.game { dialogs.showLevelComplete(game, then: next) }
        case .showHint(let hint, let move, let sayAgain): showHint(hint, afterMove: move, sayAgain: sayAgain)
        case .followFocus: focusChanged()
        }
    }

    /// The level after a move or a guided step: its marks, and focus on the card the core chose
    /// (after an Add, the next card), which says `line`: what happened.
    private func showPlayed(focusing focus: Int, marks: [MoveOutcome], saying line: (GameState) -> String?) {
        guard let game = session.game else { return }
        showLevel(game, saying: line(game), on: focus, marks: marks)
        refreshLevelNotes()
    }

    /// Show me's card, rung and focused, saying what it is: after the mistake's own words when it
    /// offered itself after one, so a screen reader, whose focus leaves the wrong card at once,
    /// still hears what the mistake was.
    private func showHint(_ hint: ShowMeHint, afterMove outcome: MoveOutcome?, sayAgain: Bool) {
        guard let game = session.game else { return }
        let line = describer.words.hintLine(hint, afterMove: outcome, in: game.level)
        showLevel(game, saying: line, on: hint.card, ringing: hint.card)
        if sayAgain { level?.announce(line, game: game, describer: describer) }
    }

    /// The level as the core has it, with focus on `card` saying `line`, then the moves' marks and
    /// Show me's ring. Focus moves once the screen shows it; what that means is decided after, once.
    private func showLevel(_ game: GameState, saying line: String?, on card: Int, marks: [MoveOutcome] = [], ringing rung: Int? = nil) {
        guard let screen = level else { return }
        window.withoutFocusReports {
            screen.render(game, describer: describer, appearance: appearance, feedback: line.map { (card, $0) }, focusing: card)
        }
        marks.forEach(screen.showMark(after:))
        screen.ring(card: rung)
    }

    private func saveLevelsInPlayNow() { store.saveLevelsInPlayNow() }
}
