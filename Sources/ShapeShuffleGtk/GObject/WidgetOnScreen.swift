import CGtk

/// What a widget's window says about it: focus shown, and whether it is on a monitor at all.
/// Main thread only, as GTK is; not tied to the main actor, so GTK's C callbacks can ask.
enum WidgetOnScreen {
    /// Keyboard focus that should be shown: the widget has focus and its window shows focus (a
    /// key was used, not the mouse). Read from the window, which GTK 4.8 keeps right even when
    /// focus-visible is switched on by the program (switch scanning) rather than by a key press.
    static func hasVisibleFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_has_focus(widget) != 0, let root = gtk_widget_get_root(widget),
              isInstance(UnsafeMutableRawPointer(root), of: gtk_window_get_type()) else { return false }
        return gtk_window_get_focus_visible(ss_window(UnsafeMutableRawPointer(root))) != 0
    }

    /// Whether `widget`'s window lies on a monitor. GTK 4.8 lays a popover out against the monitor
    /// of its parent's surface and hits a critical (gdk_monitor_get_geometry on NULL) when there
    /// is none: the window was minimized or moved off every screen.
    static func isOnAMonitor(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
              gdk_surface_get_mapped(surface) != 0 else { return false }
        return gdk_display_get_monitor_at_surface(gdk_surface_get_display(surface), surface) != nil
    }
}
