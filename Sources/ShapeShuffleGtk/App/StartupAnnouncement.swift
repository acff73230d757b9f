import CGtk

/// Makes a screen reader say the window's focused widget at start-up, with no key press.
///
/// Orca (43) speaks a widget when it sees its AT-SPI `object:state-changed:focused` event, and the
/// window when it sees the window's `object:state-changed:active` event. GTK 4.8 sends both too
/// early: focus is given before the window is shown, and the window turns active before GTK has
/// finished registering the application with the AT-SPI registry (an asynchronous `Embed` call).
/// Orca cannot look up the sender of those events yet, finds it "defunct", and drops them; it
/// then says nothing until a key moves focus. GTK 4.8 cannot send either event again and has no
/// signal for "registered". So once the window is active, the registry is asked every few
/// milliseconds whether it lists this program; as soon as it does, focus leaves its widget and
/// comes straight back. That `focused` event reaches Orca after the registration, and Orca says
/// the widget, and the window too when focus comes from another program.
@MainActor
enum StartupAnnouncement {
    /// How often to ask the registry, and for how long before giving up (no screen reader can
    /// hear this program then anyway).
    static let pollMilliseconds: UInt32 = 40
    static let giveUpAfterMilliseconds: UInt32 = 10_000

    static func attach(to window: UnsafeMutablePointer<GtkWindow>) {
        let once = Once()
        Signal.notify(window, "is-active") {
            guard gtk_window_is_active(window) != 0, once.first(),
                  let focus = gtk_root_get_focus(OpaquePointer(window)),
                  let registry = AccessibilityRegistry() else { return }
            g_object_ref(UnsafeMutableRawPointer(focus))
            g_object_ref(UnsafeMutableRawPointer(window))
            var waited: UInt32 = 0
            MainLoop.every(milliseconds: pollMilliseconds) {
                waited += pollMilliseconds
                let registered = registry.listsThisProcess()
                guard registered || waited >= giveUpAfterMilliseconds else { return true }
                // If the player has moved focus already, the screen reader has spoken.
                if registered, gtk_root_get_focus(OpaquePointer(window)) == focus {
                    gtk_window_set_focus(window, nil)
                    gtk_widget_grab_focus(focus)
                }
                g_object_unref(UnsafeMutableRawPointer(focus))
                g_object_unref(UnsafeMutableRawPointer(window))
                return false
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
