import CGtk

/// Escape on the main window, after every widget inside had its chance: on a level, back to Home.
@MainActor
enum EscapeKey {
    static func attach(to widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor () -> Bool) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_BUBBLE)
        Signal.connect(keys.raw, .keyPressed) { keyval, modifiers in
            GameAction.backOrClose.matches(keyval: keyval, modifiers: modifiers) ? handler() : false
        }
        gtk_widget_add_controller(widget, ss_controller(keys.raw))
    }
}
