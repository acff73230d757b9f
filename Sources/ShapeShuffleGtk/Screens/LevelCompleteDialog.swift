import CGtk
import ShapeShuffleCore

/// "Well done!": the stars earned, as large as the window allows and filling one by one, Next
/// level (the default, focused) and Home. It stands over the cards, beside the finished board.
/// Escape goes Home.
@MainActor
final class LevelCompleteDialog {
    private let modal: ModalOverlay
    private let nextButton: UnsafeMutablePointer<GtkWidget>
    private let stars: WellDoneStars

    init(game: GameState, over host: MainWindow, describer: AccessibilityDescriber, appearance: Appearance,
         onNext: @escaping @MainActor () -> Void, onHome: @escaping @MainActor () -> Void) {
        let words = describer.words
        let stars = game.stars
        let described = describer.levelCompleteDialog(stars: stars, helped: game.helped)
        modal = ModalOverlay(title: described.name, over: host, besideTheBoard: true)
        modal.describe(described.description)

        let layout = DialogLayout(spacing: 18, margin: 32, words: words)
        let helped = game.helped
        let heading = layout.label { $0.wellDoneHeading(helped: helped) }.styled("dialog-title")
        gtk_label_set_wrap(ss_label(heading), 1)
        // The picture of stars is read as words ("2 of 3 stars"), not as shapes.
        self.stars = WellDoneStars(earned: stars, named: words.stars(stars), layout: WellDoneLayout(window: host.size),
                                   appearance: appearance)
        let starRow = self.stars.widget
        let caption = gtk_label_new(words.stars(stars)).styled("heading")
        nextButton = layout.button(.nextLevel).styled("big", "suggested-action")
        let homeButton = layout.button(.home).styled("big")
        if let next = describer.describe(.nextLevelButton, game: game) {
            ss_accessible_set_description(nextButton, next.description)
        }
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 16)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        gtk_box_append(ss_box(buttons), homeButton)
        gtk_box_append(ss_box(buttons), nextButton)
        layout.add(heading, starRow, caption, buttons)
        modal.setContent(layout.box)

        Signal.connect(nextButton, .clicked, onNext)
        Signal.connect(homeButton, .clicked, onHome)
        modal.whenEscaped(onHome)
        modal.restoresFocus = false
    }

    func present() { modal.present(focusing: nextButton) }
    func close() { modal.close() }
}
