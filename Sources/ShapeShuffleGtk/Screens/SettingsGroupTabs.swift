import CGtk
import ShapeShuffleCore

/// Settings shown one group at a time: a column of tabs on the left, one per `SettingsGroup`,
/// and the chosen group's rows on the right. Each tab is a Tab stop of its own (so one switch,
/// stepping through the Tab chain, reaches every group), Space, Enter or a click shows its group,
/// Up and Down (Home, End) move to a neighbouring tab and show it, and a screen reader hears
/// "Keys, page tab, 2 of 4". The groups' pages are all the same size, so the window never
/// changes size under the player's pointer.
@MainActor
final class SettingsGroupTabs {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkWidget>
    private var tabs: [(group: SettingsGroup, tab: UnsafeMutablePointer<GtkWidget>, page: UnsafeMutablePointer<GtkWidget>)] = []
    /// Told each group shown, so that Settings reopens on it.
    var shown: (@MainActor (SettingsGroup) -> Void)?

    init() {
        list = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_TAB_LIST)!
        gtk_orientable_set_orientation(ss_orientable(list), GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(ss_box(list), 2)
        gtk_widget_set_margin_start(list, 12)
        list.styled("settings-groups")
        stack = gtk_stack_new()!
        // As tall and wide as the largest group, so that the window never changes size between groups.
        gtk_stack_set_vhomogeneous(ss_stack(stack), 1)
        gtk_stack_set_hhomogeneous(ss_stack(stack), 1)
        gtk_stack_set_transition_type(ss_stack(stack), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_widget_set_hexpand(stack, 1)
        // Room for the focus ring of the first tab and first row, inside the scrolled area; the same for both, so
        // that their centres stay level (see below).
        for part in [list, stack] {
            gtk_widget_set_margin_top(part, 6)
            gtk_widget_set_margin_bottom(part, 6)
        }
        // GTK orders Tab by each child's vertical centre, then left to right: the tabs and the
        // pages span the same height, so Tab reaches the tabs first and Shift+Tab from a page's
        // first row goes back to them.
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_box_append(ss_box(widget), list)
        gtk_box_append(ss_box(widget), gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        gtk_box_append(ss_box(widget), stack)
    }

    /// Adds `group`'s tab and its page, after the ones added before.
    func add(_ group: SettingsGroup, page content: UnsafeMutablePointer<GtkWidget>, words: Words) {
        let page = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_TAB_PANEL)!
        gtk_box_append(ss_box(page), content)
        gtk_widget_set_hexpand(content, 1)
        gtk_widget_set_valign(content, GTK_ALIGN_START)
        let tab = ss_widget_new_with_role(gtk_toggle_button_get_type(), GTK_ACCESSIBLE_ROLE_TAB)!
        tab.styled("settings-group")
        // As large a target as every other control, and wide enough that most names fit one line.
        gtk_widget_set_size_request(tab, 180, 44)
        if let first = tabs.first?.tab { gtk_toggle_button_set_group(ss_toggle_button(tab), ss_toggle_button(first)) }
        gtk_box_append(ss_box(list), tab)
        gtk_stack_add_child(ss_stack(stack), page)
        tabs.append((group, tab, page))
        name(tab, page, group, words)
        ss_accessible_set_label(list, words.text(.settings))
        Signal.connect(tab, .toggled) { [unowned self] in
            if gtk_toggle_button_get_active(ss_toggle_button(tab)) != 0 { showPage(of: group) }
        }
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys.raw, .keyPressed) { [unowned self] keyval, _ in step(from: group, keyval) }
        gtk_widget_add_controller(tab, ss_controller(keys.raw))
        if tabs.count == 1 { show(group) }
    }

    /// Puts `content` in place of what `group`'s page held, in the same place of the same tab.
    func replacePage(of group: SettingsGroup, with content: UnsafeMutablePointer<GtkWidget>) {
        guard let page = tabs.first(where: { $0.group == group })?.page else { return }
        if let old = gtk_widget_get_first_child(page) { gtk_box_remove(ss_box(page), old) }
        gtk_box_append(ss_box(page), content)
        gtk_widget_set_hexpand(content, 1)
        gtk_widget_set_valign(content, GTK_ALIGN_START)
    }

    /// Shows `group`'s page and marks its tab as the chosen one.
    func show(_ group: SettingsGroup) {
        guard let tab = tabs.first(where: { $0.group == group })?.tab else { return }
        if gtk_toggle_button_get_active(ss_toggle_button(tab)) == 0 {
            gtk_toggle_button_set_active(ss_toggle_button(tab), 1)
        } else {
            showPage(of: group)
        }
    }

    /// The list of tabs is named as the window is ("Settings").
    func relabel(_ words: Words) {
        ss_accessible_set_label(list, words.text(.settings))
        for (group, tab, page) in tabs { name(tab, page, group, words) }
    }

    private func showPage(of group: SettingsGroup) {
        for (each, tab, page) in tabs {
            ss_accessible_set_selected(tab, each == group ? 1 : 0)
            if each == group { gtk_stack_set_visible_child(ss_stack(stack), page) }
        }
        shown?(group)
    }

    /// The tab of `group`, where focus goes when Settings reopens on it.
    func tab(of group: SettingsGroup) -> UnsafeMutablePointer<GtkWidget>? {
        tabs.first { $0.group == group }?.tab
    }

    private func name(_ tab: UnsafeMutablePointer<GtkWidget>, _ page: UnsafeMutablePointer<GtkWidget>,
                      _ group: SettingsGroup, _ words: Words) {
        let title = words.title(of: group)
        gtk_button_set_label(ss_button(tab), title)
        if let label = gtk_button_get_child(ss_button(tab)), ss_is_label(label) != 0 {
            // One line each, so that every tab fits in sight on an 800x600 screen.
            gtk_label_set_wrap(ss_label(label), 0)
            gtk_label_set_xalign(ss_label(label), 0)
            gtk_widget_set_halign(label, GTK_ALIGN_START)
        }
        ss_accessible_set_label(tab, title)
        ss_accessible_set_label(page, title)
    }

    /// Up and Down (Home and End) move along the tabs and show the group reached.
    private func step(from group: SettingsGroup, _ keyval: UInt32) -> Bool {
        guard let index = tabs.firstIndex(where: { $0.group == group }) else { return false }
        let target: Int
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: target = max(index - 1, 0)
        case GDK_KEY_Down, GDK_KEY_KP_Down: target = min(index + 1, tabs.count - 1)
        case GDK_KEY_Home, GDK_KEY_KP_Home: target = 0
        case GDK_KEY_End, GDK_KEY_KP_End: target = tabs.count - 1
        default: return false
        }
        let tab = tabs[target].tab
        gtk_widget_grab_focus(tab)
        show(tabs[target].group)
        return true
    }
}
