import CGtk
import ShapeShuffleCore

/// The assists' rows in Settings (SPEC 8b): cards face up, Show me's key and when it offers
/// itself, and the guided first level. Every change is saved and applied at once, like the rest.
extension SettingsWindow {
    func addAssistRows(to layout: DialogLayout) {
        let settings = preferences.settings
        addAssistToggle({ $0.assist(.cardsFaceUp) }, settings.cardsFaceUp, to: layout) { $0.cardsFaceUp = $1 }

        let words = preferences.describer.words
        let button = gtk_button_new_with_label(words.keyLabel(settings.keys.key(for: .showMe)))!
        keyButtons[.showMe] = button
        Signal.connect(button, "clicked", .plain) { [unowned self] in startCapture(.showMe) }
        layout.addRow({ $0.assist(.showMeKey) }, button)

        // Never, or after 1, 2 or 3 mistakes; only "Never" has words to relabel.
        let names = ss_string_list_new()!
        for count in Settings.showMeAfterMistakesChoices {
            gtk_string_list_append(names, count == 0 ? words.assist(.never) : String(count))
        }
        let choice = gtk_drop_down_new(names, nil)!
        let choices = Settings.showMeAfterMistakesChoices
        gtk_drop_down_set_selected(ss_drop_down(choice), guint(choices.firstIndex(of: settings.showMeAfterMistakes) ?? 0))
        Signal.connect(choice, "notify::selected", .ignoringOne) { [intents] in
            let index = Int(gtk_drop_down_get_selected(ss_drop_down(choice)))
            guard choices.indices.contains(index) else { return }
            intents.change { $0.showMeAfterMistakes = choices[index] }
        }
        layout.remember({ $0.assist(.never) }) { never in
            let selected = gtk_drop_down_get_selected(ss_drop_down(choice))
            var titles: [UnsafePointer<CChar>?] = [UnsafePointer(strdup(never)), nil]
            gtk_string_list_splice(names, 0, 1, &titles)
            free(UnsafeMutableRawPointer(mutating: titles[0]))
            gtk_drop_down_set_selected(ss_drop_down(choice), selected)
        }
        layout.addRow({ $0.assist(.showMeAfterMistakes) }, choice)

        addAssistToggle({ $0.assist(.guidedFirstLevel) }, settings.guidedFirstLevel, to: layout) { $0.guidedFirstLevel = $1 }
    }

    private func addAssistToggle(_ title: @escaping (Words) -> String, _ value: Bool, to layout: DialogLayout,
                                 _ apply: @escaping (inout Settings, Bool) -> Void) {
        let check = layout.checkButton(title)
        gtk_check_button_set_active(ss_check_button(check), value ? 1 : 0)
        Signal.connect(check, "toggled", .plain) { [intents] in
            let on = gtk_check_button_get_active(ss_check_button(check)) != 0
            intents.change { apply(&$0, on) }
        }
        layout.add(check)
    }
}
