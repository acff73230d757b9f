import CGtk
import ShapeShuffleCore

/// The assists' rows in Settings: cards face up, Show me's key and when it offers
/// itself, and the guided first level. Every change is saved and applied at once, like the rest.
extension SettingsWindow {
    func addAssistRows(to layout: DialogLayout) {
        let settings = preferences.settings
        addAssistToggle({ $0.assist(.cardsFaceUp) }, settings.cardsFaceUp, to: layout) { $0.cardsFaceUp = $1 }

        let words = preferences.describer.words
        let button = gtk_button_new_with_label(words.keyLabel(settings.keys.key(for: .showMe)))!
        keyButtons[.showMe] = button
        Signal.connect(button, .clicked) { [unowned self] in startCapture(.showMe) }
        layout.addRow({ $0.assist(.showMeKey) }, button)

        // Never, or after 1, 2 or 3 mistakes.
        let choice = ChoiceDropDown(Settings.showMeAfterMistakesChoices, showing: settings.showMeAfterMistakes,
                                    titled: { $0.assist(.showMeAfterMistakes) }, words: words,
                                    name: { words, count in count == 0 ? words.assist(.never) : String(count) }) { [intents] count in
            intents.change { $0.showMeAfterMistakes = count }
        }
        layout.relabelling { choice.relabel($0) }
        layout.addRow({ $0.assist(.showMeAfterMistakes) }, choice.widget)

        addAssistToggle({ $0.assist(.guidedFirstLevel) }, settings.guidedFirstLevel, to: layout) { $0.guidedFirstLevel = $1 }
    }

    private func addAssistToggle(_ title: @escaping (Words) -> String, _ value: Bool, to layout: DialogLayout,
                                 _ apply: @escaping (inout Settings, Bool) -> Void) {
        let check = layout.checkButton(title)
        gtk_check_button_set_active(ss_check_button(check), value ? 1 : 0)
        Signal.connect(check, .toggled) { [intents] in
            let on = gtk_check_button_get_active(ss_check_button(check)) != 0
            intents.change { apply(&$0, on) }
        }
        layout.add(check)
    }
}
