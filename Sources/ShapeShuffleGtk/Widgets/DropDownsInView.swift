import CGtk

/// Drop-downs in a scrolling area open only where they can be seen. Focus stays on a drop-down
/// while the mouse scrolls it out of sight; a key then used to open its list where GTK 4.8 lays
/// the list out against the drop-down's allocation, which may lie off every monitor, and
/// gdk_x11_surface_layout_popup then asks the geometry of no monitor (a Gdk critical, and a list
/// placed from uninitialised bounds). So a key that would open a drop-down out of view scrolls it
/// into view first, and the list opens once GTK has laid the area out again, if the drop-down is
/// in view by then. Every drop-down inside the area is covered, whoever adds it.
@MainActor
enum DropDownsInView {
    /// The keys that activate the drop-down's button.
    private static let opening: Set<Int32> = [GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter]
    /// Long enough for a frame's layout, even on a busy machine; the check is made again then.
    private static let layoutWait: UInt32 = 80

    static func keep(in scroller: UnsafeMutablePointer<GtkWidget>) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connect(keys.raw, "key-pressed", .key) { keyval, _ in
            guard opening.contains(Int32(bitPattern: keyval)), let root = gtk_widget_get_root(scroller),
                  let focus = gtk_root_get_focus(root),
                  let dropDown = gtk_widget_get_ancestor(focus, gtk_drop_down_get_type()),
                  !isInView(dropDown, in: scroller)
            else { return false }
            scrollIntoView(dropDown, in: scroller)
            g_object_ref(UnsafeMutableRawPointer(dropDown))
            g_object_ref(UnsafeMutableRawPointer(scroller))
            MainLoop.after(milliseconds: layoutWait) {
                if gtk_widget_get_mapped(dropDown) != 0, isInView(dropDown, in: scroller) {
                    gtk_widget_activate(dropDown)
                }
                g_object_unref(UnsafeMutableRawPointer(dropDown))
                g_object_unref(UnsafeMutableRawPointer(scroller))
            }
            return true
        }
        gtk_widget_add_controller(scroller, ss_controller(keys.raw))
    }

    /// Whether the whole drop-down lies inside the scrolling area's visible part.
    private static func isInView(_ widget: UnsafeMutablePointer<GtkWidget>, in scroller: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, scroller, &bounds) != 0 else { return false }
        return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(scroller))
    }

    private static func scrollIntoView(_ widget: UnsafeMutablePointer<GtkWidget>, in scroller: UnsafeMutablePointer<GtkWidget>) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, scroller, &bounds) != 0,
              let adjustment = gtk_scrolled_window_get_vadjustment(ss_scrolled(scroller)) else { return }
        let top = Double(bounds.origin.y), bottom = Double(bounds.origin.y + bounds.size.height)
        let height = Double(gtk_widget_get_height(scroller))
        let shift = top < 0 ? top : max(0, bottom - height)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + shift)
    }
}
