import CGtk

/// A scrolling area that fills the rest of a screen. The focused element inside is scrolled into
/// view by GTK; the pane itself is no Tab stop, since a stop that does nothing only gets in the way.
@MainActor
enum ScrollingArea {
    static func wrap(_ child: UnsafeMutablePointer<GtkWidget>, horizontal: GtkPolicyType) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = gtk_scrolled_window_new()!
        gtk_widget_set_focusable(scroller, 0)
        gtk_scrolled_window_set_policy(ss_scrolled(scroller), horizontal, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(ss_scrolled(scroller), child)
        gtk_widget_set_vexpand(scroller, 1)
        return scroller
    }
}
