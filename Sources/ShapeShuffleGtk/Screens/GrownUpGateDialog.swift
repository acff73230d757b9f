import CGtk
import ShapeShuffleCore

/// The grown-up lock drawn as a dialog: what the core's `GateFlow` shows (`draw`), and each press
/// reported as a `GateAction`, which the core answers. One line says what passing it does, the
/// code is written in words below it, dots count the digits typed, and a wrong digit says so
/// before the new code; over a keypad of ten digit keys. The keys, typed digits, one switch (the
/// scan steps through the keys) and a screen reader (each key's description is the instruction)
/// all work. The game's own voice never says the code.
@MainActor
final class GrownUpGateDialog {
    private let modal: ModalOverlay
    private let instruction: UnsafeMutablePointer<GtkWidget>
    /// "Not quite: here is a new code", shown after a wrong digit until the next right one.
    private let mistake: UnsafeMutablePointer<GtkWidget>
    private let dots: GateDots
    /// The ten digit keys, then Cancel: each carries the instruction as its description.
    private var keys: [UnsafeMutablePointer<GtkWidget>] = []
    private let pressed: @MainActor (GateAction) -> Void

    init(over host: MainWindow, words: Words, showing shown: GateShown, pressed: @escaping @MainActor (GateAction) -> Void) {
        self.pressed = pressed
        modal = ModalOverlay(title: words.text(.forGrownUps), over: host)
        let layout = GrownUpGateLayout(words: words)
        let page = DialogLayout.page(spacing: 10, margin: 18).styled("grown-up-gate")
        let title = gtk_label_new(words.text(.forGrownUps)).styled("dialog-title")
        instruction = Self.fixedWidthLabel(columns: layout.textColumns).styled("heading")
        mistake = Self.fixedWidthLabel(columns: layout.textColumns).styled("gate-mistake")
        DialogLayout.keepLine(of: mistake, as: words.text(.notThatOne))
        dots = GateDots(count: SystemGrownUpGate.codeLength)

        let keypad = gtk_grid_new()!
        gtk_grid_set_row_spacing(ss_grid(keypad), 8)
        gtk_grid_set_column_spacing(ss_grid(keypad), 10)
        gtk_widget_set_halign(keypad, GTK_ALIGN_CENTER)
        ss_accessible_set_label(keypad, words.text(.keypad))
        // Telephone order, 0 below the middle column: in reading order 1…9, then 0.
        for digit in [1, 2, 3, 4, 5, 6, 7, 8, 9, 0] {
            let key = gtk_button_new_with_label(words.keypadKey(digit)).styled("keypad-key")
            Signal.connect(key, .clicked) { [unowned self] in self.pressed(.press(digit)) }
            let place = digit == 0 ? (column: 1, row: 3) : (column: (digit - 1) % 3, row: (digit - 1) / 3)
            gtk_grid_attach(ss_grid(keypad), key, Int32(place.column), Int32(place.row), 1, 1)
            keys.append(key)
        }
        let cancel = gtk_button_new_with_label(words.text(.cancel)).styled("big")
        gtk_widget_set_halign(cancel, GTK_ALIGN_CENTER)
        Signal.connect(cancel, .clicked) { [unowned self] in self.pressed(.cancel) }
        keys.append(cancel)
        for widget in [title, instruction, dots.widget, mistake, keypad, cancel] { gtk_box_append(ss_box(page), widget) }
        modal.setContent(page)

        let typed = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(typed.raw), GTK_PHASE_CAPTURE)
        Signal.connect(typed.raw, .keyPressed) { [unowned self] keyval, _ in
            guard let digit = Self.digit(keyval) else { return false }
            self.pressed(.press(digit))
            return true
        }
        gtk_widget_add_controller(modal.widget, ss_controller(typed.raw))
        modal.whenEscaped { [unowned self] in self.pressed(.cancel) }
        draw(shown)
        // Cancel first: the safe choice, and where a scan or Tab starts from.
        modal.present(focusing: cancel)
    }

    /// A centred label exactly `columns` wide whatever its text, which never wraps: the layout
    /// made every line the lock shows fit.
    private static func fixedWidthLabel(columns: Int) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new("")!
        gtk_label_set_width_chars(ss_label(label), Int32(columns))
        gtk_label_set_max_width_chars(ss_label(label), Int32(columns))
        gtk_label_set_justify(ss_label(label), GTK_JUSTIFY_CENTER)
        return label
    }

    /// 0–9 on the main keys or the keypad.
    private static func digit(_ keyval: UInt32) -> Int? {
        for (zero, nine) in [(GDK_KEY_0, GDK_KEY_9), (GDK_KEY_KP_0, GDK_KEY_KP_9)]
        where keyval >= UInt32(zero) && keyval <= UInt32(nine) {
            return Int(keyval - UInt32(zero))
        }
        return nil
    }

    func close() { modal.close() }

    /// The lock as the core says it is, on screen and as every key's description, so a screen
    /// reader says what changed on the key that has focus. Once shut, its keys are off and focus
    /// is on Cancel, which (or Escape) closes it.
    func draw(_ shown: GateShown) {
        gtk_label_set_text(ss_label(instruction), shown.instruction.joined(separator: "\n"))
        dots.show(entered: shown.entered, named: shown.progress)
        gtk_label_set_text(ss_label(mistake), shown.mistake)
        for key in keys {
            ss_accessible_set_description(key, "")
            ss_accessible_set_description(key, shown.keyDescription)
        }
        guard !shown.keysEnabled, let cancel = keys.last else { return }
        gtk_widget_grab_focus(cancel)
        for key in keys.dropLast() { gtk_widget_set_sensitive(key, 0) }
    }
}
