import CGtk
import ShapeShuffleCore

/// The elements of the screen shown, as Find and switch scanning reach them: the notices' close
/// buttons, then the screen's own elements, each with its widget and the core's name for it.
@MainActor
final class ScreenElements {
    private let shown: ShownNow

    init(shown: ShownNow) { self.shown = shown }

    private var describer: AccessibilityDescriber { shown.describer }

    private var elements: [ElementID] {
        shown.window.noticeBar.texts.indices.map { ElementID.closeNotice(index: $0) } + (shown.screen?.findableElements ?? [])
    }

    func openFind() {
        let session = shown.session
        let entries = describer.findEntries(for: elements, game: session.game, bestStars: session.progress.bestStars)
        shown.modals.open(.find, FindWindow(over: shown.window.window, describer: describer, entries: entries, intents: FindIntents(
            widget: { [unowned self] in widget(for: $0) },
            closed: { [unowned self] in shown.modals.closed(.find) })))
    }

    /// The widget of any element on screen: the screen's own, or a notice's close button.
    private func widget(for element: ElementID) -> UnsafeMutablePointer<GtkWidget>? {
        if case .closeNotice(let index) = element { return shown.window.noticeBar.closeButton(index) }
        return shown.screen?.widget(for: element)
    }

    /// The name the scan says for a focused widget: the core's name for an element of the screen,
    /// else the button's or label's own text (dialogs' buttons are named by their text).
    func scanItemName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        // A child's picture button says itself as focus reaches it (`GameController.focusChanged`),
        // the name as the grown-ups wrote it or its reading: never as shown words through the game's spelling rules.
        if case .chooser(let chooser) = shown.screen, chooser.profile(at: widget) != nil { return nil }
        let session = shown.session
        if let element = elements.first(where: { self.widget(for: $0) == widget }),
           let described = describer.describe(element, game: session.game, bestStars: session.progress.bestStars) {
            return described.name
        }
        return ScanItemText.shown(by: widget)
    }
}
