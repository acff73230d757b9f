import CGtk
import ShapeShuffleCore

/// The primary menu (F10): the game's application actions in a popover menu at the top left of
/// the screen, each with the key it has now, as the core's `PrimaryMenuPlan` lays them out for
/// the screen shown. On a level, Add and Pin are shown disabled unless a card had focus when it
/// opened. Arrows move, Enter or Space activate, Escape closes, and focus goes back to where it
/// was before the chosen action runs, so a dialog it opens returns there too.
@MainActor
enum PrimaryMenu {
    private static let group = "primary"

    /// Opens over the screen shown now with the items the core's plan gives it, for `players`
    /// children, in a kiosk or not; nothing over a screen that has no such menu.
    static func open(on screen: Screen, in window: UnsafeMutablePointer<GtkWindow>, application: UnsafeMutablePointer<GtkApplication>,
                     words: Words, players: Int, kiosk: Bool) {
        guard let place = screen.primaryMenuPlace else { return }
        open(over: screen.root, in: window, application: application, words: words,
             sections: PrimaryMenuPlan.sections(on: place, players: players, kiosk: kiosk))
    }

    /// Opens over `screen`, the screen shown now, with `sections` of items; the chosen item
    /// activates the application's action.
    private static func open(over screen: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWindow>,
                     application: UnsafeMutablePointer<GtkApplication>, words: Words,
                     sections plan: [[PrimaryMenuPlan.Item]]) {
        guard WidgetOnScreen.isOnAMonitor(screen) else { return }
        let appActions = OpaquePointer(application)
        let opener = gtk_root_get_focus(OpaquePointer(window))
        let choice = MenuPopover.Choice()
        let sections: [[(title: GameAction, action: String)]] = plan.map { section in
            section.compactMap { item in
                let action = GameAction(item)
                return action.applicationName.map { (action, $0) }
            }
        }
        // The items go through actions of their own, so that the application action runs only
        // once focus is back where it was. Focus moves into the menu, which disables the card
        // actions: their items take the enabled state the application actions have now.
        let actions = choice.actions(sections.joined().map {
            ($0.action, g_action_group_get_action_enabled(appActions, $0.action) != 0)
        })
        let menu = g_menu_new()!
        for section in sections {
            let part = g_menu_new()!
            for item in section {
                let entry = g_menu_item_new(item.title.label(in: words) ?? "", "\(group).\(item.action)")!
                // The key the application action has now (remapped, or none when single keys are off).
                if let key = AppAction.accelerators(of: "app.\(item.action)", in: application).first {
                    g_menu_item_set_attribute_value(entry, "accel", g_variant_new_string(key))
                }
                g_menu_append_item(part, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(part))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))!
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_widget_insert_action_group(popover, group, actions)
        g_object_unref(UnsafeMutableRawPointer(actions))

        gtk_popover_set_position(ss_popover(popover), GTK_POS_BOTTOM)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        var anchor = anchorRectangle(in: screen)
        gtk_popover_set_pointing_to(ss_popover(popover), &anchor)
        MenuPopover.popup(popover, on: screen, focusBackTo: opener, choice: choice) { action in
            g_action_group_activate_action(appActions, action, nil)
        }
    }

    /// The start of the first widget of the screen's top bar (the title on Home, the Home button
    /// on a level), no wider than it is tall, so the arrow points at its left end; in the screen's
    /// coordinates, or the screen's top left corner if it has no such widget.
    private static func anchorRectangle(in screen: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle {
        var bounds = graphene_rect_t()
        guard let bar = gtk_widget_get_first_child(screen), let first = gtk_widget_get_first_child(bar),
              gtk_widget_compute_bounds(first, screen, &bounds) != 0
        else { return GdkRectangle(x: 0, y: 0, width: 1, height: 1) }
        let height = max(1, Int32(bounds.size.height))
        return GdkRectangle(x: Int32(bounds.origin.x), y: Int32(bounds.origin.y),
                            width: max(1, min(Int32(bounds.size.width), height)), height: height)
    }
}
