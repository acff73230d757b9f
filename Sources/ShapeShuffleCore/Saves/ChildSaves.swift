/// Everything one child keeps in their save folder, read in one go: settings, progress, the
/// levels in play and the chosen practice, each with the store it is written back through and
/// the notice for a file that could not be read (kept aside, defaults used instead).
public struct ChildSaves: Sendable {
    public var settingsStore: SaveStore<Settings>
    public var settings: LoadResult<Settings>
    public var progressStore: MergingProgressStore
    public var progress: LoadResult<Progress>
    public var levelsInPlayStore: SaveStore<LevelsInPlay>
    public var levelsInPlay: LoadResult<LevelsInPlay>
    public var practiceStore: SaveStore<PracticeChoice>
    public var practice: LoadResult<PracticeChoice>

    /// Reads the child's files at `location`; the administrator's locks hold over their settings.
    public static func load(at location: SaveLocation, admin: AdminDefaults = AdminDefaults()) -> ChildSaves {
        var settingsStore = SaveStore<Settings>.settings(at: location, admin: admin)
        let settings = settingsStore.load()
        var progressStore = SaveStore<Progress>.progress(at: location)
        let progress = progressStore.load()
        var levelsInPlayStore = SaveStore<LevelsInPlay>.levelsInPlay(at: location)
        let levelsInPlay = levelsInPlayStore.load()
        var practiceStore = SaveStore<PracticeChoice>.practice(at: location)
        let practice = practiceStore.load()
        return ChildSaves(settingsStore: settingsStore, settings: settings,
                          progressStore: MergingProgressStore(store: progressStore, loaded: progress.value), progress: progress,
                          levelsInPlayStore: levelsInPlayStore, levelsInPlay: levelsInPlay,
                          practiceStore: practiceStore, practice: practice)
    }

    /// What could not be read, in the order the notices are shown: progress, the levels in play,
    /// settings, the practice.
    public var notices: [SaveNotice] {
        [progress.notice, levelsInPlay.notice, settings.notice, practice.notice].compactMap { $0 }
    }
}
