import CGtk

/// GTK 4.8 lays a popup out against the monitor its window is on, and logs a critical
/// (gdk_monitor_get_geometry on no monitor) when the window is on none: just mapped while the
/// window manager is busy, or moved off every screen. The game's own menus look first
/// (`WidgetOnScreen.isOnAMonitor`), but the context menus GTK opens itself in a dialog (a text
/// field's: right click, Menu, Shift+F10) do not; while the dialog is on no monitor, those presses
/// are taken here and do nothing. A moment later, once the window is placed, they work again.
@MainActor
enum ContextMenuGuard {
    static func attach(to window: UnsafeMutablePointer<GtkWindow>) {
        let widget = ss_widget(window)!
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connect(keys.raw, .keyPressed) { keyval, modifiers in
            let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
            guard keyval == UInt32(GDK_KEY_Menu) || (keyval == UInt32(GDK_KEY_F10) && shift) else { return false }
            return !WidgetOnScreen.isOnAMonitor(widget)
        }
        gtk_widget_add_controller(widget, ss_controller(keys.raw))
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(ss_gesture_single(click.raw), 3)
        gtk_event_controller_set_propagation_phase(ss_controller(click.raw), GTK_PHASE_CAPTURE)
        Signal.connect(click.raw, .pressed) { _, _, _ in
            guard !WidgetOnScreen.isOnAMonitor(widget) else { return }
            gtk_gesture_set_state(ss_gesture(click.raw), GTK_EVENT_SEQUENCE_CLAIMED)
        }
        gtk_widget_add_controller(widget, ss_controller(click.raw))
    }
}
