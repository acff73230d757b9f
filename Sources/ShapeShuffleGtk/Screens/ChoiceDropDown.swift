import CGtk
import FoundationEssentials
import ShapeShuffleCore

/// A drop-down of a few choices in the player's language (language, speech rate, volumes), the
/// one way Settings builds them. GTK 4.8 leaves the part of a drop-down that takes focus named
/// after its type ("GtkToggleButton"), so it is named here as the row is ("Voice volume: Quiet"),
/// and the empty-choice label it keeps unnamed beside the shown choice is taken out of sight, so a
/// screen reader meets neither.
@MainActor
final class ChoiceDropDown<Choice: Equatable> {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let names: OpaquePointer
    private let choices: [Choice]
    /// The row's title, which also names the drop-down's button.
    private let title: (Words) -> String
    private let name: (Words, Choice) -> String
    private var words: Words
    /// Set while the program itself changes the choice, which is then not the player's.
    private var quiet = false

    /// `picked` is called with each choice the player makes (not with ones set through `show`).
    convenience init(_ choices: [Choice], showing initial: Choice, title: UIText, words: Words,
                     name: @escaping (Words, Choice) -> String, picked: @escaping @MainActor (Choice) -> Void) {
        self.init(choices, showing: initial, titled: { $0.text(title) }, words: words, name: name, picked: picked)
    }

    /// For a row whose title is a feature's own words rather than a `UIText`. `swatch` names the
    /// style colour a choice that is a colour shows beside its name.
    init(_ choices: [Choice], showing initial: Choice, titled title: @escaping (Words) -> String, words: Words,
         name: @escaping (Words, Choice) -> String, swatch: @escaping (Choice) -> String? = { _ in nil },
         picked: @escaping @MainActor (Choice) -> Void) {
        self.choices = choices
        self.title = title
        self.name = name
        self.words = words
        names = ss_string_list_new()!
        for choice in choices { gtk_string_list_append(names, name(words, choice)) }
        widget = gtk_drop_down_new(names, nil)!
        ChoiceRows.draw(ss_drop_down(widget), wrappingAt: Self.widestChoice) { index in
            choices.indices.contains(index) ? swatch(choices[index]) : nil
        }
        show(initial)
        Signal.connect(widget, "notify::selected", .ignoringOne) { [unowned self] in
            guard !quiet, let choice = chosen else { return }
            nameButton()
            picked(choice)
        }
        hideEmptyChoiceLabel()
        focusChosenRowWhenOpened()
        nameButton()
    }

    /// About as many characters as the chosen choice shows on one line: the longest choices
    /// (two switches, the mouse's two buttons) take two lines, and Settings stays within 800 px.
    private static var widestChoice: Int32 { 22 }

    /// The choice shown, if any.
    var chosen: Choice? {
        let index = Int(gtk_drop_down_get_selected(ss_drop_down(widget)))
        return choices.indices.contains(index) ? choices[index] : nil
    }

    /// The part of the drop-down that takes focus.
    var button: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_first_child(widget) }

    /// Shows `choice` as chosen, without reporting it as the player's choice.
    func show(_ choice: Choice) {
        guard let index = choices.firstIndex(of: choice) else { return }
        guard gtk_drop_down_get_selected(ss_drop_down(widget)) != guint(index) else { return }
        quiet = true
        gtk_drop_down_set_selected(ss_drop_down(widget), guint(index))
        quiet = false
        nameButton()
    }

    /// Renames the choices in place in `words`' language, keeping the one chosen. Names that do
    /// not change (each language's own name) are left alone, so the language drop-down can be
    /// relabelled from inside its own change.
    func relabel(_ words: Words) {
        self.words = words
        let fresh = choices.map { name(words, $0) }
        let shown = (0..<choices.count).map { index -> String in
            gtk_string_list_get_string(names, guint(index)).map { String(cString: $0) } ?? ""
        }
        if fresh != shown {
            let selected = gtk_drop_down_get_selected(ss_drop_down(widget))
            quiet = true
            var titles: [UnsafePointer<CChar>?] = fresh.map { UnsafePointer(strdup($0)) }
            titles.append(nil)
            gtk_string_list_splice(names, 0, guint(choices.count), &titles)
            titles.forEach { free(UnsafeMutableRawPointer(mutating: $0)) }
            gtk_drop_down_set_selected(ss_drop_down(widget), selected)
            quiet = false
        }
        nameButton()
    }

    /// "Voice volume: Quiet" — the row's title and the choice shown.
    private func nameButton() {
        guard let button else { return }
        ss_accessible_set_label(button, title(words) + ": " + (chosen.map { name(words, $0) } ?? ""))
    }

    /// GTK 4.8 opens the list with focus on its first row, whatever is chosen, and Return takes
    /// the row chosen before, not the one with focus, until an arrow key has moved: focus goes to
    /// the chosen row as the list opens, so the list starts where the player is and Return on it
    /// keeps it.
    private func focusChosenRowWhenOpened() {
        guard let popover = gtk_widget_get_last_child(widget), ss_is_popover(popover) != 0 else { return }
        Signal.connect(popover, .map) { [unowned self] in
            _ = MainLoop.idle { [weak self] in self?.focusChosenRow(in: popover) }
        }
    }

    private func focusChosenRow(in popover: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_mapped(popover) != 0, let list = Self.descendant(of: popover, where: { ss_is_list_view($0) != 0 })
        else { return }
        let chosen = Int(gtk_drop_down_get_selected(ss_drop_down(widget)))
        var row = gtk_widget_get_first_child(list)
        var index = 0
        while let current = row, index < chosen {
            row = gtk_widget_get_next_sibling(current)
            index += 1
        }
        if let row { gtk_widget_grab_focus(row) }
    }

    private static func descendant(of widget: UnsafeMutablePointer<GtkWidget>,
                                   where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if matches(current) { return current }
            if let found = descendant(of: current, where: matches) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// GTK 4.8's drop-down button holds a stack of an empty label (shown when nothing is chosen)
    /// and the chosen item; a stack's hidden page stays in the accessibility tree, where the label
    /// has no name. Something is always chosen here, so the label is never needed.
    private func hideEmptyChoiceLabel() {
        guard let box = button.flatMap({ gtk_widget_get_first_child($0) }),
              let stack = gtk_widget_get_first_child(box), ss_is_stack(stack) != 0 else { return }
        var child = gtk_widget_get_first_child(stack)
        while let current = child {
            if ss_is_label(current) != 0 { gtk_widget_set_visible(current, 0) }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
