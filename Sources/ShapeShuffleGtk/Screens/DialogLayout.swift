import CGtk
import ShapeShuffleCore

/// Builds a dialog's layout: a vertical box with the same margin all round, and labels, buttons
/// and titled rows whose words come from the core's language tables. For each text it places it
/// keeps the setter that shows it (a label's text, a button's or a check button's label, a
/// window's title), so `relabel` shows them all in a new language with no look at widget types.
///
/// Why Swift and not GtkBuilder .ui files: every word the player sees or hears lives in the core's
/// `Words` tables, in five languages, and Settings relabels itself the moment the language changes
/// there. A .ui file would only hold the boxes and margins; each of its strings would need an id
/// filled in from Swift (or gettext, a second home for words), and the signals and the accessible
/// names and descriptions, which come from the core too, would still be wired here: every dialog
/// would be described twice, in two files that must agree. A small builder keeps one description,
/// checked by the compiler.
@MainActor
final class DialogLayout {
    let box: UnsafeMutablePointer<GtkWidget>
    private var words: Words
    private var relabellers: [(Words) -> Void] = []

    init(spacing: Int32, margin: Int32, words: Words) {
        self.words = words
        box = Self.page(spacing: spacing, margin: margin)
    }

    /// A dialog's vertical box, `margin` away from the window's edges all round, for a dialog
    /// whose words come ready made.
    static func page(spacing: Int32, margin: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing)!
        gtk_widget_set_margin_top(box, margin)
        gtk_widget_set_margin_bottom(box, margin)
        gtk_widget_set_margin_start(box, margin)
        gtk_widget_set_margin_end(box, margin)
        return box
    }

    /// Keeps a message label's line while it is empty, at the height `sample` takes, so nothing
    /// below it moves when a message shows (and a click aimed below lands where it was aimed).
    static func keepLine(of label: UnsafeMutablePointer<GtkWidget>, as sample: String) {
        gtk_label_set_text(ss_label(label), sample)
        var height: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
        gtk_widget_set_size_request(label, -1, height)
        gtk_label_set_text(ss_label(label), "")
    }

    /// One width for the units after a page's number fields ("seconds", "rounds"), so the fields
    /// stand in one column. The page's box owns it.
    private(set) lazy var unitColumn: UnsafeMutablePointer<GtkSizeGroup> = {
        let group = gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)!
        g_object_set_data_full(ss_object(box), "unit-column", group) { g_object_unref($0) }
        return group
    }()

    /// Appends widgets to the box, in reading order.
    func add(_ widgets: UnsafeMutablePointer<GtkWidget>...) {
        for widget in widgets { gtk_box_append(ss_box(box), widget) }
    }

    /// Shows every text placed so far in `words`.
    func relabel(_ words: Words) {
        self.words = words
        for relabel in relabellers { relabel(words) }
    }

    /// Titles `window` with `text`.
    func title(_ window: UnsafeMutablePointer<GtkWindow>, _ text: UIText) {
        gtk_window_set_title(window, words.text(text))
        remember({ $0.text(text) }) { gtk_window_set_title(window, $0) }
    }

    func label(_ text: UIText) -> UnsafeMutablePointer<GtkWidget> { label { $0.text(text) } }

    /// A label for words kept outside `UIText` (a feature's own words file, such as the assists').
    func label(_ text: @escaping (Words) -> String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text(words))!
        remember(text) { gtk_label_set_text(ss_label(label), $0) }
        return label
    }

    /// A heading (`HeadingLabel`) whose words follow the language, as `label`'s do.
    func heading(_ text: UIText) -> UnsafeMutablePointer<GtkWidget> {
        let heading = HeadingLabel.make(words.text(text))
        remember({ $0.text(text) }) { gtk_label_set_text(ss_label(heading), $0) }
        return heading
    }

    func button(_ text: UIText) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(words.text(text))!
        remember({ $0.text(text) }) { gtk_button_set_label(ss_button(button), $0) }
        return button
    }

    func checkButton(_ text: UIText) -> UnsafeMutablePointer<GtkWidget> { checkButton { $0.text(text) } }

    func checkButton(_ text: @escaping (Words) -> String) -> UnsafeMutablePointer<GtkWidget> {
        let check = gtk_check_button_new_with_label(text(words))!
        remember(text) { gtk_check_button_set_label(ss_check_button(check), $0) }
        return check
    }

    func addRow(_ title: UIText, _ end: UnsafeMutablePointer<GtkWidget>, spacing: Int32 = 16, namingEnd: Bool = true) {
        addRow({ $0.text(title) }, end, spacing: spacing, namingEnd: namingEnd)
    }

    /// Appends a row: `title` on the left, taking the spare width, and `end` on the right, read in
    /// that order. When `end` is a control (as it is unless told), its visible title names it.
    func addRow(_ title: @escaping (Words) -> String, _ end: UnsafeMutablePointer<GtkWidget>, spacing: Int32 = 16,
                namingEnd: Bool = true) {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, spacing)!
        let titleLabel = label(title)
        gtk_label_set_xalign(ss_label(titleLabel), 0)
        gtk_widget_set_hexpand(titleLabel, 1)
        gtk_box_append(ss_box(row), titleLabel)
        gtk_box_append(ss_box(row), end)
        if namingEnd { ss_accessible_set_labelled_by(end, titleLabel) }
        add(row)
    }

    /// Keeps a feature's own words (not a `UIText`) shown in the language chosen, with the rest.
    func remember(saying text: @escaping @MainActor (Words) -> String, _ show: @escaping @MainActor (String) -> Void) {
        show(text(words))
        relabellers.append { show(text($0)) }
    }

    /// Keeps the setter of a text already shown, so `relabel` shows it in a new language too.
    func remember(_ text: @escaping (Words) -> String, _ show: @escaping @MainActor (String) -> Void) {
        relabellers.append { show(text($0)) }
    }

    /// Keeps something that relabels itself (a drop-down's choices), so `relabel` reaches it too.
    func relabelling(_ relabel: @escaping @MainActor (Words) -> Void) {
        relabellers.append(relabel)
    }

    var currentWords: Words { words }
}
