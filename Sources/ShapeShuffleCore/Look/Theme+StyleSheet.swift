/// The theme's colours as the front's style sheet names them. Resources/style.css refers to each as
/// `@name` and spells no colour itself; the front loads `styleSheetColours` beside it and loads it
/// again whenever the look changes, so text, panels, buttons and dialogs follow the theme too.
extension Theme {
    /// Each name the style sheet uses, with its colour in this theme.
    public var namedStyleColours: [(name: String, colour: RGB)] {
        [
            ("ss_window_background", windowBackground),
            ("ss_text", text),
            ("ss_title_text", titleText),
            ("ss_secondary_text", secondaryText),
            ("ss_dialog_title", dialogTitle),
            ("ss_stars_text", starsText),
            ("ss_panel_fill", panelFill),
            ("ss_panel_border", panelBorder),
            ("ss_notice_fill", noticeFill),
            ("ss_notice_text", noticeText),
            ("ss_notice_border", noticeBorder),
            ("ss_default_button_fill", defaultButtonFill),
            ("ss_default_button_text", defaultButtonText),
            ("ss_default_button_border", defaultButtonBorder),
            ("ss_button_focus_outline", buttonFocusOutline),
            ("ss_scan_edge", scanHighlightEdge),
        ] + ScanColour.allCases.map { ($0.styleColourName, $0.band) }
    }

    /// GTK CSS `@define-color` rules, one per name, for a style provider beside style.css.
    public var styleSheetColours: String {
        namedStyleColours.map { "@define-color \($0.name) \($0.colour.hexString);\n" }.joined()
    }
}
