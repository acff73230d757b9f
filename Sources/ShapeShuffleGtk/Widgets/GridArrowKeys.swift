import CGtk
import ShapeShuffleCore

/// Arrow keys, Home and End inside a grid of focusable widgets. Where focus goes is the core's
/// decision (`GridNavigation`); this only reads keys and moves focus.
@MainActor
enum GridArrowKeys {
    static func attach(to container: UnsafeMutablePointer<GtkWidget>, columns: @escaping @MainActor () -> Int,
                       items: @escaping @MainActor () -> [UnsafeMutablePointer<GtkWidget>]) {
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys.raw, .keyPressed) { keyval, modifiers in
            let modified = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
            guard modified == 0, let move = gridMove(for: keyval) else { return false }
            let widgets = items()
            guard let current = widgets.firstIndex(where: { gtk_widget_has_focus($0) != 0 }) else { return false }
            let focusable = widgets.map { gtk_widget_get_focusable($0) != 0 && gtk_widget_get_sensitive($0) != 0 }
            let navigation = GridNavigation(count: widgets.count, columns: columns()) { focusable[$0] }
            if let target = navigation.target(from: current, move) { gtk_widget_grab_focus(widgets[target]) }
            return true  // at an edge focus stays put; the key is still ours, not a scroll
        }
        gtk_widget_add_controller(container, ss_controller(keys.raw))
    }

    private static func gridMove(for keyval: UInt32) -> GridMove? {
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: .first
        case GDK_KEY_End, GDK_KEY_KP_End: .last
        default: nil
        }
    }
}
