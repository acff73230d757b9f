import CGtk
import ShapeShuffleCore

/// Home's Practice button: a real button whose visible label is its accessible name, so Orca says
/// "Practice", with the description the core gives it (`ElementID.practiceButton`).
@MainActor
enum PracticeButton {
    static func make(describer: AccessibilityDescriber, onPress: @escaping @MainActor () -> Void)
        -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label("")!.styled("big", "practice")
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        relabel(button, describer: describer)
        Signal.connect(button, .clicked, onPress)
        return button
    }

    static func relabel(_ button: UnsafeMutablePointer<GtkWidget>, describer: AccessibilityDescriber) {
        guard let described = describer.describe(.practiceButton) else { return }
        gtk_button_set_label(ss_button(button), described.name)
        ss_accessible_set_description(button, described.description)
    }
}
