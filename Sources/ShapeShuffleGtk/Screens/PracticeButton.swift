import CGtk
import ShapeShuffleCore

/// Home's Practice button: a real button whose visible label is its accessible name, so Orca says
/// "Practice", with a description of what it plays.
@MainActor
enum PracticeButton {
    static func make(words: Words, onPress: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(words.practice(.practice))!.styled("big", "practice")
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        relabel(button, words: words)
        Signal.connect(button, "clicked", .plain, onPress)
        return button
    }

    static func relabel(_ button: UnsafeMutablePointer<GtkWidget>, words: Words) {
        gtk_button_set_label(ss_button(button), words.practice(.practice))
        ss_accessible_set_description(button, words.practice(.practiceHint))
    }
}
