import CGtk
import ShapeShuffleCore

/// A card's actions menu (Shift+F10, Menu, right-click): a real popover menu whose items are the
/// card's own installed actions, so it reads Flip, Add to board, Pin or Unpin as the state calls
/// for. Arrow keys move, Enter or Space activate, Escape closes and focus returns to the card.
@MainActor
enum ActionsMenu {
    /// The menu of `state`'s actions on `card`, as the describer lists them; none for a card the
    /// level no longer has.
    static func open(on card: CardView, state: CardState?, describer: AccessibilityDescriber) {
        guard let state, let items = describer.actionsMenu(for: state) else { return }
        open(on: card, items: items, words: describer.words)
    }

    private static func open(on card: CardView, items: [AccessibleAction], words: Words) {
        guard WidgetOnScreen.isOnAMonitor(card.widget) else { return }
        let menu = g_menu_new()!
        for item in items where item.isEnabled {
            g_menu_append(menu, item.label, item.action.widgetActionName)
        }
        // Not the card's own actions (its AT-SPI actions stay flip, add and pin) but the game's,
        // which run once the menu is gone and focus is back on the card, as the F10 menu's do:
        // Start over opens a dialog that must keep focus.
        let choice = MenuPopover.Choice()
        let actions = [GameAction.showMe, .hearTask, .startOver].compactMap { action in
            action.applicationName.flatMap { name in action.label(in: words).map { (name: name, label: $0) } }
        }
        let gameActions = choice.actions(actions.map { ($0.name, true) })
        let task = g_menu_new()!
        for action in actions { g_menu_append(task, action.label, "game.\(action.name)") }
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(task))
        g_object_unref(UnsafeMutableRawPointer(task))
        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))!
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_widget_insert_action_group(popover, "game", gameActions)
        g_object_unref(UnsafeMutableRawPointer(gameActions))
        gtk_popover_set_position(ss_popover(popover), GTK_POS_BOTTOM)
        let cardWidget = card.widget
        MenuPopover.popup(popover, on: cardWidget, focusBackTo: cardWidget, choice: choice) { action in
            if let root = gtk_widget_get_root(cardWidget) {
                gtk_widget_activate_action_variant(ss_widget(UnsafeMutableRawPointer(root)), "app.\(action)", nil)
            }
        }
    }
}
