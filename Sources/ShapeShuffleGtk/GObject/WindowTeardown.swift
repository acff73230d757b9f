import CGtk

/// Destroys a window so that nothing GTK 4.8 leaves behind can reach it afterwards.
///
/// gtk_window_unrealize (4.8.3) disconnects its handlers from the window's GdkSurface except
/// "compute-size", and gdk_x11_surface_destroy does not cancel the layout idle that any resize of
/// the window queues, even while it is hidden. The X11 surface itself lives on until the X server
/// reports the window gone, so that idle, run after the window is freed, emitted compute-size into
/// the freed window (GLib-GObject "invalid unclassed pointer in cast to GtkWindow", then
/// gtk_widget_measure criticals, or a crash). A dialog closed, changed and destroyed in one key
/// storm did just that.
///
/// It also lets go of the windows transient for this one first, and of its own transient parent.
/// When a transient parent is disposed, GTK 4.8 destroys a child set to be destroyed with it but keeps the parent's pointer
/// in the child (gtk_window_transient_parent_destroyed clears it only for the others). A child the
/// game still holds (the progress view or Players, opened from Settings) then reached into the
/// freed Settings window when it was freed in turn: its dispose disconnected its handlers from
/// that parent (g_signal_handlers_disconnect_matched on a freed instance). Unsetting the parent
/// while it is alive disconnects them properly; the child is then destroyed as GTK would.
@MainActor
enum WindowTeardown {
    static func destroy(_ window: UnsafeMutablePointer<GtkWindow>) {
        // Held for the walk: destroying one child may free others still on the list.
        let toplevels = gtk_window_list_toplevels()
        var item = toplevels
        while let current = item {
            g_object_ref(current.pointee.data)
            item = current.pointee.next
        }
        item = toplevels
        while let current = item {
            let child = ss_window(current.pointee.data)!
            if child != window, gtk_window_get_transient_for(child) == window {
                let destroysWithParent = gtk_window_get_destroy_with_parent(child) != 0
                gtk_window_set_transient_for(child, nil)
                if destroysWithParent { destroy(child) }
            }
            item = current.pointee.next
        }
        g_list_free_full(toplevels) { g_object_unref($0) }
        if let surface = gtk_native_get_surface(OpaquePointer(window)),
           isInstance(UnsafeMutableRawPointer(surface), of: gdk_toplevel_get_type()) {
            let match = GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DATA.rawValue)
            g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(surface), match,
                                                 g_signal_lookup("compute-size", gdk_toplevel_get_type()),
                                                 0, nil, nil, UnsafeMutableRawPointer(window))
        }
        // Its own parent too: the window itself may be held, destroyed, after that parent is freed.
        gtk_window_set_transient_for(window, nil)
        gtk_window_destroy(window)
    }
}
