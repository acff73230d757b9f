import CGtk
import ShapeShuffleCore

/// What any screen shown does alike: say a line through focus, take focus back, name the child.
extension Screen {
    /// Leads the focused element's description with `line` (on a level, `levelLine` if given), so
    /// a screen reader says it now (GTK 4.8 has no announcement API).
    func announce(_ line: String, onLevel levelLine: String? = nil, session: GameSession, describer: AccessibilityDescriber) {
        switch self {
        case .home(let home): home.announce(line, bestStars: session.progress.bestStars, describer: describer)
        case .level(let level):
            if let game = session.game { level.announce(levelLine ?? line, game: game, describer: describer) }
        case .chooser: break
        }
    }

    /// Focus back on the screen (a closed notice's button is gone): the first card still in the grid,
    /// or Home's button for the level to play next.
    func focusFirst(session: GameSession) {
        switch self {
        case .level(let level):
            if let card = session.game?.firstCardInGrid.flatMap(level.cardView(number:)) { gtk_widget_grab_focus(card.widget) }
        case .home(let home):
            if let widget = home.widget(for: .levelButton(session.levelToPlayNext)) { gtk_widget_grab_focus(widget) }
        case .chooser: break
        }
    }

    /// Names the child playing; nil with one child.
    func showWhoseGame(_ profile: Profile?, words: Words, appearance: Appearance) {
        switch self {
        case .home(let home): home.playerBadge.show(profile, words: words, appearance: appearance)
        case .level(let level): level.playerBadge.show(profile, words: words, appearance: appearance)
        case .chooser: break
        }
    }
}

extension Screen {
    /// A new language or look, shown at once without a rebuild, so focus stays where it is.
    func refresh(session: GameSession, settings: Settings, describer: AccessibilityDescriber, appearance: Appearance, sizes: ScreenSizes) {
        switch self {
        case .home(let home): home.refresh(bestStars: session.progress.bestStars, describer: describer, appearance: appearance)
        case .chooser(let chooser): chooser.refresh(appearance: appearance)
        case .level(let level):
            guard let game = session.game else { return }
            level.apply(sizes.level(for: game))
            level.render(game, describer: describer, appearance: appearance, feedback: nil)
            level.show(LevelNotes(session: session, words: describer.words, settings: settings))
        }
    }
}
