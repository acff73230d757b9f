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
        // A hold that pinned must not also flip on release. `held` is the press still down, as
        // the click gesture counted it.
        final class PressState { var holdFired = false; var held = 0 }
        let press = PressState()
        let released = { [onClick, onDoubleClick] (presses: Int) in
            press.held = 0
            if press.holdFired { press.holdFired = false; return }
            if presses == 2 { onDoubleClick() } else if presses == 1 { onClick() }
        }

        let primary = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(ss_gesture_single(primary.raw), guint(GDK_BUTTON_PRIMARY))
        Signal.connect(primary.raw, .pressed) { presses, _, _ in
            if presses == 1 { press.holdFired = false }
            press.held = presses
            gtk_widget_grab_focus(widget)
        }
        Signal.connect(primary.raw, .released) { presses, _, _ in released(presses) }
        // GTK 4.8 makes up a pointer motion after a relayout (a flip redraws the level) with the
        // buttons as the X server has them now. On a busy machine the second press of a
        // double-click is handled, the button is already up at the server, and the made-up motion,
        // buttonless, resets the gesture: the release comes unpaired, and the double-click was
        // lost. The press the child made is still the one being let go of here.
        Signal.connect(primary.raw, .unpairedRelease) { x, y, button in
            guard press.held > 0, button == GDK_BUTTON_PRIMARY, gtk_widget_is_sensitive(widget) != 0,
                  gtk_widget_contains(widget, x, y) != 0 else {
                press.held = 0
                return
            }
            released(press.held)
        }
        gtk_widget_add_controller(widget, ss_controller(primary.raw))

        let longPress = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(ss_gesture_single(longPress.raw), 0)
        Signal.connect(longPress.raw, .held) { [onHold] _, _ in
            press.holdFired = true
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
