import CGtk
import ShapeShuffleCore

/// A modal window over the main one: focus moves in to its default widget when it opens,
/// nothing underneath takes keys while it is open, Escape closes it, and focus goes back to the
/// widget it came from — unless the caller sends it somewhere new.
@MainActor
final class ModalWindow {
    let window: UnsafeMutablePointer<GtkWindow>
    private let returnFocus: UnsafeMutablePointer<GtkWidget>?
    private var onEscape: (@MainActor () -> Void)?
    /// Cleared when the caller moves focus itself (a new level, a found element), so closing does
    /// not send it back.
    var restoresFocus = true
    /// The window's default widget, kept alive while the window may still point at it: GTK 4.8
    /// holds its default widget without a reference and clears it again as the window goes, so
    /// a default widget freed first (a removed child's row, a Settings page built afresh for the
    /// next child) would be touched after it was gone.
    private var defaultWidget: UnsafeMutablePointer<GtkWidget>?
    /// Set once `close` has destroyed the window, so that letting go of this object does not.
    private var destroyed = false

    init(title: String, over parent: UnsafeMutablePointer<GtkWindow>, role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_DIALOG) {
        window = ss_window_new_with_role(role)
        g_object_ref_sink(UnsafeMutableRawPointer(window))
        returnFocus = gtk_root_get_focus(OpaquePointer(parent)).map { g_object_ref(UnsafeMutableRawPointer($0)); return $0 }
        gtk_window_set_title(window, title)
        gtk_window_set_modal(window, 1)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_resizable(window, 0)
        ss_widget(window).styled("shape-shuffle")
        if gtk_widget_has_css_class(ss_widget(parent), "high-contrast") != 0 { ss_widget(window).styled("high-contrast") }
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys.raw, .keyPressed) { [unowned self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Escape) else { return false }
            escaped()
            return true
        }
        gtk_widget_add_controller(ss_widget(window), ss_controller(keys.raw))
        ContextMenuGuard.attach(to: window)
        // The title bar's close button does what Escape does; true stops GTK's default, which
        // would destroy the window its owner still holds.
        Signal.connect(window, .closeRequest) { [unowned self] in
            escaped()
            return true
        }
    }

    /// The size of the game's own window under `parent` (followed down through the windows each
    /// stands over): what a window opened from Settings must fit, not Settings itself.
    static func gameWindowSize(under parent: UnsafeMutablePointer<GtkWindow>) -> Extent {
        var window = parent
        while let below = gtk_window_get_transient_for(window) { window = below }
        return Extent(width: Double(gtk_widget_get_width(ss_widget(window))), height: Double(gtk_widget_get_height(ss_widget(window))))
    }

    isolated deinit {
        // GTK may still hold the window for the event being handled and free it only afterwards,
        // clearing its default widget then: let go of that widget while both are alive.
        gtk_window_set_default_widget(window, nil)
        if !destroyed { WindowTeardown.destroy(window) }
        g_object_unref(UnsafeMutableRawPointer(window))
        if let returnFocus { g_object_unref(UnsafeMutableRawPointer(returnFocus)) }
        if let defaultWidget { g_object_unref(UnsafeMutableRawPointer(defaultWidget)) }
    }

    /// What Escape and the window's close button do (by default, just close).
    func whenEscaped(_ action: @escaping @MainActor () -> Void) { onEscape = action }

    private func escaped() {
        if let onEscape { onEscape() } else { close() }
    }

    func present(focusing widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(UnsafeMutableRawPointer(widget))
        gtk_window_set_default_widget(window, widget)
        if let defaultWidget { g_object_unref(UnsafeMutableRawPointer(defaultWidget)) }
        defaultWidget = widget
        // GTK 4.8 keeps a default widget that goes with a page built afresh (a removed child's row
        // in Players, Settings shown for the next child) and touches it later: let go of it first.
        Signal.connect(widget, "destroy", .plain) { [weak self] in
            guard let self, gtk_window_get_default_widget(window) == widget else { return }
            gtk_window_set_default_widget(window, nil)
        }
        gtk_window_present(window)
        gtk_widget_grab_focus(widget)
    }

    /// Hides the window, gives focus back, and destroys the window at once, though its owner may
    /// hold this object a while longer. GTK 4.8's AT-SPI root answers a screen reader asking for a
    /// window past the shown ones (it counted them just before this one closed) with the last
    /// window GTK still holds: a hidden one has no accessible path, and building that answer
    /// logged a critical and then crashed in GLib.
    func close() {
        Self.takeTypedNumbers(in: ss_widget(window))
        gtk_widget_set_visible(ss_widget(window), 0)
        if restoresFocus, let returnFocus, gtk_widget_get_root(returnFocus) != nil {
            gtk_widget_grab_focus(returnFocus)
        }
        gtk_window_set_default_widget(window, nil)
        WindowTeardown.destroy(window)
        destroyed = true
    }

    /// A number typed into a spin button counts once focus leaves it; closing the window leaves
    /// nothing, so GTK would take the text only as the window is freed, after the code that
    /// handles the change has gone. Taking it now keeps what the grown-up typed.
    private static func takeTypedNumbers(in widget: UnsafeMutablePointer<GtkWidget>) {
        for spin in WidgetTree.descendants(of: widget, ofType: gtk_spin_button_get_type()) {
            gtk_spin_button_update(ss_spin_button(spin))
        }
    }
}
