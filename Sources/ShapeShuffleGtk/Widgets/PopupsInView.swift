import CGtk

/// Popups in a scrolling area open only where they can be seen: drop-downs' lists, and the
/// context menu a key opens on the focused widget (Menu, Shift+F10: a spin button's text has one).
///
/// GTK 4.8 lays a drop-down's list out against the drop-down's allocation. A drop-down scrolled
/// out of sight (the mouse moved the scroll bar, or focus moved on during the 250 ms a button
/// activated by keyboard waits before it clicks) may lie off every monitor, and
/// gdk_x11_surface_layout_popup then asks the geometry of no monitor: a Gdk critical, and a list
/// placed from uninitialised bounds. Whatever opens the list (key, click, AT-SPI action, that
/// delayed click), it goes through the toggled signal of the drop-down's inner button, so GTK's
/// own handler there is replaced by one that first brings the drop-down into view and opens the
/// list once GTK has laid the area out again (given up after a second if it is still out of view).
/// A context menu key on a widget Tab has just reached comes before GTK has scrolled it into
/// view, with the same result; it waits for that scroll in the same way.
@MainActor
enum PopupsInView {
    /// How often, and how many times, to look whether GTK has laid the scrolled area out again;
    /// a busy machine can take a few frames.
    private static let layoutCheck: UInt32 = 40
    private static let layoutChecks = 25

    /// Covers every drop-down inside `scroller` now (call it once the rows are added), and the
    /// context menu keys of whatever has focus inside it.
    static func keep(in scroller: UnsafeMutablePointer<GtkWidget>) {
        keepContextMenusInView(scroller)
        for dropDown in WidgetTree.descendants(of: scroller, ofType: gtk_drop_down_get_type()) {
            guard let button = WidgetTree.child(of: dropDown, ofType: gtk_toggle_button_get_type()),
                  let list = WidgetTree.child(of: dropDown, ofType: gtk_popover_get_type()) else { continue }
            let toggled = g_signal_lookup("toggled", gtk_toggle_button_get_type())
            // GTK's handler pops the list up unconditionally; if GTK's template ever connects it
            // differently, nothing is found here and GTK's stays.
            let removed = g_signal_handlers_disconnect_matched(
                UnsafeMutableRawPointer(button), GSignalMatchType(G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DATA.rawValue),
                toggled, 0, nil, nil, UnsafeMutableRawPointer(dropDown))
            guard removed > 0 else { continue }
            Signal.connect(button, .toggled) {
                buttonToggled(button, list: list, dropDown: dropDown, scroller: scroller)
            }
        }
    }

    private static func keepContextMenusInView(_ scroller: UnsafeMutablePointer<GtkWidget>) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connect(keys.raw, .keyPressed) { keyval, modifiers in
            let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
            guard keyval == UInt32(GDK_KEY_Menu) || (keyval == UInt32(GDK_KEY_F10) && shift) else { return false }
            stopScrolling(scroller)
            guard let root = gtk_widget_get_root(scroller), let focus = gtk_root_get_focus(root),
                  !isInView(focus, in: scroller)
            else { return false }
            scrollIntoView(focus, in: scroller)
            whenInView(focus, in: scroller) {
                gtk_widget_activate_action_variant(focus, "menu.popup", nil)
            }
            return true
        }
        gtk_widget_add_controller(scroller, ss_controller(keys.raw))
    }

    private static func buttonToggled(_ button: UnsafeMutablePointer<GtkWidget>, list: UnsafeMutablePointer<GtkWidget>,
                                      dropDown: UnsafeMutablePointer<GtkWidget>, scroller: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_toggle_button_get_active(ss_toggle_button(button)) != 0 else {
            gtk_popover_popdown(ss_popover(list))
            return
        }
        stopScrolling(scroller)
        if isInView(dropDown, in: scroller) {
            gtk_popover_popup(ss_popover(list))
            return
        }
        // Not yet: the button goes back up, the area scrolls, and the button goes down again
        // (which comes back here) once the drop-down is in view.
        gtk_toggle_button_set_active(ss_toggle_button(button), 0)
        scrollIntoView(dropDown, in: scroller)
        whenInView(dropDown, in: scroller) {
            gtk_toggle_button_set_active(ss_toggle_button(button), 1)
        }
    }

    /// Runs `body` once `widget` is laid out inside the scrolling area's visible part, if that
    /// happens within layoutChecks looks; keeps both alive until then.
    private static func whenInView(_ widget: UnsafeMutablePointer<GtkWidget>, in scroller: UnsafeMutablePointer<GtkWidget>,
                                   _ body: @escaping @MainActor () -> Void) {
        g_object_ref(UnsafeMutableRawPointer(widget))
        g_object_ref(UnsafeMutableRawPointer(scroller))
        var checks = 0
        MainLoop.every(milliseconds: layoutCheck) {
            checks += 1
            let shown = gtk_widget_get_mapped(widget) != 0
            if shown, isInView(widget, in: scroller) {
                body()
            } else if shown, checks < layoutChecks {
                return true
            }
            g_object_unref(UnsafeMutableRawPointer(widget))
            g_object_unref(UnsafeMutableRawPointer(scroller))
            return false
        }
    }

    /// Ends a scroll GTK is still easing (End and Page Down on a focused row animate it over a
    /// few frames), where it is now. Otherwise a popup opened while its widget is still in view
    /// is carried off every monitor by the frames that follow.
    private static func stopScrolling(_ scroller: UnsafeMutablePointer<GtkWidget>) {
        for adjustment in [gtk_scrolled_window_get_vadjustment(ss_scrolled(scroller)),
                           gtk_scrolled_window_get_hadjustment(ss_scrolled(scroller))] {
            // Setting a value, even the same one, ends GTK's animation towards the target.
            if let adjustment { gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment)) }
        }
    }

    /// Whether the whole widget lies inside the scrolling area's visible part.
    private static func isInView(_ widget: UnsafeMutablePointer<GtkWidget>, in scroller: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, scroller, &bounds) != 0 else { return false }
        return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(scroller))
    }

    private static func scrollIntoView(_ widget: UnsafeMutablePointer<GtkWidget>, in scroller: UnsafeMutablePointer<GtkWidget>) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, scroller, &bounds) != 0,
              let adjustment = gtk_scrolled_window_get_vadjustment(ss_scrolled(scroller)) else { return }
        let top = Double(bounds.origin.y), bottom = Double(bounds.origin.y + bounds.size.height)
        let height = Double(gtk_widget_get_height(scroller))
        let shift = top < 0 ? top : max(0, bottom - height)
        // A wheel turned past the end leaves GTK easing the overshoot back, frame by frame, and
        // that would put the old value back; turning kinetic scrolling off and on ends it.
        let kinetic = gtk_scrolled_window_get_kinetic_scrolling(ss_scrolled(scroller))
        gtk_scrolled_window_set_kinetic_scrolling(ss_scrolled(scroller), 0)
        gtk_scrolled_window_set_kinetic_scrolling(ss_scrolled(scroller), kinetic)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + shift)
    }
}
