import CGtk
import ShapeShuffleCore

/// Writing the saves, and the notices a parent reads when one cannot be read or written.
extension GameController {
    func saveProgress() {
        if let notice = child.saveProgress() { say(notice) }
    }

    /// Shows a notice for the parent and has the screen reader say it, through the focused element
    /// (GTK 4.8 has no announcement API). The game's own voice does not: notices are for adults.
    func say(_ notice: SaveNotice) {
        guard let text = describer.words.notice(notice) else { return }
        let isNew = !window.noticeBar.shows(notice)
        window.noticeBar.show(notice, text: text, closeLabel: describer.words.text(.closeNotice))
        if isNew, startUp?.isWaiting != true { announceOnFocus(text) }
    }

    /// Leads the focused element's description with `line` (on a level, `levelLine` if given), so
    /// a screen reader says it now.
    func announceOnFocus(_ line: String, onLevel levelLine: String? = nil) {
        home?.announce(line, bestStars: child.session.progress.bestStars, describer: describer)
        if let level, let game = child.session.game { level.announce(levelLine ?? line, game: game, describer: describer) }
    }

    /// Focus back on the screen (a closed notice's button is gone): the first card still in the grid,
    /// or Home's button for the level to play next.
    func focusScreen() {
        if let level, let card = child.session.game?.firstCardInGrid.flatMap(level.cardView(number:)) {
            gtk_widget_grab_focus(card.widget)
        } else if let home, let widget = home.widget(for: .levelButton(child.session.levelToPlayNext)) {
            gtk_widget_grab_focus(widget)
        }
    }
}
