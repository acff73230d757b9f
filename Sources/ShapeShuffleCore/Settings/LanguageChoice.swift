/// Which language the game speaks and shows: `--lang` for this run, unless the administrator
/// locked the language; else the child's chosen language; else the system's.
public enum LanguageChoice {
    public static func effective(settings: Settings, admin: AdminDefaults, commandLine: Language?, system: Language) -> Language {
        (admin.isLocked(.language) ? nil : commandLine) ?? settings.effectiveLanguage(system: system)
    }

    /// `--lang` after the settings changed from `before` to `after`: gone for the rest of the run
    /// once a language is picked in Settings, so the pick shows at once; kept through any other change.
    public static func commandLine(_ commandLine: Language?, after before: Settings, _ after: Settings) -> Language? {
        after.language == before.language ? commandLine : nil
    }
}
