import CGtk
import ShapeShuffleCore

/// The Settings rows of switch access beyond on/off and the interval, in two groups: how the scan
/// moves (method, cool-down, rounds before it stops), and the switches (the two keys, the
/// highlight's colour, mouse buttons, auditory scanning).
@MainActor
enum SwitchAccessSection {
    /// How the scan moves: the method, the cool-down after a choice and the rounds before it stops.
    static func addScanning(to layout: DialogLayout, settings: Settings, admin: AdminDefaults,
                            change: @escaping @MainActor ((inout Settings) -> Void) -> Void) {
        let method = choice(
            ScanMethod.allCases, selected: settings.scanningMethod, layout: layout, row: { $0.text(.scanningMethod) },
            title: { $0.text(SwitchAccessText.title(of: $1)) }) { method in change { $0.scanningMethod = method } }
        layout.addRow(saying: { $0.text(.scanningMethod) }, method)
        layout.markSetByAdministrator(method, .scanningMethod, admin: admin)
        let coolDown = spin(Settings.scanningCoolDownRange, step: 0.1, value: settings.scanningCoolDown) { value in
            change { $0.scanningCoolDown = value }
        }
        layout.addRow(saying: { $0.text(.coolDown) }, coolDown)
        layout.markSetByAdministrator(coolDown, .scanningCoolDown, admin: admin)
        SpinUnit(.seconds, for: coolDown, words: layout.currentWords).place(in: layout)
        let loops = spin(Double(Settings.scanningLoopsRange.lowerBound)...Double(Settings.scanningLoopsRange.upperBound),
                         step: 1, value: Double(settings.scanningLoops)) { value in change { $0.scanningLoops = Int(value) } }
        layout.addRow(saying: { $0.text(.loopsBeforeStopping) }, loops)
        layout.markSetByAdministrator(loops, .scanningLoops, admin: admin)
        SpinUnit(.rounds, for: loops, words: layout.currentWords).place(in: layout)
    }

    /// The switches themselves: the Select and Next keys, the colour of the scan's highlight (to
    /// match the switch's), mouse buttons as switches, and saying each item aloud. Returns the key buttons, which the window's key capture relabels once a new key
    /// is taken.
    static func addSwitches(to layout: DialogLayout, settings: Settings, admin: AdminDefaults, words: Words,
                            change: @escaping @MainActor ((inout Settings) -> Void) -> Void,
                            captureKey: @escaping @MainActor (KeyAction) -> Void) -> [KeyAction: UnsafeMutablePointer<GtkWidget>] {
        var keyButtons: [KeyAction: UnsafeMutablePointer<GtkWidget>] = [:]
        for action in [KeyAction.scanSelect, .scanStep] {
            let button = gtk_button_new_with_label(words.keyLabel(settings.keys.key(for: action)))!
            keyButtons[action] = button
            Signal.connect(button, .clicked) { captureKey(action) }
            layout.addRow(saying: { action == .scanSelect ? $0.text(UIText.selectKey) : $0.text(SwitchAccessText.stepKey) }, button)
        }
        let colour = choice(
            ScanColour.allCases, selected: settings.scanningColour, layout: layout, row: { $0.text(.scanColour) },
            title: { $0.text(SwitchAccessText.title(of: $1)) }) { colour in change { $0.scanningColour = colour } }
        layout.addRow(saying: { $0.text(.scanColour) }, colour)
        layout.markSetByAdministrator(colour, .scanningColour, admin: admin)
        let mouse = choice(
            MouseSwitch.allCases, selected: settings.scanningMouseSwitch, layout: layout, row: { $0.text(.mouseSwitch) },
            title: { $0.text(SwitchAccessText.title(of: $1)) }) { mouse in change { $0.scanningMouseSwitch = mouse } }
        layout.addRow(saying: { $0.text(.mouseSwitch) }, mouse)
        layout.markSetByAdministrator(mouse, .scanningMouseSwitch, admin: admin)
        let auditory = gtk_check_button_new_with_label("")!
        layout.remember(saying: { $0.text(.auditoryScanning) }) { gtk_check_button_set_label(ss_check_button(auditory), $0) }
        gtk_check_button_set_active(ss_check_button(auditory), settings.auditoryScanning ? 1 : 0)
        Signal.connect(auditory, .toggled) {
            let on = gtk_check_button_get_active(ss_check_button(auditory)) != 0
            change { $0.auditoryScanning = on }
        }
        layout.add(auditory)
        layout.markSetByAdministrator(auditory, .auditoryScanning, admin: admin)
        return keyButtons
    }

    /// A drop-down of `choices` (`ChoiceDropDown`: its button named after the row), renamed in
    /// place, keeping the one chosen, when the language changes.
    private static func choice<Choice: Equatable>(
        _ choices: [Choice], selected: Choice, layout: DialogLayout, row: @escaping (Words) -> String,
        title: @escaping @MainActor (Words, Choice) -> String, chosen: @escaping @MainActor (Choice) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = ChoiceDropDown(choices, showing: selected, titled: row, words: layout.currentWords,
                                      name: { words, choice in MainActor.assumeIsolated { title(words, choice) } },
                                      picked: chosen)
        layout.relabelling { dropDown.relabel($0) }
        return dropDown.widget
    }

    private static func spin(_ range: ClosedRange<Double>, step: Double, value: Double,
                             changed: @escaping @MainActor (Double) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let spin = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)!
        gtk_spin_button_set_value(ss_spin_button(spin), value)
        Signal.connect(spin, .valueChanged) { changed(gtk_spin_button_get_value(ss_spin_button(spin))) }
        return spin
    }
}

extension DialogLayout {
    /// A row titled with a feature's own words, which follow the language like the rest.
    func addRow(saying title: @escaping @MainActor (Words) -> String, _ end: UnsafeMutablePointer<GtkWidget>) {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 16)!
        let titleLabel = gtk_label_new("")!
        remember(saying: title) { gtk_label_set_text(ss_label(titleLabel), $0) }
        gtk_label_set_xalign(ss_label(titleLabel), 0)
        gtk_widget_set_hexpand(titleLabel, 1)
        gtk_box_append(ss_box(row), titleLabel)
        gtk_box_append(ss_box(row), end)
        ss_accessible_set_labelled_by(end, titleLabel)
        add(row)
    }
}
