import CGtk
import ShapeShuffleCore

/// Text that grows with the window: one CSS provider over style.css whose sizes follow the core's
/// layout (the prompt's words, headings, titles and the dialogs' words), and the panels' padding
/// and borders, which the layout counts in `LevelLayout.panelChrome`.
@MainActor
final class ScaledText {
    private let provider: OpaquePointer
    private var fontSize: Double = 0
    private var caption: CaptionLayout?

    init() {
        provider = OpaquePointer(gtk_css_provider_new()!)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), provider,
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    }

    /// Sizes every scaled text from the prompt's size, and the level's captions from their own
    /// layout; nothing changes while both stay the same.
    func apply(promptFontSize size: Double, caption: CaptionLayout) {
        let size = size.rounded()
        guard size != fontSize || caption != self.caption else { return }
        fontSize = size
        self.caption = caption
        let css = """
            .prompt-text { font-size: \(Int(size))px; }
            .title { font-size: \(Int(size * 1.07))px; }
            .heading { font-size: \(Int(max(18, size * 0.6)))px; }
            .progress-table label:not(.heading), .progress-note { font-size: \(Int(max(18, size * 0.5)))px; }
            .progress-table .heading, .progress-figure-heading { font-size: \(Int(max(14, size * 0.34)))px; }
            .progress-figure { font-size: \(Int(max(22, size * 0.66)))px; }
            .progress-figure.progress-words { font-size: \(Int(max(18, size * 0.5)))px; }
            .progress .dialog-title, .players .dialog-title { font-size: \(Int(max(26, size * 0.8)))px; }
            .dialog-title { font-size: \(Int(max(30, size * 1.2)))px; }
            button.big { font-size: \(Int(max(20, size * 0.66)))px; }
            .board, .prompt-panel { padding: \(Int(LevelLayout.panelPadding))px; border-width: \(Int(LevelLayout.panelBorder))px; }
            .high-contrast .board, .high-contrast .prompt-panel { border-width: \(Int(LevelLayout.highContrastPanelBorder))px; }
            .caption { font-size: \(Int(caption.fontSize))px; padding: \(Int(caption.padding))px \(Int(caption.padding * 2))px; }
            """
        gtk_css_provider_load_from_data(UnsafeMutablePointer(provider), css, -1)
    }
}
