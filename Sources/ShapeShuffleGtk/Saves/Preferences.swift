import CGtk
import FoundationEssentials
import ShapeShuffleCore

/// The player's settings, saved through the core, and what they mean for words and looks now.
@MainActor
final class Preferences {
    private(set) var settings: Settings
    /// Merges on save, so a setting another game on this child's saves changed is kept.
    private var store: MergingSettingsStore
    private let systemLanguage: Language
    /// `--lang` wins for this run until the player picks a language in Settings.
    private var commandLineLanguage: Language?
    let loadNotice: SaveNotice?
    /// The administrator's defaults and locks (`AdminDefaultsFile`): a locked setting never changes here.
    let admin: AdminDefaults
    private(set) var describer: AccessibilityDescriber
    private(set) var appearance: Appearance

    /// The run's rules every child's settings are read with: the system's language, `--lang`
    /// while it holds, and the administrator's defaults.
    struct Origin {
        var systemLanguage: Language
        var commandLineLanguage: Language?
        var admin = AdminDefaults()
    }

    init(store: SaveStore<Settings>, loaded: LoadResult<Settings>, origin: Origin) {
        self.store = MergingSettingsStore(store: store, loaded: loaded.value)
        admin = origin.admin
        settings = loaded.value
        admin.enforce(&settings)
        loadNotice = loaded.notice
        systemLanguage = origin.systemLanguage
        commandLineLanguage = origin.commandLineLanguage
        describer = AccessibilityDescriber(language: .english)
        appearance = Appearance()
        recompute()
    }

    /// `--lang` gives way to a language the administrator locked.
    var language: Language {
        LanguageChoice.effective(settings: settings, admin: admin, commandLine: commandLineLanguage, system: systemLanguage)
    }

    /// GTK's own animation setting decides until the player chooses.
    var reducedMotion: Bool { settings.effectiveReducedMotion(animationsEnabled: ss_settings_enable_animations() != 0) }

    /// GNOME's a11y high-contrast key, read by the owner (`DesktopLook`).
    var gnomeHighContrast: () -> Bool = { false }

    var isHighContrast: Bool {
        let raw = ss_settings_theme_name()
        defer { g_free(raw) }
        return HighContrastRule.isOn(desktopHighContrast: gnomeHighContrast(),
                                     gtkThemeVariable: ProcessInfo.processInfo.environment["GTK_THEME"],
                                     themeName: raw.map { String(cString: $0) })
    }

    /// The keys descriptions and menus show; nil where single-key shortcuts are off.
    var shortcutKeys: ShortcutKeys { ShortcutKeys(settings: settings, words: Words(language)) }

    /// Changes settings, saves them at once, and returns a notice if saving failed.
    func update(_ change: (inout Settings) -> Void) -> SaveNotice? {
        let before = settings
        change(&settings)
        admin.enforce(&settings)
        commandLineLanguage = LanguageChoice.commandLine(commandLineLanguage, after: before, settings)
        let (saved, notice) = store.save(settings)
        settings = saved
        admin.enforce(&settings)
        recompute()
        return notice
    }

    /// The rules the next child's settings are read with: this run's, `--lang` gone once a language was chosen.
    var origin: Origin { Origin(systemLanguage: systemLanguage, commandLineLanguage: commandLineLanguage, admin: admin) }

    /// The desktop's look changed under the game: words stay, looks follow.
    func desktopLookChanged() { recompute() }

    private func recompute() {
        describer = AccessibilityDescriber(language: language, keys: shortcutKeys)
        let theme = Theme.forDesktop(highContrast: isHighContrast)
        appearance = Appearance(theme: theme, palette: settings.palette, settings: settings, words: describer.words,
                                reducedMotion: reducedMotion, scanHighlight: theme.scanHighlight(for: settings))
    }
}
