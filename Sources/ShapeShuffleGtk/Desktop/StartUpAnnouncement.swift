import CGtk

/// What the screen reader hears at start-up. GTK 4.8 shows the window and its first focus before
/// the accessibility registry knows the game, so Orca finds them dead and says nothing until a
/// key is pressed. Once the registry knows the game (`AccessibilityRegistration`), `announce`
/// leads the focused element's description with the game's name, and focus is given again so
/// that Orca hears it now; not if the player has moved already, since Orca heard live focus then.
@MainActor
final class StartUpAnnouncement {
    private var registration: AccessibilityRegistration?

    /// Whether it still waits for the registry: what is shown until then is said with it.
    var isWaiting: Bool { registration != nil }

    /// `announce` returns false when there is nothing to say now (a dialog opened meanwhile).
    /// Made before the window is presented, so the registry's word cannot come before it listens.
    init(window: MainWindow, announce: @escaping @MainActor () -> Bool) {
        let startFocus = window.focus
        registration = AccessibilityRegistration { [unowned self, unowned window] in
            registration = nil
            guard let focus = window.focus, focus == startFocus, announce() else { return }
            gtk_window_set_focus(window.window, nil)
            gtk_widget_grab_focus(focus)
        }
        if registration?.isWatching != true { registration = nil }
    }
}
