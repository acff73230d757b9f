import CGtk
import ShapeShuffleCore

/// What the practice section of Settings asks of the game.
struct PracticeIntents {
    /// The practice as it is now.
    var choice: @MainActor () -> PracticeChoice
    /// Keeps and saves a choice that can make levels.
    var choose: @MainActor (PracticeChoice) -> Void
}

/// Settings' practice section, where a grown-up chooses a practice: check boxes for the numbers,
/// colours, shapes and sizes that may appear, and spin buttons for the cards in each level and the
/// levels in the practice. Each check box is named by its value and described by its group; a
/// choice that cannot make a level is not kept, and the reason follows the title of the group it
/// is about (in sight as its controls are used, and moving none of them) and leads the description
/// of the control just changed, so a screen reader says it at once.
@MainActor
final class PracticeSection {
    private let intents: PracticeIntents
    /// The choice as the controls show it, which may have a problem; only a good one is kept.
    private var shown: PracticeChoice
    private var words: Words
    /// Each group's title, keyed by the field of `PracticeProblem` whose reason it shows.
    private var titles: [PracticeField: UnsafeMutablePointer<GtkWidget>] = [:]
    private var relabellers: [@MainActor (Words) -> Void] = []
    /// Each control with its own description, so a reason can lead it and be taken away again.
    private var descriptions: [(widget: UnsafeMutablePointer<GtkWidget>, text: @MainActor (Words) -> String)] = []

    init(words: Words, intents: PracticeIntents, in layout: DialogLayout) {
        self.words = words
        self.intents = intents
        shown = intents.choice()
        let choice = shown
        for kind in AttributeKind.readingOrder {
            addGroup(kind, layout, kind.allAttributes.map { value in
                ({ $0.practiceValueName(value) }, choice.allows(value), { $0.choose(value, $1) })
            })
        }
    }

    /// The practice's length: cards in each level and levels in the practice, in a Settings group
    /// of their own so that each group fits a small screen.
    func addLength(to layout: DialogLayout) {
        let choice = shown
        addSpin(.cardsPerLevel, .cards, layout, range: PracticeChoice.cardRange, value: choice.cardsPerLevel) { $0.cardsPerLevel = $1 }
        addSpin(.levels, .levels, layout, range: PracticeChoice.levelCountRange, value: choice.levelCount) { $0.levelCount = $1 }
        showReason(changed: nil)
    }

    /// Shows every text of the section in `words`.
    func relabel(_ words: Words) {
        self.words = words
        for relabel in relabellers { relabel(words) }
        showReason(changed: nil)
    }

    private func text(_ item: PracticeText) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(words.practice(item))!
        relabellers.append { gtk_label_set_text(ss_label(label), $0.practice(item)) }
        return label
    }

    /// A group's title, which also shows the reasons about `field`.
    private func title(_ field: PracticeField) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(words.practiceTitle(field))!
        gtk_label_set_wrap(ss_label(label), 1)
        gtk_label_set_xalign(ss_label(label), 0)
        titles[field] = label
        return label
    }

    private func addGroup(_ kind: AttributeKind, _ layout: DialogLayout,
                          _ boxes: [(name: @MainActor (Words) -> String, on: Bool, apply: (inout PracticeChoice, Bool) -> Void)]) {
        // The title stands at the start of the group's first row, so the whole practice fits a
        // small screen beside the other Settings groups.
        let label = title(.values(kind))
        gtk_label_set_max_width_chars(ss_label(label), 12)
        gtk_widget_set_valign(label, GTK_ALIGN_CENTER)
        let grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(ss_grid(grid), 12)
        gtk_grid_set_row_spacing(ss_grid(grid), 2)
        // Numbers are short: all on one row. Seven shapes with long names (hình chữ nhật) go two
        // to a row, the rest three, so the group fits an 800x600 screen in every language.
        let perRow = kind == .count ? boxes.count : boxes.count > 6 ? 2 : 3
        let rows = Int32((boxes.count + perRow - 1) / perRow)
        gtk_grid_attach(ss_grid(grid), label, 0, 0, 1, rows)
        gtk_widget_set_size_request(label, 90, -1)
        for (index, box) in boxes.enumerated() {
            let check = gtk_check_button_new_with_label(box.name(words))!
            gtk_check_button_set_active(ss_check_button(check), box.on ? 1 : 0)
            relabellers.append { gtk_check_button_set_label(ss_check_button(check), box.name($0)) }
            descriptions.append((check, { $0.practiceTitle(.values(kind)) }))
            // Weakly: GTK can still report a change while it frees the window, after this section.
            Signal.connect(check, .toggled) { [weak self] in
                guard let self else { return }
                box.apply(&shown, gtk_check_button_get_active(ss_check_button(check)) != 0)
                changed(check)
            }
            gtk_grid_attach(ss_grid(grid), check, Int32(index % perRow) + 1, Int32(index / perRow), 1, 1)
        }
        layout.add(grid)
    }

    private func addSpin(_ field: PracticeField, _ unit: SettingsUnit, _ layout: DialogLayout,
                         range: ClosedRange<Int>, value: Int,
                         apply: @escaping (inout PracticeChoice, Int) -> Void) {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 16)!
        let label = self.title(field)
        gtk_widget_set_hexpand(label, 1)
        let spin = gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1)!
        gtk_spin_button_set_value(ss_spin_button(spin), Double(value))
        ss_accessible_set_labelled_by(spin, label)
        // Its unit is its description, after a reason when there is one.
        descriptions.append((spin, { words in words.unit(unit, after: gtk_spin_button_get_value(ss_spin_button(spin))) }))
        // Weakly: a spin button freed with text typed in it still reports that text as a change.
        Signal.connect(spin, .valueChanged) { [weak self] in
            guard let self else { return }
            apply(&shown, Int(gtk_spin_button_get_value_as_int(ss_spin_button(spin))))
            changed(spin)
        }
        gtk_box_append(ss_box(row), label)
        gtk_box_append(ss_box(row), spin)
        let shownUnit = SpinUnit(unit, for: spin, words: words, describes: false)
        gtk_box_append(ss_box(row), shownUnit.label)
        shownUnit.lineUp(in: layout)
        relabellers.append { shownUnit.relabel($0) }
        layout.add(row)
    }

    private func changed(_ control: UnsafeMutablePointer<GtkWidget>) {
        if shown.problem == nil { intents.choose(shown) }
        showReason(changed: control)
    }

    /// The reason after its group's title, and leading the changed control's description.
    private func showReason(changed control: UnsafeMutablePointer<GtkWidget>?) {
        let line = shown.problem.map(words.practiceProblem)
        for (field, label) in titles {
            let name = words.practiceTitle(field)
            let reason = field == shown.problem?.field ? line : nil
            gtk_label_set_text(ss_label(label), reason.map { name + " — " + $0 } ?? name)
        }
        for (widget, text) in descriptions {
            let own = text(words)
            let lead = widget == control ? line : nil
            ss_accessible_set_description(widget, [lead, own.isEmpty ? nil : own].compactMap { $0 }.joined(separator: " "))
        }
    }
}
