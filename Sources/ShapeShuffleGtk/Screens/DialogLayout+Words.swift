import CGtk
import ShapeShuffleCore

/// The layout's labels, check buttons and rows for words kept outside `UIText` (a feature's own
/// words file, such as the assists'), relabelled with the rest when the language changes.
extension DialogLayout {
    func label(_ text: @escaping (Words) -> String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text(currentWords))!
        remember(text) { gtk_label_set_text(ss_label(label), $0) }
        return label
    }

    func checkButton(_ text: @escaping (Words) -> String) -> UnsafeMutablePointer<GtkWidget> {
        let check = gtk_check_button_new_with_label(text(currentWords))!
        remember(text) { gtk_check_button_set_label(ss_check_button(check), $0) }
        return check
    }

    /// A row as `addRow(_:_:)` makes it, titled with `title`.
    func addRow(_ title: @escaping (Words) -> String, _ end: UnsafeMutablePointer<GtkWidget>, spacing: Int32 = 16,
                namingEnd: Bool = true) {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, spacing)!
        let titleLabel = label(title)
        gtk_label_set_xalign(ss_label(titleLabel), 0)
        gtk_widget_set_hexpand(titleLabel, 1)
        gtk_box_append(ss_box(row), titleLabel)
        gtk_box_append(ss_box(row), end)
        if namingEnd { ss_accessible_set_labelled_by(end, titleLabel) }
        add(row)
    }
}
