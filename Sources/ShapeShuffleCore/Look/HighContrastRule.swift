/// Whether the game dresses in high contrast: when the desktop's accessibility setting asks for
/// it, or the GTK theme in use is a high-contrast one, set by `GTK_THEME` ("Adwaita:hc") or by the
/// desktop's theme name ("HighContrast").
public enum HighContrastRule {
    public static func isOn(desktopHighContrast: Bool, gtkThemeVariable: String?, themeName: String?) -> Bool {
        if desktopHighContrast { return true }
        if let variable = gtkThemeVariable?.lowercased(), variable.contains(":hc") || variable.contains("highcontrast") {
            return true
        }
        guard let theme = themeName?.lowercased() else { return false }
        return theme.contains("highcontrast") || theme.hasSuffix(":hc")
    }
}
