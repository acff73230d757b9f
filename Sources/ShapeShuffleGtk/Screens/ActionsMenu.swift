import CGtk
import ShapeShuffleCore

/// A card's actions menu (Shift+F10, Menu, right-click): a real popover menu whose items are the
/// card's own installed actions, so it reads Flip, Add to board, Pin or Unpin as the state calls
/// for. Arrow keys move, Enter or Space activate, Escape closes and focus returns to the card.
@MainActor
enum ActionsMenu {
    static func open(on card: CardView, items: [AccessibleAction], hearTaskLabel: String, startOverLabel: String) {
        guard ss_widget_is_on_a_monitor(card.widget) != 0 else { return }
        let menu = g_menu_new()!
        for item in items where item.isEnabled {
            g_menu_append(menu, item.label, CardWidgetAction(item.action).rawValue)
        }
        // Not the card's own actions (its AT-SPI actions stay flip, add and pin) but the game's,
        // which run once the menu is gone and focus is back on the card, as the F10 menu's do:
        // Start over opens a dialog that must keep focus.
        let chosen = Chosen()
        let gameActions = g_simple_action_group_new()!
        let task = g_menu_new()!
        for (label, action) in [(hearTaskLabel, "hear-task"), (startOverLabel, "start-over")] {
            let local = g_simple_action_new(action, nil)!
            Signal.activate(UnsafeMutableRawPointer(local)) { chosen.action = action }
            g_action_map_add_action(ss_action_map(gameActions), local)
            g_object_unref(UnsafeMutableRawPointer(local))
            g_menu_append(task, label, "game.\(action)")
        }
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(task))
        g_object_unref(UnsafeMutableRawPointer(task))
        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))!
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_widget_insert_action_group(popover, "game", OpaquePointer(gameActions))
        g_object_unref(UnsafeMutableRawPointer(gameActions))
        gtk_widget_set_parent(popover, card.widget)
        gtk_popover_set_position(ss_popover(popover), GTK_POS_BOTTOM)
        // Both stay alive until the menu is gone, even if the level changes under it.
        let cardWidget = card.widget
        g_object_ref(UnsafeMutableRawPointer(popover))
        g_object_ref(UnsafeMutableRawPointer(cardWidget))
        Signal.connect(popover, "closed") {
            // Unparent once the menu has finished activating its item, then give focus back.
            MainLoop.idle {
                if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
                if gtk_widget_get_sensitive(cardWidget) != 0, gtk_widget_get_root(cardWidget) != nil {
                    gtk_widget_grab_focus(cardWidget)
                }
                if let action = chosen.action, let root = gtk_widget_get_root(cardWidget) {
                    gtk_widget_activate_action_variant(ss_widget(UnsafeMutableRawPointer(root)), "app.\(action)", nil)
                }
                g_object_unref(UnsafeMutableRawPointer(popover))
                g_object_unref(UnsafeMutableRawPointer(cardWidget))
            }
        }
        gtk_popover_popup(ss_popover(popover))
    }

    /// The game action the player chose, if any, carried from its activation to the menu's closing.
    private final class Chosen {
        var action: String?
    }
}
