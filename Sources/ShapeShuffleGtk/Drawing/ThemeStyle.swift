import CGtk
import ShapeShuffleCore

/// The colours style.css names, from the core's theme: one CSS provider holding the theme's
/// `@define-color` rules, loaded again whenever the look changes (high contrast on or off).
@MainActor
final class ThemeStyle {
    private let provider: OpaquePointer
    private var theme: Theme?

    init() {
        provider = OpaquePointer(gtk_css_provider_new()!)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), provider,
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// Defines every named colour as `theme` has it; nothing is reloaded while it stays the same.
    func apply(_ theme: Theme) {
        guard theme != self.theme else { return }
        self.theme = theme
        gtk_css_provider_load_from_data(UnsafeMutablePointer(provider), theme.styleSheetColours, -1)
    }
}
