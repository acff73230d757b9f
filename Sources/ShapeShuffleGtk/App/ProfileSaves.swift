import ShapeShuffleCore

/// The children on this machine and who plays now.
struct ProfileChoice {
    var setup: ProfileSetup
    var current: ProfileID
    /// True when the game opens on "Who is playing?" (more than one child, no `--profile`).
    var opensOnChooser: Bool
    var roster: Roster { setup.roster }
}

/// One child's saves, loaded: their settings, progress and level in play, and what could not be read.
@MainActor
struct ProfileSaves {
    var preferences: Preferences
    var progressStore: MergingProgressStore
    var progress: LoadResult<ShapeShuffleCore.Progress>
    var levelsInPlayStore: SaveStore<LevelsInPlay>
    var levelsInPlay: LoadResult<LevelsInPlay>

    var notices: [SaveNotice] { [progress.notice, levelsInPlay.notice, preferences.loadNotice].compactMap { $0 } }

    /// Loads the files at `location`; `preferencesLike` gives the language rules of this run.
    static func load(_ location: SaveLocation, preferencesLike current: Preferences) -> ProfileSaves {
        var settingsStore = SaveStore<Settings>.settings(at: location, admin: current.admin)
        let settings = settingsStore.load()
        return load(location, preferences: current.forAnotherProfile(store: settingsStore, loaded: settings))
    }

    static func load(_ location: SaveLocation, preferences: Preferences) -> ProfileSaves {
        var progressStore = SaveStore<ShapeShuffleCore.Progress>.progress(at: location)
        let progress = progressStore.load()
        var levelsInPlayStore = SaveStore<LevelsInPlay>.levelsInPlay(at: location)
        let levelsInPlay = levelsInPlayStore.load()
        return ProfileSaves(preferences: preferences, progressStore: MergingProgressStore(store: progressStore, loaded: progress.value),
                            progress: progress,
                            levelsInPlayStore: levelsInPlayStore, levelsInPlay: levelsInPlay)
    }
}
