import CGtk
import ShapeShuffleCore

/// One builder for each kind of `SettingsTable` row: every check box of the window is made by
/// `addCheck`, every drop-down of named values by `addChoice`, every number by `addNumber`,
/// every key to remap by `addKey`. Each saves through `intents.change` at once, and marks the
/// control when the administrator locked its setting.
extension SettingsWindow {
    func add(_ row: SettingRow, to page: DialogLayout) {
        switch row.kind {
        case .onOff, .onOffOrSystem: addCheck(row, to: page)
        case .choice(let choice): addChoice(row, choice, to: page)
        case .number(let number): addNumber(row, number, to: page)
        case .key(let action): addKey(row, action, to: page)
        case .handBuilt(let setting): addHandBuilt(setting, to: page)
        // The computer's: built by the grown-ups' own section, where kiosk mode holds the lock on.
        case .deviceOnOff: break
        }
    }

    private func addCheck(_ row: SettingRow, to page: DialogLayout) {
        let title = row.title
        let check = page.checkButton { $0.title(of: title) }
        gtk_check_button_set_active(ss_check_button(check), isOn(row) ? 1 : 0)
        Signal.connect(check, .toggled) { [unowned self] in
            let on = gtk_check_button_get_active(ss_check_button(check)) != 0
            intents.change { row.set(&$0, on) }
            // Read aloud and Sounds move their volumes, whose Off moves them back.
            showVolumes()
        }
        page.add(check)
        checks[row.key] = check
        markSetByAdministrator(check, row, on: page)
    }

    /// A check box's state: the setting's, or for a setting that follows the desktop until
    /// chosen (reduced motion), the desktop's.
    func isOn(_ row: SettingRow) -> Bool {
        switch row.kind {
        case .onOff(let path): preferences.settings[keyPath: path]
        case .onOffOrSystem: preferences.reducedMotion
        default: false
        }
    }

    private func addChoice(_ row: SettingRow, _ choice: SettingChoice, to page: DialogLayout) {
        let title = row.title
        let dropDown = ChoiceDropDown(choice.values, showing: choice.value(preferences.settings), titled: { $0.title(of: title) },
                                      words: page.currentWords, name: choice.name, swatch: choice.swatch) { [intents] raw in
            intents.change { choice.set(&$0, raw) }
        }
        page.relabelling { dropDown.relabel($0) }
        page.addRow({ $0.title(of: title) }, dropDown.widget)
        markSetByAdministrator(dropDown.widget, row, on: page)
    }

    private func addNumber(_ row: SettingRow, _ number: SettingNumber, to page: DialogLayout) {
        let title = row.title
        let spin = gtk_spin_button_new_with_range(number.range.lowerBound, number.range.upperBound, number.step)!
        gtk_spin_button_set_value(ss_spin_button(spin), number.value(preferences.settings))
        Signal.connect(spin, .valueChanged) { [intents] in
            let value = gtk_spin_button_get_value(ss_spin_button(spin))
            intents.change { number.set(&$0, value) }
        }
        page.addRow({ $0.title(of: title) }, spin)
        markSetByAdministrator(spin, row, on: page)
        SpinUnit(number.unit, for: spin, words: page.currentWords).place(in: page)
    }

    /// A button showing the action's key; pressing it waits for the new key (`startCapture`).
    private func addKey(_ row: SettingRow, _ action: KeyAction, to page: DialogLayout) {
        let title = row.title
        let button = gtk_button_new_with_label(preferences.describer.words.keyLabel(preferences.settings.keys.key(for: action)))!
        keyButtons[action] = button
        Signal.connect(button, .clicked) { [unowned self] in startCapture(action) }
        page.addRow({ $0.title(of: title) }, button)
    }

    private func markSetByAdministrator(_ control: UnsafeMutablePointer<GtkWidget>, _ row: SettingRow, on page: DialogLayout) {
        if let setting = row.admin { page.markSetByAdministrator(control, setting, admin: preferences.admin) }
    }
}
