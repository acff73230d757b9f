import CGtk

/// Looking through a widget's children by GType.
@MainActor
enum WidgetTree {
    /// The first direct child of `widget` of `type`.
    static func child(of widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        var next = gtk_widget_get_first_child(widget)
        while let current = next {
            if g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(current)), type) != 0 { return current }
            next = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Every descendant of `widget` of `type`, in tree order, not looking inside one found.
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var next = gtk_widget_get_first_child(widget)
        while let current = next {
            if g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(current)), type) != 0 {
                found.append(current)
            } else {
                found += descendants(of: current, ofType: type)
            }
            next = gtk_widget_get_next_sibling(current)
        }
        return found
    }
}
