/// The practice the practice Home's Practice button plays: the one a grown-up chose in Settings
/// (saved beside the progress), or for this run the one given with `--practice FILE`, until a
/// grown-up chooses another.
public struct PracticeInPlay: Hashable, Sendable {
    /// The choice saved beside the progress.
    public private(set) var saved: PracticeChoice
    /// `--practice FILE`, until a grown-up chooses another practice in Settings.
    public private(set) var fromFile: PracticeChoice?

    public init(saved: PracticeChoice, fromFile: PracticeChoice?) {
        self.saved = saved
        self.fromFile = fromFile
    }

    /// The practice to play and to show in Settings.
    public var choice: PracticeChoice { fromFile ?? saved }

    /// A grown-up chose `next` in Settings. It is kept only when it can make levels and changes
    /// what plays; it then plays instead of the file's for the rest of the run. True when it
    /// was kept, and so is to be saved.
    public mutating func choose(_ next: PracticeChoice) -> Bool {
        guard next.problem == nil, next != choice else { return false }
        fromFile = nil
        saved = next
        return true
    }
}
