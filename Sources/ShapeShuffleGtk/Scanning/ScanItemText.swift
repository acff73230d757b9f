import CGtk

/// The text a widget shows, for auditory scanning where the core does not name the widget (a
/// dialog's buttons and check boxes are named by the words they show, which come from the core).
@MainActor
enum ScanItemText {
    static func shown(by widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if ss_is_button(widget) != 0, let label = gtk_button_get_label(ss_button(widget)) { return String(cString: label) }
        return firstLabel(under: widget)
    }

    private static func firstLabel(under widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if ss_is_label(widget) != 0, let text = gtk_label_get_text(ss_label(widget)) {
            let shown = String(cString: text)
            if !shown.isEmpty { return shown }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let text = firstLabel(under: current) { return text }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
