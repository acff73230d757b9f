import ShapeShuffleCore

/// The practice Home's Practice button plays: the one given with `--practice FILE` for this run,
/// otherwise the one a grown-up chose in Settings, saved beside the progress (`practice.json`).
@MainActor
final class PracticeKeeper {
    private var store: SaveStore<PracticeChoice>
    private var saved: PracticeChoice
    /// `--practice FILE`, until a grown-up chooses another practice in Settings.
    private(set) var fromFile: PracticeChoice?
    /// Set when the saved practice could not be read.
    let loadNotice: SaveNotice?

    init(store: SaveStore<PracticeChoice>, loaded: LoadResult<PracticeChoice>, fromFile: PracticeChoice?) {
        self.store = store
        saved = loaded.value
        loadNotice = loaded.notice
        self.fromFile = fromFile
    }

    /// The practice to play and to show in Settings.
    var choice: PracticeChoice { fromFile ?? saved }

    /// Keeps and saves a choice that can make levels; a notice if it could not be saved.
    func choose(_ choice: PracticeChoice) -> SaveNotice? {
        guard choice.problem == nil, choice != self.choice else { return nil }
        fromFile = nil
        saved = choice
        return store.save(choice)
    }
}
