import CGtk

/// A message for the parent at the top of the window ("Your saved progress could not be read …"),
/// with the alert role so a screen reader says it as it appears. Shown until dismissed or replaced.
@MainActor
final class NoticeBar {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private let label: UnsafeMutablePointer<GtkWidget>

    init() {
        handle = WidgetHandle(ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_ALERT))
        label = gtk_label_new("")
        gtk_label_set_wrap(ss_label(label), 1)
        gtk_label_set_xalign(ss_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        widget.styled("notice")
        gtk_box_append(ss_box(widget), label)
        gtk_widget_set_margin_start(widget, 16)
        gtk_widget_set_margin_end(widget, 16)
        gtk_widget_set_margin_top(widget, 8)
        gtk_widget_set_visible(widget, 0)
    }

    func show(_ text: String) {
        gtk_label_set_text(ss_label(label), text)
        ss_accessible_set_label(widget, text)
        gtk_widget_set_visible(widget, 1)
    }
}
