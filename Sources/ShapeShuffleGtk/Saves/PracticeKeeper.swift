import ShapeShuffleCore

/// The practice in play (the core's `PracticeInPlay`), saved beside the progress
/// (`practice.json`) whenever a grown-up's choice is kept.
@MainActor
final class PracticeKeeper {
    private var store: SaveStore<PracticeChoice>
    private var inPlay: PracticeInPlay
    /// Set when the saved practice could not be read.
    let loadNotice: SaveNotice?

    init(store: SaveStore<PracticeChoice>, loaded: LoadResult<PracticeChoice>, fromFile: PracticeChoice?) {
        self.store = store
        inPlay = PracticeInPlay(saved: loaded.value, fromFile: fromFile)
        loadNotice = loaded.notice
    }

    /// The practice to play and to show in Settings.
    var choice: PracticeChoice { inPlay.choice }

    /// `--practice FILE`, until a grown-up chooses another practice in Settings.
    var fromFile: PracticeChoice? { inPlay.fromFile }

    /// Saves a grown-up's choice when the core keeps it; a notice if it could not be saved.
    func choose(_ choice: PracticeChoice) -> SaveNotice? {
        guard inPlay.choose(choice) else { return nil }
        return store.save(choice)
    }
}
