import CGtk
import ShapeShuffleCore

/// A change in Settings, applied to every screen, the voice and the scan at once.
extension GameController {
    func update(_ change: (inout Settings) -> Void) {
        if let notice = preferences.update(change) { say(notice) }
        refreshAll()
        // A voice turned on where nothing can be heard is told about once, as at start.
        tellIfVoiceIsOff()
    }

    /// Applies a new language or look at once, without a restart and without losing focus.
    func refreshAll() {
        // Cards face up lays the level in play out again as it stands, face up or face down;
        // the screen is only redrawn below, so focus stays where it is (Settings is open).
        child.followCardsFaceUp()
        window.setTitle(describer.words.text(.appTitle))
        window.noticeBar.relabel(closeLabel: describer.words.text(.closeNotice))
        window.applyStyle(theme: appearance.theme, highContrast: preferences.isHighContrast)
        home?.refresh(bestStars: child.session.progress.bestStars, describer: describer, appearance: appearance)
        chooser?.refresh(appearance: appearance)
        showWhoseGame()
        if let level, let game = child.session.game {
            level.apply(levelLayout(for: game))
            level.render(game, describer: describer, appearance: appearance, feedback: nil)
            refreshLevelNotes()
            applyLayout()
        }
        actions.refreshAccelerators(preferences.settings)
        scanner.configure(preferences.settings)
        voice.settings = preferences.settings
    }
}
