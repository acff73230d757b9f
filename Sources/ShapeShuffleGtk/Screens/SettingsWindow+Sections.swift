import CGtk
import ShapeShuffleCore

/// What each group of the Settings window holds, in reading order. A feature with rows of its own
/// builds them in a file of its own (a function returning a widget, or adding rows to the page it
/// is given) and adds one line to its group's case here; a new group is a new `SettingsGroup` case.
extension SettingsWindow {
    func addSections(of group: SettingsGroup, to page: DialogLayout) {
        switch group {
        case .languageAndLooks:
            addLanguage(to: page)
            addLooks(to: page)
        case .keys:
            addKeys(to: page)
        case .voiceAndSound:
            addVoiceAndSound(to: page)
        case .switchAccess:
            addSwitchAccess(to: page)
        case .switches:
            keyButtons.merge(SwitchAccessSection.addSwitches(to: page, settings: preferences.settings, admin: preferences.admin,
                                                             words: preferences.describer.words, change: intents.change,
                                                             captureKey: { [unowned self] in startCapture($0) })) { $1 }
        case .helpWhilePlaying:
            addAssistRows(to: page)
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
        }
        for section in sections where section.group == group { page.add(section.widget) }
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

    private func addLooks(to page: DialogLayout) {
        let settings = preferences.settings
        addToggle(.colourBlindPalette, settings.colourBlindPalette, to: page) { $0.colourBlindPalette = $1 }
        addToggle(.colourNamesOnCards, settings.showColourNames, to: page) { $0.showColourNames = $1 }
        addToggle(.reducedMotion, preferences.reducedMotion, to: page) { $0.reducedMotion = $1 }
        addToggle(.largeCards, settings.largeCards, to: page) { $0.largeCards = $1 }
    }

    private func addKeys(to page: DialogLayout) {
        let settings = preferences.settings
        let words = preferences.describer.words
        addToggle(.singleKeyShortcuts, settings.singleKeyShortcuts, to: page) { $0.singleKeyShortcuts = $1 }
        for (action, title) in [(KeyAction.add, UIText.addKey), (.pin, .pinKey), (.hearTask, .hearTaskKey)] {
            let button = gtk_button_new_with_label(words.keyLabel(settings.keys.key(for: action)))!
            keyButtons[action] = button
            Signal.connect(button, .clicked) { [unowned self] in startCapture(action) }
            page.addRow(title, button)
        }
        gtk_label_set_wrap(ss_label(keyMessage), 1)
        gtk_widget_set_visible(keyMessage, 0)
        page.add(keyMessage)
    }

    /// Read aloud, its rate and volume, then Sounds and its volume; each check box and its volume
    /// show one setting.
    private func addVoiceAndSound(to page: DialogLayout) {
        let settings = preferences.settings
        let words = preferences.describer.words
        readAloudCheck = addToggle(.readAloud, settings.readAloud, to: page) { $0.readAloud = $1 }
        let rate = ChoiceDropDown(SpeechRate.allCases, showing: settings.speechRate, title: .speechRate, words: words,
                                  name: { $0.text(Self.title(of: $1)) }) { [unowned self] rate in
            intents.change { $0.speechRate = rate }
        }
        speechRate = rate
        page.addRow(.speechRate, rate.widget)
        let voice = volumeChoice(settings.voiceVolume, title: .voiceVolume) { $0.voiceVolume = $1 }
        voiceVolume = voice
        page.addRow(.voiceVolume, voice.widget)
        addToggle(.captions, settings.captions, to: page) { $0.captions = $1 }
        soundsCheck = addToggle(.sounds, settings.sounds, to: page) { $0.sounds = $1 }
        let sound = volumeChoice(settings.soundVolume, title: .soundVolume) { $0.soundVolume = $1 }
        soundVolume = sound
        page.addRow(.soundVolume, sound.widget)
    }

    private func addSwitchAccess(to page: DialogLayout) {
        let settings = preferences.settings
        let scanning = addToggle(.switchScanning, settings.scanningEnabled, to: page) { $0.scanningEnabled = $1 }
        page.markSetByAdministrator(scanning, .scanningEnabled, admin: preferences.admin)
        let interval = gtk_spin_button_new_with_range(Settings.scanningIntervalRange.lowerBound,
                                                      Settings.scanningIntervalRange.upperBound, 0.5)!
        gtk_spin_button_set_value(ss_spin_button(interval), settings.scanningInterval)
        Signal.connect(interval, .valueChanged) { [intents] in
            let value = gtk_spin_button_get_value(ss_spin_button(interval))
            intents.change { $0.scanningInterval = value }
        }
        page.addRow(.scanningInterval, interval)
        page.markSetByAdministrator(interval, .scanningInterval, admin: preferences.admin)
        SpinUnit(.seconds, for: interval, words: preferences.describer.words).place(in: page)
        SwitchAccessSection.addScanning(to: page, settings: settings, admin: preferences.admin, change: intents.change)
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

    private static func title(of rate: SpeechRate) -> UIText {
        switch rate {
        case .slow: .speechSlow
        case .normal: .speechNormal
        case .fast: .speechFast
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
