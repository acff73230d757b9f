import CGtk
import ShapeShuffleCore

/// The notices for the grown-ups (a save not read or written, another game on these saves, no
/// sound): shown in the notice bar, and said by a screen reader through the focused element. The
/// game's own voice does not say them: notices are for adults.
@MainActor
final class NoticeTeller {
    private let window: MainWindow
    private let words: @MainActor () -> Words
    /// Leads the focused element's description with a line.
    private let announce: @MainActor (String) -> Void
    /// What must be told once the window shows.
    private var pending: [SaveNotice] = []
    private var startUp: StartUpAnnouncement?

    init(window: MainWindow, words: @escaping @MainActor () -> Words, announce: @escaping @MainActor (String) -> Void) {
        self.window = window
        self.words = words
        self.announce = announce
    }

    /// Before the window shows: told with the rest once it does.
    func keep(_ notice: SaveNotice) { pending.append(notice) }

    /// Before the window shows: until the accessibility registry listens, a notice is only shown;
    /// then `announceStartUp` says the game's name with them.
    func awaitStartUp(announceStartUp: @escaping @MainActor () -> Bool) {
        startUp = StartUpAnnouncement(window: window, announce: announceStartUp)
    }

    /// The window shows: what waited is shown now.
    func windowShown() {
        for notice in pending { say(notice) }
        pending = []
    }

    func say(_ notice: SaveNotice) {
        let words = words()
        guard let text = words.notice(notice) else { return }
        let isNew = !window.noticeBar.shows(notice)
        window.noticeBar.show(notice, text: text, closeLabel: words.text(.closeNotice))
        if isNew, startUp?.isWaiting != true { announce(text) }
    }
}
