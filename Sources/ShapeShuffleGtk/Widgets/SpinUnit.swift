import CGtk
import ShapeShuffleCore

/// The unit after a Settings spin button ("seconds"), shown beside it and given as its
/// description, so a screen reader says "Scanning interval, 1.5, seconds". It follows the value
/// (one second, two seconds) and the language. Placed after `AdministratorLock.mark`, it sits
/// between the number and the administrator's note.
@MainActor
final class SpinUnit {
    let label: UnsafeMutablePointer<GtkWidget>
    private let spin: UnsafeMutablePointer<GtkWidget>
    private let unit: SettingsUnit
    private var words: Words
    /// Whether the unit is the spin button's whole description (Practice's own lead a reason).
    private let describes: Bool

    /// Lives as long as `spin`: its value-changed handler holds it.
    init(_ unit: SettingsUnit, for spin: UnsafeMutablePointer<GtkWidget>, words: Words, describes: Bool = true) {
        self.unit = unit
        self.describes = describes
        self.spin = spin
        self.words = words
        label = gtk_label_new("")!
        gtk_label_set_xalign(ss_label(label), 0)
        Signal.connect(spin, .valueChanged) { [self] in show() }
        relabel(words)
    }

    /// Puts the unit right after its spin button, in the spin button's row and the page's column
    /// of units, and keeps it in the language `layout` shows.
    func place(in layout: DialogLayout) {
        if let row = gtk_widget_get_parent(spin) { gtk_box_insert_child_after(ss_box(row), label, spin) }
        lineUp(in: layout)
        layout.relabelling { [self] in relabel($0) }
    }

    /// Every number field as wide as the others, whatever its range, and its unit in the page's
    /// column of units, so the fields stand in one column.
    func lineUp(in layout: DialogLayout) {
        gtk_size_group_add_widget(layout.unitColumn, label)
        gtk_editable_set_width_chars(ss_editable(spin), Self.fieldCharacters)
        gtk_editable_set_max_width_chars(ss_editable(spin), Self.fieldCharacters)
    }

    /// Room for the longest figure a setting takes ("10.0").
    static let fieldCharacters: Int32 = 4

    func relabel(_ words: Words) {
        self.words = words
        // Room for the longest form, so nothing moves when the value goes from one to two.
        let longest = words.unitForms(unit).first ?? ""
        gtk_label_set_width_chars(ss_label(label), Int32(longest.count))
        show()
    }

    private func show() {
        let text = words.unit(unit, after: gtk_spin_button_get_value(ss_spin_button(spin)))
        gtk_label_set_text(ss_label(label), text)
        // A row the administrator locked is described by why it cannot change.
        if describes, gtk_widget_get_sensitive(spin) != 0 { ss_accessible_set_description(spin, text) }
    }
}
