import ShapeShuffleCore

/// The child playing, whole: their session, settings, progress, level in play and practice, read
/// together from their save folder (`ChildSaves`) and replaced whole when another child plays, so
/// no screen or window can keep part of the last child's.
@MainActor
final class PlayerContext {
    /// Where this child's files are.
    let location: SaveLocation
    var session: GameSession
    let preferences: Preferences
    let practice: PracticeKeeper
    /// What could not be read, for the grown-ups: progress, the levels in play, settings, the practice.
    let loadNotices: [SaveNotice]
    private var progressStore: MergingProgressStore
    private let levelsInPlayStore: SaveStore<LevelsInPlay>
    /// Hears a level in play that could not be written; handed on to the next child.
    var onNotice: @MainActor (SaveNotice) -> Void = { _ in }
    /// False while another game plays these saves (`SaveLease`); handed on to the next child.
    var mayWriteLevelsInPlay: @MainActor () -> Bool = { true }
    private(set) lazy var levelsInPlayWriter = LevelsInPlayWriter(
        store: levelsInPlayStore, current: { [unowned self] in session.levelsInPlay }, onNotice: { [unowned self] in onNotice($0) },
        mayWrite: { [unowned self] in mayWriteLevelsInPlay() })

    /// Reads the child's files at `location`. `origin` gives the run's language rules and the
    /// administrator's locks; `practiceFromFile` is `--practice FILE` while it still holds.
    init(at location: SaveLocation, catalog: LevelCatalog, origin: Preferences.Origin, practiceFromFile: PracticeChoice?) {
        let saves = ChildSaves.load(at: location, admin: origin.admin)
        self.location = location
        preferences = Preferences(store: saves.settingsStore, loaded: saves.settings, origin: origin)
        practice = PracticeKeeper(store: saves.practiceStore, loaded: saves.practice, fromFile: practiceFromFile)
        progressStore = saves.progressStore
        levelsInPlayStore = saves.levelsInPlayStore
        session = GameSession(catalog: catalog, progress: saves.progress.value, levelsInPlay: saves.levelsInPlay.value)
        session.facesUp = preferences.settings.cardsFaceUp
        loadNotices = saves.notices
    }

    /// Another child (or this one, whose files moved), read afresh with this run's rules.
    func another(at location: SaveLocation) -> PlayerContext {
        let next = PlayerContext(at: location, catalog: session.catalog, origin: preferences.origin,
                                 practiceFromFile: practice.fromFile)
        next.onNotice = onNotice
        next.mayWriteLevelsInPlay = mayWriteLevelsInPlay
        return next
    }

    /// Writes the progress merged with the file (another game may play these saves too) and plays
    /// on with what was saved; a notice when it could not be written.
    func saveProgress() -> SaveNotice? {
        let saved = progressStore.save(session.progress)
        session.adoptSavedProgress(saved.value)
        return saved.notice
    }

    /// High contrast follows the desktop's (GNOME's setting) as well as the child's own.
    func follow(_ desktopLook: DesktopLook) {
        preferences.gnomeHighContrast = { [desktopLook] in desktopLook.gnomeHighContrast }
        preferences.desktopLookChanged()
    }

    /// Cards face up follows the settings: the level in play lies again as it stands.
    func followCardsFaceUp() { session.showCardsFaceUp(preferences.settings.cardsFaceUp) }
}
