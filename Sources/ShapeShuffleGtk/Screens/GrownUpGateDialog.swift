import CGtk
import ShapeShuffleCore

/// The grown-up lock: the core's `GrownUpGate` drawn as a dialog. The code is written
/// in words over a keypad of ten digit keys; the keys, typed digits, one switch (the scan steps
/// through the keys) and a screen reader (each key's description is the instruction) all work.
/// The game's own voice never says the code.
@MainActor
final class GrownUpGateDialog {
    private let modal: ModalOverlay
    private var gate: SystemGrownUpGate
    private let words: Words
    private let instruction: UnsafeMutablePointer<GtkWidget>
    /// The ten digit keys and Cancel: each carries the instruction as its description.
    private var keys: [UnsafeMutablePointer<GtkWidget>] = []
    private let opened: @MainActor () -> Void
    private let closed: @MainActor () -> Void
    private var finished = false

    init(over host: MainWindow, words: Words, source: GateRandomSource,
         opened: @escaping @MainActor () -> Void, closed: @escaping @MainActor () -> Void) {
        gate = GrownUpGate(source: source)
        self.words = words
        self.opened = opened
        self.closed = closed
        modal = ModalOverlay(title: words.text(.forGrownUps), over: host)
        let page = DialogLayout.page(spacing: 10, margin: 18).styled("grown-up-gate")
        let title = gtk_label_new(words.text(.forGrownUps)).styled("dialog-title")
        instruction = gtk_label_new("").styled("heading")
        gtk_label_set_wrap(ss_label(instruction), 1)
        gtk_label_set_max_width_chars(ss_label(instruction), 32)
        gtk_label_set_justify(ss_label(instruction), GTK_JUSTIFY_CENTER)

        let keypad = gtk_grid_new()!
        gtk_grid_set_row_spacing(ss_grid(keypad), 8)
        gtk_grid_set_column_spacing(ss_grid(keypad), 10)
        gtk_widget_set_halign(keypad, GTK_ALIGN_CENTER)
        ss_accessible_set_label(keypad, words.text(.keypad))
        // Telephone order, 0 below the middle column: in reading order 1…9, then 0.
        for digit in [1, 2, 3, 4, 5, 6, 7, 8, 9, 0] {
            let key = gtk_button_new_with_label(words.keypadKey(digit)).styled("keypad-key")
            Signal.connect(key, "clicked", .plain) { [unowned self] in press(digit) }
            let place = digit == 0 ? (column: 1, row: 3) : (column: (digit - 1) % 3, row: (digit - 1) / 3)
            gtk_grid_attach(ss_grid(keypad), key, Int32(place.column), Int32(place.row), 1, 1)
            keys.append(key)
        }
        let cancel = gtk_button_new_with_label(words.text(.cancel)).styled("big")
        gtk_widget_set_halign(cancel, GTK_ALIGN_CENTER)
        Signal.connect(cancel, "clicked", .plain) { [unowned self] in finish(passed: false) }
        keys.append(cancel)
        for widget in [title, instruction, keypad, cancel] { gtk_box_append(ss_box(page), widget) }
        modal.setContent(page)

        let typed = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(typed.raw), GTK_PHASE_CAPTURE)
        Signal.connect(typed.raw, "key-pressed", .key) { [unowned self] keyval, _ in
            guard let digit = Self.digit(keyval) else { return false }
            press(digit)
            return true
        }
        gtk_widget_add_controller(modal.widget, ss_controller(typed.raw))
        modal.whenEscaped { [unowned self] in finish(passed: false) }
        showInstruction(lead: nil)
        // Cancel first: the safe choice, and where a scan or Tab starts from.
        modal.present(focusing: cancel)
    }

    /// 0–9 on the main keys or the keypad.
    private static func digit(_ keyval: UInt32) -> Int? {
        for (zero, nine) in [(GDK_KEY_0, GDK_KEY_9), (GDK_KEY_KP_0, GDK_KEY_KP_9)]
        where keyval >= UInt32(zero) && keyval <= UInt32(nine) {
            return Int(keyval - UInt32(zero))
        }
        return nil
    }

    private func press(_ digit: Int) {
        guard !finished else { return }
        switch gate.press(digit) {
        case .progressed: break
        case .opened: finish(passed: true)
        case .wrong: showInstruction(lead: words.text(.notThatOne))
        case .closed: finish(passed: false)
        }
    }

    /// The instruction on screen and as every key's description, so a screen reader says the
    /// new code on the key that has focus.
    private func showInstruction(lead: String?) {
        let text = words.gateInstruction(code: gate.code)
        gtk_label_set_text(ss_label(instruction), text)
        let description = lead.map { $0 + " " + text } ?? text
        for key in keys {
            ss_accessible_set_description(key, "")
            ss_accessible_set_description(key, description)
        }
    }

    private func finish(passed: Bool) {
        guard !finished else { return }
        finished = true
        modal.close()
        if passed { opened() } else { closed() }
    }
}
