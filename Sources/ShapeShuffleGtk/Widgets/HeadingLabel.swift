import CGtk

/// A heading over a part of a grown-ups' window ("For grown-ups", "New player"): a label a screen
/// reader reads as a heading, so its listener knows it names what follows rather than labels the
/// control under it.
@MainActor
enum HeadingLabel {
    static func make(_ text: String, style: String = "heading") -> UnsafeMutablePointer<GtkWidget> {
        let label = ss_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_HEADING)!.styled(style)
        gtk_label_set_text(ss_label(label), text)
        return label
    }
}
