import CGtk

/// Follows the desktop's accessibility looks while the game runs: high contrast (GtkSettings'
/// theme name, and GNOME's `org.gnome.desktop.a11y.interface` `high-contrast` key where that schema
/// is installed) and animations (`gtk-enable-animations`). Tells `onChange` when either changes.
@MainActor
final class DesktopLook {
    private var gnomeInterface: OpaquePointer?
    var onChange: @MainActor () -> Void = {}

    init() {
        let onChange: @MainActor () -> Void = { [weak self] in self?.onChange() }
        if let gtkSettings = gtk_settings_get_default() {
            Signal.connect(UnsafeMutableRawPointer(gtkSettings), "notify::gtk-theme-name", .ignoringOne, onChange)
            Signal.connect(UnsafeMutableRawPointer(gtkSettings), "notify::gtk-enable-animations", .ignoringOne, onChange)
        }
        if let source = g_settings_schema_source_get_default(),
           let schema = g_settings_schema_source_lookup(source, Self.schema, 1) {
            g_settings_schema_unref(schema)
            gnomeInterface = OpaquePointer(g_settings_new(Self.schema))
            if let gnomeInterface {
                Signal.connect(UnsafeMutableRawPointer(gnomeInterface), "changed::high-contrast", .ignoringOne, onChange)
            }
        }
    }

    isolated deinit {
        if let gnomeInterface { g_object_unref(UnsafeMutableRawPointer(gnomeInterface)) }
    }

    private static let schema = "org.gnome.desktop.a11y.interface"

    /// Whether GNOME's own high-contrast switch is on.
    var gnomeHighContrast: Bool {
        guard let gnomeInterface else { return false }
        return g_settings_get_boolean(UnsafeMutablePointer(gnomeInterface), "high-contrast") != 0
    }
}
