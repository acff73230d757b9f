import CGtk
import ShapeShuffleCore

/// A card's actions menu (Shift+F10, Menu, right-click): a real popover menu whose items are the
/// card's own installed actions, so it reads Flip, Add to board, Pin or Unpin as the state calls
/// for. Arrow keys move, Enter or Space activate, Escape closes and focus returns to the card.
@MainActor
enum ActionsMenu {
    static func open(on card: CardView, items: [AccessibleAction], hearTaskLabel: String) {
        let menu = g_menu_new()!
        for item in items where item.isEnabled {
            g_menu_append(menu, item.label, CardWidgetAction(item.action).rawValue)
        }
        // Not the card's own action (its AT-SPI actions stay flip, add and pin): the game's.
        let task = g_menu_new()!
        g_menu_append(task, hearTaskLabel, "app.hear-task")
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(task))
        g_object_unref(UnsafeMutableRawPointer(task))
        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))!
        g_object_unref(UnsafeMutableRawPointer(menu))
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
                g_object_unref(UnsafeMutableRawPointer(popover))
                g_object_unref(UnsafeMutableRawPointer(cardWidget))
            }
        }
        gtk_popover_popup(ss_popover(popover))
    }
}
