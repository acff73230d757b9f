import CGtk
import ShapeShuffleCore

/// Keeps a window's focus ring shown while the core's `FocusRingShown` says so. GTK 4.8 takes the
/// ring away by itself three seconds after it was last shown, and after a key that did not move
/// focus: a child playing by keys or a switch would lose their place while the pointer rests.
/// The window's keys, pointer motion and clicks are told to the rule as they come (before any
/// widget sees them); whenever GTK hides the ring while the rule wants it, it is shown again.
@MainActor
final class FocusRingKeeper {
    private var rule = FocusRingShown()
    private let window: UnsafeMutablePointer<GtkWindow>

    init(window: UnsafeMutablePointer<GtkWindow>) {
        self.window = window
        let widget = ss_widget(window)!
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connect(keys.raw, .keyPressed) { [unowned self] _, _ in
            rule.keyPressed()
            keepShown()
            return false
        }
        gtk_widget_add_controller(widget, ss_controller(keys.raw))
        let motion = gtk_event_controller_motion_new()!
        Signal.connect(motion.raw, .motion) { [unowned self] x, y in rule.pointerMoved(to: Point(x: x, y: y)) }
        gtk_widget_add_controller(widget, ss_controller(motion.raw))
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(ss_gesture_single(click.raw), 0)
        gtk_event_controller_set_propagation_phase(ss_controller(click.raw), GTK_PHASE_CAPTURE)
        Signal.connect(click.raw, .pressed) { [unowned self] _, _, _ in rule.pointerPressed() }
        gtk_widget_add_controller(widget, ss_controller(click.raw))
        Signal.connect(window, "notify::focus-visible", .ignoringOne) { [unowned self] in keepShown() }
    }

    /// Switch scanning on or off: while it is on, the ring is the scan's highlight and always shows,
    /// from the moment it starts.
    var scanning: Bool {
        get { rule.scanning }
        set {
            rule.scanning = newValue
            keepShown()
        }
    }

    private func keepShown() {
        if rule.isShown && gtk_window_get_focus_visible(window) == 0 { gtk_window_set_focus_visible(window, 1) }
    }
}
