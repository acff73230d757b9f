import CGtk

/// Mouse and touch on a card: click flips, double-click adds, press-and-hold pins,
/// right-click opens the actions menu. The gestures only report intents.
@MainActor
struct PointerGestures {
    var onClick: @MainActor () -> Void
    var onDoubleClick: @MainActor () -> Void
    var onHold: @MainActor () -> Void
    var onSecondaryClick: @MainActor () -> Void

    /// Attaches the gestures to `widget`; GTK owns them from then on.
    func attach(to widget: UnsafeMutablePointer<GtkWidget>) {
        // A hold that pinned must not also flip on release.
        final class HoldFlag { var fired = false }
        let hold = HoldFlag()

        let primary = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(ss_gesture_single(primary.raw), guint(GDK_BUTTON_PRIMARY))
        Signal.connect(primary.raw, .pressed) { presses, _, _ in
            if presses == 1 { hold.fired = false }
            gtk_widget_grab_focus(widget)
        }
        Signal.connect(primary.raw, .released) { [onClick, onDoubleClick] presses, _, _ in
            if hold.fired { hold.fired = false; return }
            if presses == 2 { onDoubleClick() } else if presses == 1 { onClick() }
        }
        gtk_widget_add_controller(widget, ss_controller(primary.raw))

        let longPress = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(ss_gesture_single(longPress.raw), 0)
        Signal.connect(longPress.raw, .held) { [onHold] _, _ in
            hold.fired = true
            onHold()
        }
        gtk_widget_add_controller(widget, ss_controller(longPress.raw))

        let secondary = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(ss_gesture_single(secondary.raw), guint(GDK_BUTTON_SECONDARY))
        Signal.connect(secondary.raw, .pressed) { [onSecondaryClick] _, _, _ in
            gtk_widget_grab_focus(widget)
            onSecondaryClick()
        }
        gtk_widget_add_controller(widget, ss_controller(secondary.raw))
    }
}
