import CGtk
import ShapeShuffleCore

/// The windows over the game (Find, Settings) and what they reach on screen.
extension GameController {
    /// Every element of the screen shown, and the notices' close buttons before them.
    var elementsOnScreen: [ElementID] {
        window.noticeBar.texts.indices.map { ElementID.closeNotice(index: $0) }
            + (level?.findableElements ?? home?.findableElements ?? [])
    }

    func openFind() {
        let entries = describer.findEntries(for: elementsOnScreen, game: child.session.game, bestStars: child.session.progress.bestStars)
        modals.open(.find, FindWindow(over: window.window, describer: describer, entries: entries, intents: FindIntents(
            widget: { [unowned self] in widget(for: $0) },
            closed: { [unowned self] in modals.closed(.find) })))
    }

    /// The widget of any element on screen: the screen's own, or a notice's close button.
    func widget(for element: ElementID) -> UnsafeMutablePointer<GtkWidget>? {
        if case .closeNotice(let index) = element { return window.noticeBar.closeButton(index) }
        return level?.widget(for: element) ?? home?.widget(for: element)
    }

    /// The name the scan says for a focused widget: the core's name for an element of the screen,
    /// else the button's or label's own text (dialogs' buttons are named by their text).
    func scanItemName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        // A child's picture button says itself as focus reaches it (`focusChanged`), the name as the
        // grown-ups wrote it or its reading: never as shown words through the game's spelling rules.
        if chooser?.profile(at: widget) != nil { return nil }
        if let element = elementsOnScreen.first(where: { self.widget(for: $0) == widget }),
           let described = describer.describe(element, game: child.session.game, bestStars: child.session.progress.bestStars) {
            return described.name
        }
        return ScanItemText.shown(by: widget)
    }
}
