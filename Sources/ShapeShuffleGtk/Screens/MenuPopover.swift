import CGtk

/// What the F10 menu and a card's actions menu share. Their items only note which was chosen;
/// the chosen action runs once the menu is gone and focus is back where it was, so it does not act
/// on a menu item about to vanish, and a dialog it opens sends focus back to the right place.
@MainActor
enum MenuPopover {
    /// The item the player chose, if any, carried from its activation to the menu's closing.
    @MainActor
    final class Choice {
        fileprivate(set) var action: String?

        /// A new action group (the caller owns it) with one action per name, each only noting that
        /// it was chosen.
        func actions(_ names: [(name: String, enabled: Bool)]) -> OpaquePointer {
            let group = g_simple_action_group_new()!
            for (name, enabled) in names {
                let action = g_simple_action_new(name, nil)!
                g_simple_action_set_enabled(action, enabled ? 1 : 0)
                Signal.connect(UnsafeMutableRawPointer(action), .actionActivate) { self.action = name }
                g_action_map_add_action(ss_action_map(group), action)
                g_object_unref(UnsafeMutableRawPointer(action))
            }
            return OpaquePointer(group)
        }
    }

    /// Parents `popover` to `parent` and pops it up. Once it has closed and finished activating
    /// its item: unparents it, gives focus back to `opener` if it is still in a window and can
    /// take it, then calls `act` with the chosen action. The popover, its parent and the opener
    /// stay alive until then, even if the screen changes under the menu; the popover stays alive
    /// (hidden) for as long as a mouse button is down.
    static func popup(_ popover: UnsafeMutablePointer<GtkWidget>, on parent: UnsafeMutablePointer<GtkWidget>,
                      focusBackTo opener: UnsafeMutablePointer<GtkWidget>?, choice: Choice,
                      then act: @escaping @MainActor (_ action: String) -> Void) {
        gtk_widget_set_parent(popover, parent)
        let kept = [popover, parent] + (opener.map { [$0] } ?? [])
        for widget in kept { g_object_ref(UnsafeMutableRawPointer(widget)) }
        Signal.connect(popover, .closed) {
            MainLoop.idle {
                // A press can still reach the popover after it has closed: the X server sends
                // pointer events to its window until GTK's unmap gets there (Escape, then a click
                // where the menu was, before the game has drawn again). GTK 4.8 then makes the
                // hidden popover itself the target of that press and keeps it, as a bare pointer,
                // as the press's implicit grab in the main window, which nothing clears; if the
                // popover is freed before the button comes up, the release hands that freed
                // pointer to GTK's crossing code (g_object_ref: 'G_IS_OBJECT' criticals, or a
                // crash). So while a button is down the popover stays, hidden and parented.
                whenNoButtonIsDown(near: parent) {
                    if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
                    g_object_unref(UnsafeMutableRawPointer(popover))
                }
                if let opener, gtk_widget_get_root(opener) != nil, gtk_widget_get_sensitive(opener) != 0 {
                    gtk_widget_grab_focus(opener)
                }
                if let action = choice.action { act(action) }
                for widget in kept where widget != popover { g_object_unref(UnsafeMutableRawPointer(widget)) }
            }
        }
        gtk_popover_popup(ss_popover(popover))
    }

    /// How often to look again whether the mouse buttons are up.
    private static let buttonCheck: UInt32 = 50

    /// Runs `body` now if no mouse button is down, else once all are up again and GTK has handled
    /// the release (an idle runs only after the events GTK has waiting). Asks through the surface
    /// `widget` is on now, which stays good even if `widget` then leaves its window.
    private static func whenNoButtonIsDown(near widget: UnsafeMutablePointer<GtkWidget>,
                                           _ body: @escaping @MainActor () -> Void) {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
              buttonIsDown(on: surface) else { body(); return }
        g_object_ref(UnsafeMutableRawPointer(surface))
        MainLoop.every(milliseconds: buttonCheck) {
            if buttonIsDown(on: surface) { return true }
            MainLoop.idle {
                body()
                g_object_unref(UnsafeMutableRawPointer(surface))
            }
            return false
        }
    }

    /// Whether a mouse button is down now, as the display server has it (GTK's own idea lags by
    /// the events it has not handled yet). False once the surface is destroyed.
    private static func buttonIsDown(on surface: OpaquePointer) -> Bool {
        guard let seat = gdk_display_get_default_seat(gdk_surface_get_display(surface)),
              let pointer = gdk_seat_get_pointer(seat) else { return false }
        var x = 0.0, y = 0.0
        var state = GdkModifierType(0)
        gdk_surface_get_device_position(surface, pointer, &x, &y, &state)
        let buttons = GDK_BUTTON1_MASK.rawValue | GDK_BUTTON2_MASK.rawValue | GDK_BUTTON3_MASK.rawValue
            | GDK_BUTTON4_MASK.rawValue | GDK_BUTTON5_MASK.rawValue
        return state.rawValue & buttons != 0
    }
}
