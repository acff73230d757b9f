import CGtk
import ShapeShuffleCore

/// A setting the computer's administrator locked: its control cannot be used, and the row says
/// why, on the screen beside it and in the control's description for a screen reader.
@MainActor
enum AdministratorLock {
    /// Marks `control` locked when `locked`, with the reason placed right after it in its box
    /// (the row's, or the page's for a check box). `remember` keeps the words in the language shown.
    static func mark(_ control: UnsafeMutablePointer<GtkWidget>, locked: Bool,
                     remember: (@escaping @MainActor (Words) -> String, @escaping @MainActor (String) -> Void) -> Void) {
        guard locked else { return }
        gtk_widget_set_sensitive(control, 0)
        let note = gtk_label_new("")!.styled("device-note")
        gtk_label_set_xalign(ss_label(note), 0)
        gtk_label_set_wrap(ss_label(note), 1)
        if let box = gtk_widget_get_parent(control) {
            gtk_box_insert_child_after(ss_box(box), note, control)
        }
        remember({ $0.text(SchoolText.setByAdministrator) }) { reason in
            gtk_label_set_text(ss_label(note), reason)
            ss_accessible_set_description(control, reason)
            gtk_widget_set_tooltip_text(control, reason)
        }
    }
}

extension DialogLayout {
    /// `AdministratorLock.mark` on a control of this page, relabelled with the page.
    func markSetByAdministrator(_ control: UnsafeMutablePointer<GtkWidget>, _ setting: AdminSetting, admin: AdminDefaults) {
        AdministratorLock.mark(control, locked: admin.isLocked(setting)) { text, show in remember(saying: text, show) }
    }
}
