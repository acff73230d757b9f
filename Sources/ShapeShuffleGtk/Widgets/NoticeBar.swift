import CGtk
import ShapeShuffleCore

/// Messages for the parent at the top of the window ("Your saved progress could not be read …"),
/// stacked, each with the alert role and its own close button, and each shown until the parent
/// closes it: no notice ever hides another.
@MainActor
final class NoticeBar {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    /// Each notice shown, known by the core's `SaveNotice` rather than by its words, which depend
    /// on the language it was said in.
    private var notices: [(notice: SaveNotice, text: String, row: UnsafeMutablePointer<GtkWidget>,
                           close: UnsafeMutablePointer<GtkWidget>)] = []
    /// Focus goes here when the focused close button's notice goes away.
    var onEmptied: @MainActor () -> Void = {}

    init() {
        handle = WidgetHandle(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        gtk_widget_set_margin_start(widget, 16)
        gtk_widget_set_margin_end(widget, 16)
        gtk_widget_set_margin_top(widget, 8)
        gtk_widget_set_visible(widget, 0)
    }

    /// The texts shown now, oldest first.
    var texts: [String] { notices.map(\.text) }

    /// Whether `notice` is shown now.
    func shows(_ notice: SaveNotice) -> Bool { notices.contains { $0.notice == notice } }

    /// Shows `notice`, in the words `text`, under the notices already shown; a notice already
    /// shown is not shown twice.
    func show(_ notice: SaveNotice, text: String, closeLabel: String) {
        guard !shows(notice) else { return }
        let row = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_ALERT).styled("notice")
        gtk_box_set_spacing(ss_box(row), 12)
        let label = gtk_label_new(text)!
        gtk_label_set_wrap(ss_label(label), 1)
        gtk_label_set_xalign(ss_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        let close = gtk_button_new_with_label(closeLabel).styled("big")
        gtk_widget_set_valign(close, GTK_ALIGN_CENTER)
        // The button says which notice it closes.
        ss_accessible_set_description(close, text)
        ss_accessible_set_label(row, text)
        gtk_box_append(ss_box(row), label)
        gtk_box_append(ss_box(row), close)
        gtk_box_append(ss_box(widget), row)
        notices.append((notice, text, row, close))
        Signal.connect(close, .clicked) { [unowned self] in dismiss(notice) }
        gtk_widget_set_visible(widget, 1)
    }

    /// The close button of notice `index`, for Find and the focus chain.
    func closeButton(_ index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        notices.indices.contains(index) ? notices[index].close : nil
    }

    /// Renames every close button in a new language (the notices keep the words they were said in).
    func relabel(closeLabel: String) {
        for notice in notices { gtk_button_set_label(ss_button(notice.close), closeLabel) }
    }

    /// Takes away the notices that are no longer true, as if the parent had closed them.
    func withdraw(where isPast: (SaveNotice) -> Bool) {
        for notice in notices.map(\.notice) where isPast(notice) { dismiss(notice) }
    }

    private func dismiss(_ notice: SaveNotice) {
        guard let index = notices.firstIndex(where: { $0.notice == notice }) else { return }
        let notice = notices.remove(at: index)
        let hadFocus = gtk_widget_has_focus(notice.close) != 0
        gtk_box_remove(ss_box(widget), notice.row)
        if let next = notices.indices.contains(index) ? notices[index].close : notices.last?.close, hadFocus {
            gtk_widget_grab_focus(next)
        } else if notices.isEmpty {
            gtk_widget_set_visible(widget, 0)
            if hadFocus { onEmptied() }
        } else if hadFocus {
            onEmptied()
        }
    }
}
