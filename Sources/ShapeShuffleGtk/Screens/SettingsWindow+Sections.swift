import CGtk
import ShapeShuffleCore

/// What each group of the Settings window holds, in reading order: its rows of `SettingsTable`
/// (each built by its kind's one builder, SettingsWindow+Rows.swift), then the parts other
/// features build. A new setting is a row of the table; a new group is a new `SettingsGroup` case.
extension SettingsWindow {
    func addSections(of group: SettingsGroup, to page: DialogLayout) {
        for row in SettingsTable.rows(in: group) { add(row, to: page) }
        switch group {
        case .keys:
            // Under the keys: what the window waits for, or why a key was refused.
            gtk_label_set_wrap(ss_label(keyMessage), 1)
            gtk_widget_set_visible(keyMessage, 0)
            page.add(keyMessage)
        case .practice:
            practiceSection = intents.practice.map { PracticeSection(words: preferences.describer.words, intents: $0, in: page) }
        case .practiceLength:
            practiceSection?.addLength(to: page)
        case .forGrownUps:
            // Its heading, the lock and kiosk mode first, then the buttons to the grown-ups' windows,
            // in reading and Tab order.
            for section in sections where section.group == group { page.add(section.widget) }
            if let open = intents.openProgress {
                let button = gtk_button_new_with_label(preferences.describer.words.text(ProgressText.progress) + "…")!
                gtk_widget_set_halign(button, GTK_ALIGN_START)
                Signal.connect(button, .clicked) { [unowned self] in open(modal.window) }
                page.add(button)
            }
            if let open = intents.openPlayers {
                page.add(PlayersSection.button(words: preferences.describer.words, in: &playersButton) { [unowned self] in
                    open(modal.window)
                })
            }
            return
        case .languageAndLooks, .voiceAndSound, .switchAccess, .switches, .helpWhilePlaying:
            break
        }
        for section in sections where section.group == group { page.add(section.widget) }
    }

    /// The rows with a shape of their own.
    func addHandBuilt(_ setting: HandBuiltSetting, to page: DialogLayout) {
        switch setting {
        case .language: addLanguage(to: page)
        case .voiceVolume:
            let voice = volumeChoice(preferences.settings.voiceVolume, title: .voiceVolume) { $0.voiceVolume = $1 }
            voiceVolume = voice
            page.addRow(.voiceVolume, voice.widget)
        case .soundVolume:
            let sound = volumeChoice(preferences.settings.soundVolume, title: .soundVolume) { $0.soundVolume = $1 }
            soundVolume = sound
            page.addRow(.soundVolume, sound.widget)
        case .showMeAfterMistakes: addShowMeAfterMistakes(to: page)
        }
    }

    /// Language, each in its own name.
    private func addLanguage(to page: DialogLayout) {
        let choice = ChoiceDropDown(Language.allCases, showing: preferences.language, title: .language,
                                    words: preferences.describer.words, name: { $1.nativeName }) { [unowned self] language in
            intents.change { $0.language = language }
            relabel()
        }
        languageChoice = choice
        page.addRow(.language, choice.widget)
        page.markSetByAdministrator(choice.widget, .language, admin: preferences.admin)
    }

    /// Never, or after 1, 2 or 3 mistakes.
    private func addShowMeAfterMistakes(to page: DialogLayout) {
        let choice = ChoiceDropDown(Settings.showMeAfterMistakesChoices, showing: preferences.settings.showMeAfterMistakes,
                                    titled: { $0.assist(.showMeAfterMistakes) }, words: preferences.describer.words,
                                    name: { words, count in count == 0 ? words.assist(.never) : String(count) }) { [intents] count in
            intents.change { $0.showMeAfterMistakes = count }
        }
        page.relabelling { choice.relabel($0) }
        page.addRow({ $0.assist(.showMeAfterMistakes) }, choice.widget)
    }

    /// Off, Quiet, Normal or Loud. Off is the same setting as the Read aloud or Sounds check box
    /// beside it, so choosing one moves the other: a parent sees one setting, whichever control
    /// they reach for.
    private func volumeChoice(_ volume: Volume, title: UIText, apply: @escaping (inout Settings, Volume) -> Void)
        -> ChoiceDropDown<Volume> {
        ChoiceDropDown(Volume.allCases, showing: volume, title: title, words: preferences.describer.words,
                       name: { $0.text(Self.title(of: $1)) }) { [unowned self] volume in
            intents.change { apply(&$0, volume) }
            showVolumes()
        }
    }

    private static func title(of volume: Volume) -> UIText {
        switch volume {
        case .off: .volumeOff
        case .quiet: .volumeQuiet
        case .normal: .volumeNormal
        case .loud: .volumeLoud
        }
    }
}
