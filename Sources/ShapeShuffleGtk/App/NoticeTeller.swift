import CGtk
import ShapeShuffleCore

/// What a screen reader is told through the focused element (GTK 4.8 has no announcement API):
/// the notices for the grown-ups (a save not read or written, another game on these saves, no
/// sound), shown in the notice bar as well, and the game's name at start-up. The game's own voice
/// does not say notices: they are for adults.
@MainActor
final class NoticeTeller {
    private let shown: ShownNow
    /// What must be told once the window shows.
    private var pending: [SaveNotice] = []
    private var startUp: StartUpAnnouncement?

    init(shown: ShownNow) { self.shown = shown }

    private var describer: AccessibilityDescriber { shown.describer }

    /// Before the window shows: told with the rest once it does.
    func keep(_ notice: SaveNotice) { pending.append(notice) }

    /// The window shows: what waited is shown now, and said with the game's name once the
    /// accessibility registry listens.
    func windowShown() {
        for notice in pending { say(notice) }
        pending = []
    }

    /// Before the window shows: until the registry listens, a notice is only shown.
    func awaitStartUp() {
        startUp = StartUpAnnouncement(window: shown.window) { [unowned self] in announceStartUp() }
    }

    func say(_ notice: SaveNotice) {
        let words = describer.words
        guard let text = words.notice(notice) else { return }
        let isNew = !shown.window.noticeBar.shows(notice)
        shown.window.noticeBar.show(notice, text: text, closeLabel: words.text(.closeNotice))
        if isNew, startUp?.isWaiting != true { announceOnFocus(text) }
    }

    /// Takes back the notices about `kind` of file that are no longer true.
    func withdraw(_ kind: SaveFileKind) { shown.window.noticeBar.withdraw { $0.kind == kind } }

    /// Leads the focused element's description with `line` (on a level, `levelLine` if given), so
    /// a screen reader says it now.
    func announceOnFocus(_ line: String, onLevel levelLine: String? = nil) {
        shown.screen?.announce(line, onLevel: levelLine, session: shown.session, describer: describer)
    }

    /// The game's name leads the focused element's description, with the notices shown before the
    /// screen reader could see them; nothing while a dialog is open.
    private func announceStartUp() -> Bool {
        guard !shown.modals.showsLevelComplete else { return false }
        let words = describer.words
        let title = words.sentences([words.text(.appTitle) + words.fullStop] + shown.window.noticeBar.texts)
        announceOnFocus(title, onLevel: shown.session.game.map { words.sentences([title, words.taskLine($0.level.prompt)]) })
        return true
    }
}
