import CGtk
import ShapeShuffleCore

/// The end of a practice: "Practice done! Well done!" and Home (focused). Escape goes Home too.
@MainActor
final class PracticeDoneDialog {
    private let modal: ModalOverlay
    private let homeButton: UnsafeMutablePointer<GtkWidget>

    init(over host: MainWindow, words: Words, onHome: @escaping @MainActor () -> Void) {
        let done = words.practice(.practiceDone)
        modal = ModalOverlay(title: done, over: host)
        let layout = DialogLayout(spacing: 18, margin: 32, words: words)
        let heading = gtk_label_new(done).styled("dialog-title")
        homeButton = layout.button(.home).styled("big", "suggested-action")
        ss_accessible_set_description(homeButton, done)
        gtk_widget_set_halign(homeButton, GTK_ALIGN_CENTER)
        layout.add(heading, homeButton)
        modal.setContent(layout.box)
        Signal.connect(homeButton, .clicked, onHome)
        modal.whenEscaped(onHome)
        modal.restoresFocus = false
    }

    func present() { modal.present(focusing: homeButton) }
    func close() { modal.close() }
}
