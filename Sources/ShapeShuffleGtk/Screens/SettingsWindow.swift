import CGtk
import ShapeShuffleCore

/// Settings (gear, Ctrl+,): every option is saved and applied at once.
@MainActor
final class SettingsWindow {
    private let modal: ModalWindow
    /// Read for what the settings are now and the words to show them in; changed only through `intents`.
    let preferences: Preferences
    let intents: SettingsIntents
    var keyButtons: [KeyAction: UnsafeMutablePointer<GtkWidget>] = [:]
    private let keyMessage: UnsafeMutablePointer<GtkWidget>
    /// The action whose new key the window is waiting for, if any.
    private var capturing: KeyAction?
    /// The options' layout, which keeps every fixed text of the window so that a new language
    /// shows here at once too.
    let layout: DialogLayout
    /// The part of the language drop-down that takes focus; GTK 4.8 leaves it named after its type.
    private var languageButton: UnsafeMutablePointer<GtkWidget>?
    /// The speech rate choice and its list of names, renamed in place when the language changes.
    private var speechRate: (dropDown: UnsafeMutablePointer<GtkWidget>, names: OpaquePointer)?
    private var relabelling = false
    /// Voice and sound volume; each moves with its check box (Read aloud, Sounds), Off being unchecked.
    private var voiceVolume: VolumeChoice?
    private var soundVolume: VolumeChoice?
    private var readAloudCheck: UnsafeMutablePointer<GtkWidget>?
    private var soundsCheck: UnsafeMutablePointer<GtkWidget>?
    private var playersButton: UnsafeMutablePointer<GtkWidget>?
    private var practiceSection: PracticeSection?
    /// Parts other features build, after the rows above.
    private let sections: [any SettingsSection]

    init(over parent: UnsafeMutablePointer<GtkWindow>, preferences: Preferences, intents: SettingsIntents,
         sections: [any SettingsSection] = []) {
        self.preferences = preferences
        self.intents = intents
        self.sections = sections
        let words = preferences.describer.words
        let settings = preferences.settings
        modal = ModalWindow(title: words.text(.settings), over: parent)
        keyMessage = gtk_label_new("")
        layout = DialogLayout(spacing: 10, margin: 20, words: words)
        layout.title(modal.window, .settings)

        let box = layout.box.styled("settings")
        gtk_window_set_default_size(modal.window, 520, -1)
        layout.add(layout.label(.settings).styled("dialog-title"))

        // Language, each in its own name.
        let languages = ss_string_list_new()!
        for language in Language.allCases { gtk_string_list_append(languages, language.nativeName) }
        let dropDown = gtk_drop_down_new(languages, nil)!
        gtk_drop_down_set_selected(ss_drop_down(dropDown), guint(Language.allCases.firstIndex(of: preferences.language) ?? 0))
        Signal.connect(dropDown, "notify::selected", .ignoringOne) { [unowned self] in
            let index = Int(gtk_drop_down_get_selected(ss_drop_down(dropDown)))
            guard Language.allCases.indices.contains(index) else { return }
            intents.change { $0.language = Language.allCases[index] }
            relabel()
        }
        layout.addRow(.language, dropDown)
        languageButton = gtk_widget_get_first_child(dropDown)
        nameLanguageButton()

        addToggle(.colourBlindPalette, settings.colourBlindPalette) { $0.colourBlindPalette = $1 }
        addToggle(.colourNamesOnCards, settings.showColourNames) { $0.showColourNames = $1 }
        addToggle(.reducedMotion, preferences.reducedMotion) { $0.reducedMotion = $1 }
        addToggle(.largeCards, settings.largeCards) { $0.largeCards = $1 }
        addToggle(.singleKeyShortcuts, settings.singleKeyShortcuts) { $0.singleKeyShortcuts = $1 }
        for (action, title) in [(KeyAction.add, UIText.addKey), (.pin, .pinKey), (.hearTask, .hearTaskKey)] {
            let button = gtk_button_new_with_label(words.keyLabel(settings.keys.key(for: action)))!
            keyButtons[action] = button
            Signal.connect(button, "clicked", .plain) { [unowned self] in startCapture(action) }
            layout.addRow(title, button)
        }
        gtk_label_set_wrap(ss_label(keyMessage), 1)
        gtk_widget_set_visible(keyMessage, 0)
        layout.add(keyMessage)
        readAloudCheck = addToggle(.readAloud, settings.readAloud) { $0.readAloud = $1 }
        layout.addRow(.speechRate, speechRateChoice(settings.speechRate))
        addVolumeRows(settings)
        addToggle(.switchScanning, settings.scanningEnabled) { $0.scanningEnabled = $1 }
        let interval = gtk_spin_button_new_with_range(Settings.scanningIntervalRange.lowerBound,
                                                      Settings.scanningIntervalRange.upperBound, 0.5)!
        gtk_spin_button_set_value(ss_spin_button(interval), settings.scanningInterval)
        Signal.connect(interval, "value-changed", .plain) { [intents] in
            let value = gtk_spin_button_get_value(ss_spin_button(interval))
            intents.change { $0.scanningInterval = value }
        }
        layout.addRow(.scanningInterval, interval)
        keyButtons.merge(SwitchAccessSection.add(to: layout, settings: settings, words: words, change: intents.change,
                                                 captureKey: { [unowned self] in startCapture($0) })) { $1 }
        practiceSection = intents.practice.map { PracticeSection(words: words, intents: $0, in: layout) }
        addAssistRows(settings)
        for section in sections { layout.add(section.widget) }

        if let open = intents.openPlayers { layout.add(PlayersSection.button(words: words, in: &playersButton) { [unowned self] in open(modal.window) }) }
        let close = layout.button(.close).styled("big")
        gtk_widget_set_halign(close, GTK_ALIGN_END)
        Signal.connect(close, "clicked", .plain) { [unowned self] in finish() }
        // The options scroll on a small screen; Close always stays in sight below them.
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let options = ScrollingArea.wrap(box, horizontal: GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_height(ss_scrolled(options), 1)
        gtk_scrolled_window_set_max_content_height(ss_scrolled(options), 560)
        PopupsInView.keep(in: options)
        gtk_box_append(ss_box(page), options)
        gtk_widget_set_margin_end(close, 24)
        gtk_widget_set_margin_top(close, 8)
        gtk_widget_set_margin_bottom(close, 16)
        gtk_box_append(ss_box(page), close)
        gtk_window_set_child(modal.window, page)
        attachKeyCapture()
        modal.whenEscaped { [unowned self] in
            if capturing != nil { stopCapture(message: "") } else { finish() }
        }
        modal.present(focusing: dropDown)
    }

    private func finish() {
        modal.close()
        intents.closed()
    }

    /// Shows every text of the window in the language now chosen.
    private func relabel() {
        layout.relabel(preferences.describer.words)
        showKeyMessage("")
        nameLanguageButton()
        relabelSpeechRates()
        voiceVolume?.relabel(preferences.describer.words)
        soundVolume?.relabel(preferences.describer.words)
        PlayersSection.relabel(playersButton, words: preferences.describer.words)
        practiceSection?.relabel(preferences.describer.words)
        for section in sections { section.relabel(preferences.describer.words) }
    }

    /// Voice volume after the speech rate, then Sounds and its volume; each check box and its
    /// volume show one setting.
    private func addVolumeRows(_ settings: Settings) {
        let words = preferences.describer.words
        let voice = VolumeChoice(settings.voiceVolume, title: .voiceVolume, words: words) { [unowned self] volume in
            intents.change { $0.voiceVolume = volume }
            showVolumes()
        }
        voiceVolume = voice
        layout.addRow(.voiceVolume, voice.dropDown)
        soundsCheck = addToggle(.sounds, settings.sounds) { $0.sounds = $1 }
        let sound = VolumeChoice(settings.soundVolume, title: .soundVolume, words: words) { [unowned self] volume in
            intents.change { $0.soundVolume = volume }
            showVolumes()
        }
        soundVolume = sound
        layout.addRow(.soundVolume, sound.dropDown)
    }

    /// Brings both check boxes and both volumes in line with the settings.
    private func showVolumes() {
        let settings = preferences.settings
        voiceVolume?.show(settings.voiceVolume)
        soundVolume?.show(settings.soundVolume)
        for (check, on) in [(readAloudCheck, settings.readAloud), (soundsCheck, settings.sounds)] {
            guard let check, (gtk_check_button_get_active(ss_check_button(check)) != 0) != on else { continue }
            gtk_check_button_set_active(ss_check_button(check), on ? 1 : 0)
        }
    }

    /// "Language: English" — the row's title and the choice the button shows.
    private func nameLanguageButton() {
        guard let languageButton else { return }
        let words = preferences.describer.words
        ss_accessible_set_label(languageButton, words.text(.language) + ": " + preferences.language.nativeName)
    }

    /// An empty message is hidden, so nothing unnamed sits in the accessibility tree.
    private func showKeyMessage(_ text: String) {
        gtk_label_set_text(ss_label(keyMessage), text)
        gtk_widget_set_visible(keyMessage, text.isEmpty ? 0 : 1)
    }

    /// Slow, normal or fast, in the player's language (relabelled with the rest of the window).
    private func speechRateChoice(_ rate: SpeechRate) -> UnsafeMutablePointer<GtkWidget> {
        let words = preferences.describer.words
        let names = ss_string_list_new()!
        for choice in SpeechRate.allCases { gtk_string_list_append(names, words.text(Self.title(of: choice))) }
        let dropDown = gtk_drop_down_new(names, nil)!
        speechRate = (dropDown, names)
        gtk_drop_down_set_selected(ss_drop_down(dropDown), guint(SpeechRate.allCases.firstIndex(of: rate) ?? 1))
        Signal.connect(dropDown, "notify::selected", .ignoringOne) { [unowned self] in
            guard !relabelling else { return }
            let index = Int(gtk_drop_down_get_selected(ss_drop_down(dropDown)))
            guard SpeechRate.allCases.indices.contains(index) else { return }
            intents.change { $0.speechRate = SpeechRate.allCases[index] }
        }
        return dropDown
    }

    private static func title(of rate: SpeechRate) -> UIText {
        switch rate {
        case .slow: .speechSlow
        case .normal: .speechNormal
        case .fast: .speechFast
        }
    }

    /// Renames the speech rate choices in place, keeping the one chosen.
    private func relabelSpeechRates() {
        guard let (dropDown, names) = speechRate else { return }
        let words = preferences.describer.words
        let selected = gtk_drop_down_get_selected(ss_drop_down(dropDown))
        relabelling = true
        var titles: [UnsafePointer<CChar>?] = SpeechRate.allCases.map { UnsafePointer(strdup(words.text(Self.title(of: $0)))) }
        titles.append(nil)
        gtk_string_list_splice(names, 0, guint(SpeechRate.allCases.count), &titles)
        titles.forEach { free(UnsafeMutableRawPointer(mutating: $0)) }
        gtk_drop_down_set_selected(ss_drop_down(dropDown), selected)
        relabelling = false
    }

    @discardableResult
    private func addToggle(_ title: UIText, _ value: Bool, _ apply: @escaping (inout Settings, Bool) -> Void)
        -> UnsafeMutablePointer<GtkWidget> {
        let check = layout.checkButton(title)
        gtk_check_button_set_active(ss_check_button(check), value ? 1 : 0)
        Signal.connect(check, "toggled", .plain) { [unowned self] in
            let on = gtk_check_button_get_active(ss_check_button(check)) != 0
            intents.change { apply(&$0, on) }
            showVolumes()
        }
        layout.add(check)
        return check
    }

    // MARK: Remapping keys

    func startCapture(_ action: KeyAction) {
        capturing = action
        showKeyMessage(preferences.describer.words.text(.pressNewKey))
    }

    private func stopCapture(message: String) {
        capturing = nil
        showKeyMessage(message)
    }

    private func attachKeyCapture() {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connect(keys.raw, "key-pressed", .key) { [unowned self] keyval, _ in
            guard let action = capturing, keyval != UInt32(GDK_KEY_Escape), let raw = gdk_keyval_name(gdk_keyval_to_lower(keyval))
            else { return false }
            var keys = preferences.settings.keys
            do throws(KeyBindingError) {
                try keys.bind(action, to: String(cString: raw))
            } catch {
                stopCapture(message: preferences.describer.words.keyRefused(error))
                return true
            }
            intents.change { $0.keys = keys }
            let words = preferences.describer.words
            if let button = keyButtons[action] { gtk_button_set_label(ss_button(button), words.keyLabel(keys.key(for: action))) }
            stopCapture(message: "")
            return true
        }
        gtk_widget_add_controller(ss_widget(modal.window), ss_controller(keys.raw))
    }
}

/// What Settings asks of the game: apply a change (saved and shown at once), and word that it closed.
struct SettingsIntents {
    var change: @MainActor ((inout Settings) -> Void) -> Void
    var closed: @MainActor () -> Void
    /// Opens Players over the given window (Settings).
    var openPlayers: (@MainActor (UnsafeMutablePointer<GtkWindow>) -> Void)? = nil
    var practice: PracticeIntents? = nil
}
