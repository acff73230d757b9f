import CGtk
import ShapeShuffleCore

/// Settings (gear, Ctrl+,): every option is saved and applied at once. The options are shown a
/// group at a time (`SettingsGroupTabs`), so that each group fits a small screen with nothing
/// hidden below it; what each group holds is in SettingsWindow+Sections.swift.
@MainActor
final class SettingsWindow {
    let modal: ModalWindow
    /// Read for what the settings are now and the words to show them in; changed only through
    /// `intents`. Asked each time, never kept: another child may play while the window is open.
    private let currentPreferences: @MainActor () -> Preferences
    var preferences: Preferences { currentPreferences() }
    let intents: SettingsIntents
    var keyButtons: [KeyAction: UnsafeMutablePointer<GtkWidget>] = [:]
    let keyMessage: UnsafeMutablePointer<GtkWidget>
    /// The action whose new key the window is waiting for, if any.
    private var capturing: KeyAction?
    /// The window's title and each group's page, which keep every fixed text of the window so
    /// that a new language shows here at once too.
    private let layout: DialogLayout
    private var pages: [DialogLayout] = []
    private let groups = SettingsGroupTabs()
    /// The groups whose rows show one child's settings, built afresh when another child plays;
    /// the grown-ups' group is the computer's, the same whoever plays.
    private static let childsGroups = SettingsGroup.allCases.filter { $0 != .forGrownUps }
    var languageChoice: ChoiceDropDown<Language>?
    /// Voice and sound volume; each moves with its check box (Read aloud, Sounds), Off being unchecked.
    var voiceVolume: ChoiceDropDown<Volume>?
    var soundVolume: ChoiceDropDown<Volume>?
    /// Every check box of the child's groups, by its setting's JSON key.
    var checks: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    var playersButton: UnsafeMutablePointer<GtkWidget>?
    var practiceSection: PracticeSection?
    /// Parts other features build, each shown in the group it names.
    let sections: [any SettingsSection]

    init(over parent: UnsafeMutablePointer<GtkWindow>, preferences: @escaping @MainActor () -> Preferences,
         intents: SettingsIntents, sections: [any SettingsSection] = []) {
        currentPreferences = preferences
        self.intents = intents
        self.sections = sections
        let words = preferences().describer.words
        modal = ModalWindow(title: words.text(.settings), over: parent)
        keyMessage = gtk_label_new("")
        // Kept by the window, not only by its page: the Keys page is built again when another child plays.
        _ = g_object_ref_sink(UnsafeMutableRawPointer(keyMessage))
        layout = DialogLayout(spacing: 10, margin: 20, words: words)
        layout.title(modal.window, .settings)
        gtk_widget_set_margin_bottom(layout.box, 0)
        gtk_widget_set_margin_top(layout.box, 8)
        // No heading inside: the title bar says Settings, and the groups need the height.

        for group in SettingsGroup.allCases {
            let page = makePage(of: group, words: words)
            pages.append(page)
            groups.add(group, page: page.box, words: words)
        }

        let close = layout.button(.close).styled("settings-close")
        gtk_widget_set_halign(close, GTK_ALIGN_END)
        Signal.connect(close, .clicked) { [unowned self] in finish() }
        // The groups scroll only on a screen too small for the largest; Close always stays in
        // sight below them.
        let window = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        layout.box.styled("settings")
        groups.widget.styled("settings")
        let options = ScrollingArea.wrap(groups.widget, horizontal: GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_height(ss_scrolled(options), 1)
        gtk_scrolled_window_set_max_content_height(ss_scrolled(options), 486)
        PopupsInView.keep(in: options)
        gtk_box_append(ss_box(window), layout.box)
        gtk_box_append(ss_box(window), options)
        gtk_widget_set_margin_end(close, 24)
        gtk_widget_set_margin_top(close, 6)
        gtk_widget_set_margin_bottom(close, 10)
        gtk_box_append(ss_box(window), close)
        gtk_window_set_child(modal.window, window)
        attachKeyCapture()
        modal.whenEscaped { [unowned self] in
            if capturing != nil { stopCapture(message: "") } else { finish() }
        }
        retitle(words)
        // Back on the group used last, its tab focused so a screen reader says where Settings is;
        // on the first group, its first control.
        let group = preferences().settings.settingsGroup ?? SettingsGroup.allCases[0]
        groups.show(group)
        groups.shown = { [intents] in intents.groupShown($0) }
        let first = group == SettingsGroup.allCases[0] ? languageChoice?.widget : groups.tab(of: group)
        modal.present(focusing: first ?? close)
    }

    private func makePage(of group: SettingsGroup, words: Words) -> DialogLayout {
        let page = DialogLayout(spacing: 6, margin: 0, words: words)
        gtk_widget_set_margin_end(page.box, 20)
        addSections(of: group, to: page)
        return page
    }

    /// Another child plays now: every row of theirs shows the new child's settings, in their
    /// language, under their title. The group shown stays, and the grown-ups' group with it.
    func childChanged() {
        stopCapture(message: "")
        let words = preferences.describer.words
        keyButtons = [:]
        checks = [:]
        if let parent = gtk_widget_get_parent(keyMessage) { gtk_box_remove(ss_box(parent), keyMessage) }
        for group in Self.childsGroups {
            guard let index = SettingsGroup.allCases.firstIndex(of: group) else { continue }
            let page = makePage(of: group, words: words)
            pages[index] = page
            groups.replacePage(of: group, with: page.box)
        }
        relabel()
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(keyMessage)) }

    private func finish() {
        modal.close()
        intents.closed()
    }

    /// Shows every text of the window in the language now chosen.
    func relabel() {
        let words = preferences.describer.words
        layout.relabel(words)
        retitle(words)
        for page in pages { page.relabel(words) }
        groups.relabel(words)
        showKeyMessage("")
        languageChoice?.relabel(words)
        voiceVolume?.relabel(words)
        soundVolume?.relabel(words)
        PlayersSection.relabel(playersButton, words: words)
        practiceSection?.relabel(words)
        for section in sections { section.relabel(words) }
    }

    /// A grown-up changing settings sees whose they are.
    private func retitle(_ words: Words) {
        gtk_window_set_title(modal.window, intents.whoseGame().map(words.settingsTitle(for:)) ?? words.text(.settings))
    }

    /// Brings every check box and both volumes in line with the settings: a volume's Off is Read
    /// aloud or Sounds unticked.
    func showVolumes() {
        let settings = preferences.settings
        voiceVolume?.show(settings.voiceVolume)
        soundVolume?.show(settings.soundVolume)
        for row in SettingsTable.rows {
            guard let check = checks[row.key], (gtk_check_button_get_active(ss_check_button(check)) != 0) != isOn(row) else { continue }
            gtk_check_button_set_active(ss_check_button(check), isOn(row) ? 1 : 0)
        }
    }

    /// An empty message is hidden, so nothing unnamed sits in the accessibility tree.
    private func showKeyMessage(_ text: String) {
        gtk_label_set_text(ss_label(keyMessage), text)
        gtk_widget_set_visible(keyMessage, text.isEmpty ? 0 : 1)
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
        Signal.connect(keys.raw, .keyPressed) { [unowned self] keyval, _ in
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
    /// The group shown, kept so Settings reopens on it.
    var groupShown: @MainActor (SettingsGroup) -> Void = { _ in }
    /// Opens Players over the given window (Settings).
    var openPlayers: (@MainActor (UnsafeMutablePointer<GtkWindow>) -> Void)? = nil
    var practice: PracticeIntents? = nil
    /// Opens the progress view over the given window (Settings).
    var openProgress: (@MainActor (UnsafeMutablePointer<GtkWindow>) -> Void)? = nil
    /// The child whose settings these are, while several share the game; nil titles it plainly.
    var whoseGame: @MainActor () -> Profile? = { nil }
}
