import ShapeShuffleCore

/// The child playing, whole: their settings, saves and practice, read together from their save
/// folder (`ChildSaves`) and replaced whole when another child plays, so no screen or window can
/// keep part of the last child's. Their progress and levels in play, as read, go to the core's
/// `Game` (`Action.childRead`), which plays on from them.
@MainActor
final class PlayerContext {
    /// Where this child's files are.
    let location: SaveLocation
    let catalog: LevelCatalog
    /// What the saves held when read.
    let savedProgress: Progress
    let savedLevelsInPlay: LevelsInPlay
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
    /// The levels in play as the game has them now, to write; handed on to the next child.
    var levelsInPlay: @MainActor () -> LevelsInPlay = { LevelsInPlay() }
    private(set) lazy var levelsInPlayWriter = LevelsInPlayWriter(
        store: levelsInPlayStore, current: { [unowned self] in levelsInPlay() }, onNotice: { [unowned self] in onNotice($0) },
        mayWrite: { [unowned self] in mayWriteLevelsInPlay() })

    /// Reads the child's files at `location`. `origin` gives the run's language rules and the
    /// administrator's locks; `practiceFromFile` is `--practice FILE` while it still holds.
    init(at location: SaveLocation, catalog: LevelCatalog, origin: Preferences.Origin, practiceFromFile: PracticeChoice?) {
        let saves = ChildSaves.load(at: location, admin: origin.admin)
        self.location = location
        self.catalog = catalog
        preferences = Preferences(store: saves.settingsStore, loaded: saves.settings, origin: origin)
        practice = PracticeKeeper(store: saves.practiceStore, loaded: saves.practice, fromFile: practiceFromFile)
        progressStore = saves.progressStore
        levelsInPlayStore = saves.levelsInPlayStore
        savedProgress = saves.progress.value
        savedLevelsInPlay = saves.levelsInPlay.value
        loadNotices = saves.notices
    }

    /// Another child (or this one, whose files moved), read afresh with this run's rules.
    func another(at location: SaveLocation) -> PlayerContext {
        let next = PlayerContext(at: location, catalog: catalog, origin: preferences.origin,
                                 practiceFromFile: practice.fromFile)
        next.onNotice = onNotice
        next.mayWriteLevelsInPlay = mayWriteLevelsInPlay
        next.levelsInPlay = levelsInPlay
        return next
    }

    /// Writes `progress` merged with the file (another game may play these saves too): what was
    /// saved, to play on with, and a notice when it could not be written.
    func saveProgress(_ progress: Progress) -> (saved: Progress, notice: SaveNotice?) {
        let saved = progressStore.save(progress)
        return (saved.value, saved.notice)
    }

    /// High contrast follows the desktop's (GNOME's setting) as well as the child's own.
    func follow(_ desktopLook: DesktopLook) {
        preferences.gnomeHighContrast = { [desktopLook] in desktopLook.gnomeHighContrast }
        preferences.desktopLookChanged()
    }
}
