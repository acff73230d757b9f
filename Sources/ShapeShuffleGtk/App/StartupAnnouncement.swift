import CGtk

/// Makes a screen reader say the focused widget at start-up, with no key press.
///
/// GTK 4.8 gives focus to the first widget before the window is shown, so its AT-SPI
/// `state-changed:focused` event goes out before the window's `state-changed:active`. Orca (43)
/// takes the active window as the new locus of focus when that second event comes, says
/// "Shape Shuffle frame", and has no reason to look at the focused widget again until focus moves.
/// So once the window is active, focus leaves its widget and comes straight back: the new
/// `focused` event comes after the window's, and Orca says the widget, as it does when a key
/// moves focus.
@MainActor
enum StartupAnnouncement {
    static func attach(to window: UnsafeMutablePointer<GtkWindow>) {
        let once = Once()
        Signal.notify(window, "is-active") {
            guard gtk_window_is_active(window) != 0, once.first() else { return }
            // After GTK has sent the window's own events for this change.
            MainLoop.idle {
                guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { return }
                g_object_ref(UnsafeMutableRawPointer(focus))
                defer { g_object_unref(UnsafeMutableRawPointer(focus)) }
                gtk_window_set_focus(window, nil)
                gtk_widget_grab_focus(focus)
            }
        }
    }

    /// True the first time only.
    private final class Once {
        private var done = false
        func first() -> Bool {
            defer { done = true }
            return !done
        }
    }
}
