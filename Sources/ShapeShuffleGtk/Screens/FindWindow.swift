import CGtk
import ShapeShuffleCore

/// Find (Ctrl+F): type a name or any of its synonyms, in any language the game speaks; the list
/// shows live matches from the core, best first. Enter (or a click on a match) closes Find and
/// puts keyboard focus on that element, ready to press. Escape closes and returns focus.
@MainActor
final class FindWindow {
    private let modal: ModalWindow
    private let entry: UnsafeMutablePointer<GtkWidget>
    private let results: UnsafeMutablePointer<GtkWidget>
    private let index: FindIndex
    private let names: [ElementID: String]
    private var shown: [FindMatch] = []
    private let words: Words
    private let intents: FindIntents

    /// `entries` are the elements on screen now, as the core's describer gives them.
    init(over parent: UnsafeMutablePointer<GtkWindow>, describer: AccessibilityDescriber, entries: [FindEntry],
         intents: FindIntents) {
        self.intents = intents
        let words = describer.words
        self.words = words
        index = FindIndex(entries: entries)
        names = Dictionary(entries.map { ($0.element, $0.name) }, uniquingKeysWith: { first, _ in first })
        modal = ModalWindow(title: words.text(.find), over: parent)
        gtk_window_set_default_size(modal.window, 420, 360)

        entry = gtk_search_entry_new()
        ss_accessible_set_label(entry, describer.findEntry.name)
        ss_accessible_set_description(entry, describer.findEntry.description)
        ss_set_placeholder_text(entry, words.text(.findPlaceholder))
        Self.disableEmoji(in: entry)
        results = gtk_list_box_new()
        gtk_list_box_set_selection_mode(ss_list_box(results), GTK_SELECTION_BROWSE)
        ss_accessible_set_label(results, words.text(.find))
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(ss_scrolled(scroller), results)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_scrolled_window_set_min_content_height(ss_scrolled(scroller), 240)
        let layout = DialogLayout(spacing: 12, margin: 16, words: words)
        layout.add(entry, scroller)
        gtk_window_set_child(modal.window, layout.box)

        Signal.connect(entry, "search-changed", .plain) { [unowned self] in refresh() }
        // search-changed comes after a typing delay; Enter must not wait for it.
        Signal.connect(entry, .activate) { [unowned self] in
            refresh()
            go(to: shown.first?.element)
        }
        // The search entry keeps Escape for itself ("stop-search"); for the player it closes Find.
        Signal.connect(entry, "stop-search", .plain) { [unowned self] in close() }
        Signal.connect(results, "row-activated", .ignoringOne) { [unowned self] in
            let row = gtk_list_box_get_selected_row(ss_list_box(results))
            let position = row.map { Int(gtk_list_box_row_get_index($0)) } ?? 0
            go(to: shown.indices.contains(position) ? shown[position].element : nil)
        }
        modal.whenEscaped { [unowned self] in close() }
        refresh()
        modal.present(focusing: entry)
    }

    private func close() {
        modal.close()
        intents.closed()
    }

    private func refresh() {
        let query = String(cString: gtk_editable_get_text(ss_editable(entry)))
        shown = query.isEmpty ? [] : Array(index.matches(query).prefix(20))
        while let row = gtk_widget_get_first_child(results) { gtk_list_box_remove(ss_list_box(results), row) }
        for match in shown {
            let name = names[match.element] ?? match.label
            let text = match.isName ? name : "\(name) (\(match.label))"
            let label = gtk_label_new(text)!
            gtk_label_set_xalign(ss_label(label), 0)
            gtk_widget_set_margin_top(label, 8)
            gtk_widget_set_margin_bottom(label, 8)
            gtk_list_box_append(ss_list_box(results), label)
        }
        if shown.isEmpty, !query.isEmpty {
            let none = gtk_label_new(words.text(.noMatch))!
            gtk_list_box_append(ss_list_box(results), none)
        }
    }

    private func go(to element: ElementID?) {
        guard let element, let target = intents.widget(element) else { return }
        modal.restoresFocus = false
        modal.close()
        gtk_widget_grab_focus(target)
        intents.closed()
    }

    /// Takes the emoji chooser away from a search entry (Ctrl+. and its context menu). GTK 4.8's
    /// chooser is a GtkFlowBox that spins forever on Up before it has been laid out, which froze
    /// Find; a child looking for "square" has no use for emoji anyway.
    private static func disableEmoji(in entry: UnsafeMutablePointer<GtkWidget>) {
        guard let delegate = gtk_editable_get_delegate(ss_editable(entry)),
              isInstance(UnsafeMutableRawPointer(delegate), of: gtk_text_get_type()) else { return }
        let text = ss_text(UnsafeMutableRawPointer(delegate))
        let hints = gtk_text_get_input_hints(text).rawValue | GTK_INPUT_HINT_NO_EMOJI.rawValue
        gtk_text_set_input_hints(text, GtkInputHints(rawValue: hints))
    }
}

/// What Find needs from the game: the widget an element is now, and word that it closed.
struct FindIntents {
    var widget: @MainActor (ElementID) -> UnsafeMutablePointer<GtkWidget>?
    var closed: @MainActor () -> Void
}
