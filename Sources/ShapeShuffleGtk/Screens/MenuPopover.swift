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
                Signal.connect(UnsafeMutableRawPointer(action), "activate", .ignoringOne) { self.action = name }
                g_action_map_add_action(ss_action_map(group), action)
                g_object_unref(UnsafeMutableRawPointer(action))
            }
            return OpaquePointer(group)
        }
    }

    /// Parents `popover` to `parent` and pops it up. Once it has closed and finished activating
    /// its item: unparents it, gives focus back to `opener` if it is still in a window and can
    /// take it, then calls `act` with the chosen action. The popover, its parent and the opener
    /// stay alive until then, even if the screen changes under the menu.
    static func popup(_ popover: UnsafeMutablePointer<GtkWidget>, on parent: UnsafeMutablePointer<GtkWidget>,
                      focusBackTo opener: UnsafeMutablePointer<GtkWidget>?, choice: Choice,
                      then act: @escaping @MainActor (_ action: String) -> Void) {
        gtk_widget_set_parent(popover, parent)
        let kept = [popover, parent] + (opener.map { [$0] } ?? [])
        for widget in kept { g_object_ref(UnsafeMutableRawPointer(widget)) }
        Signal.connect(popover, "closed", .plain) {
            MainLoop.idle {
                if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
                if let opener, gtk_widget_get_root(opener) != nil, gtk_widget_get_sensitive(opener) != 0 {
                    gtk_widget_grab_focus(opener)
                }
                if let action = choice.action { act(action) }
                for widget in kept { g_object_unref(UnsafeMutableRawPointer(widget)) }
            }
        }
        gtk_popover_popup(ss_popover(popover))
    }
}
