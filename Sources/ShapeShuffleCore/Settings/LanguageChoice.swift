/// Which language the game speaks and shows: `--lang` for this run, unless the administrator
/// locked the language; else the child's chosen language; else the system's.
public enum LanguageChoice {
    public static func effective(settings: Settings, admin: AdminDefaults, commandLine: Language?, system: Language) -> Language {
        (admin.isLocked(.language) ? nil : commandLine) ?? settings.effectiveLanguage(system: system)
    }
}
