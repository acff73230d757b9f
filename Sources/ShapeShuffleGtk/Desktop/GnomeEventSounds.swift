import CGtk

/// GNOME's own event-sounds key, where its schema is installed (on elsewhere). GTK sees it only
/// through an XSettings daemon, which a session without gnome-settings-daemon lacks; read live,
/// since GSettings follows changes.
@MainActor
enum GnomeEventSounds {
    private static var lookedUp = false
    private static var sound: UnsafeMutablePointer<GSettings>?

    static var enabled: Bool {
        if !lookedUp {
            lookedUp = true
            sound = soundSettings()
        }
        guard let sound else { return true }
        return g_settings_get_boolean(sound, "event-sounds") != 0
    }

    private static func soundSettings() -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.sound", 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "event-sounds") != 0 else { return nil }
        return g_settings_new_full(schema, nil, nil)
    }
}
