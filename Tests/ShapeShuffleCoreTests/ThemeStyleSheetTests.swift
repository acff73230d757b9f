import Foundation
import Testing
@testable import ShapeShuffleCore

/// Resources/style.css as GTK reads it: its rules, comments left out.
private struct StyleSheet {
    struct Rule {
        var selectors: [String]
        var declarations: [String: String]
    }

    let text: String
    let rules: [Rule]

    static let shipped = StyleSheet(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/style.css").path)

    init(path: String) {
        let raw = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        text = raw.replacing(/\/\*[\s\S]*?\*\//, with: "")
        rules = text.split(separator: "}").compactMap { chunk in
            let parts = chunk.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let selectors = parts[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            var declarations: [String: String] = [:]
            for declaration in parts[1].split(separator: ";") {
                let pair = declaration.split(separator: ":", maxSplits: 1)
                guard pair.count == 2 else { continue }
                declarations[pair[0].trimmingCharacters(in: .whitespacesAndNewlines)] =
                    pair[1].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            return Rule(selectors: selectors, declarations: declarations)
        }
    }

    /// The value `selector` gives `property`, in the last rule that names that selector exactly.
    func value(_ property: String, of selector: String) -> String? {
        rules.last { $0.selectors.contains(selector) && $0.declarations[property] != nil }?.declarations[property]
    }

    /// Every `@name` the sheet uses.
    var namedColours: Set<String> { Set(text.matches(of: /@([a-z_][a-z0-9_]*)/).map { String($0.1) }) }
}

/// The `@define-color` rules a theme gives the front, read back: name → "#RRGGBB".
private func definitions(_ theme: Theme) -> [String: String] {
    var found: [String: String] = [:]
    for match in theme.styleSheetColours.matches(of: /@define-color ([a-z_][a-z0-9_]*) (#[0-9A-F]{6});/) {
        found[String(match.1)] = String(match.2)
    }
    return found
}

@Suite("The style sheet takes every colour from the theme")
struct ThemeStyleSheetTests {
    static let themes: [Theme] = [.standard, .highContrast]

    @Test("style.css was found and read")
    func sheetIsRead() {
        #expect(StyleSheet.shipped.rules.count > 10)
    }

    @Test("style.css spells no colour of its own: no hex, no rgb(), no colour keyword")
    func noColourLiterals() {
        let sheet = StyleSheet.shipped
        #expect(sheet.text.matches(of: /#[0-9A-Fa-f]{3,8}\b/).isEmpty, "a hex colour in style.css")
        #expect(sheet.text.matches(of: /\b(rgba?|hsla?)\(/).isEmpty, "an rgb() or hsl() colour in style.css")
        let keywords = /\b(white|black|red|green|blue|yellow|orange|purple|gray|grey|pink|brown)\b/
        #expect(sheet.text.matches(of: keywords).isEmpty, "a colour keyword in style.css")
    }

    @Test("every colour style.css names is one the theme defines, and the theme defines no other", arguments: themes)
    func namesMatch(theme: Theme) {
        let defined = Set(definitions(theme).keys)
        #expect(defined.count == theme.namedStyleColours.count, "a name defined twice, or not as GTK reads it")
        #expect(StyleSheet.shipped.namedColours == defined)
    }

    @Test("the window, its words and the panels are painted in the colours the contrast tests check", arguments: themes)
    func paintedColoursAreTheTheme(theme: Theme) {
        let sheet = StyleSheet.shipped, defined = definitions(theme)
        func painted(_ property: String, _ selector: String) -> String? {
            sheet.value(property, of: selector).flatMap { $0.split(separator: " ").last }
                .flatMap { $0.hasPrefix("@") ? defined[String($0.dropFirst())] : nil }
        }
        #expect(painted("background-color", "window.shape-shuffle") == theme.windowBackground.hexString)
        #expect(painted("color", "window.shape-shuffle") == theme.text.hexString)
        #expect(painted("color", ".prompt-text") == theme.text.hexString)
        #expect(painted("color", ".title") == theme.titleText.hexString)
        #expect(painted("color", ".heading") == theme.secondaryText.hexString)
        #expect(painted("color", ".dialog-title") == theme.dialogTitle.hexString)
        #expect(painted("color", ".stars") == theme.starsText.hexString)
        for panel in [".board", ".prompt-panel"] {
            #expect(painted("background-color", panel) == theme.panelFill.hexString, "\(panel)")
            #expect(painted("border", panel) == theme.panelBorder.hexString, "\(panel)")
        }
        #expect(painted("background", "button.big.suggested-action") == theme.defaultButtonFill.hexString)
        #expect(painted("color", "button.big.suggested-action") == theme.defaultButtonText.hexString)
        #expect(painted("outline", "button:focus-visible") == theme.buttonFocusOutline.hexString)
    }

    @Test("a window marked for the scan rings its buttons, check boxes and spin buttons in the scan's colour",
          arguments: ScanColour.allCases)
    func scanWindowClassRings(colour: ScanColour) {
        var settings = Settings()
        settings.scanningColour = colour
        #expect(Theme.scanWindowStyleClass(for: settings) == nil, "a window marked while scanning is off")
        settings.scanningEnabled = true
        let marked = Theme.scanWindowStyleClass(for: settings)
        #expect(marked == colour.windowStyleClass)
        for item in ["button:not(.shaped):focus-visible", "checkbutton:focus-visible", "spinbutton:focus-within"] {
            #expect(StyleSheet.shipped.value("outline-color", of: ".\(marked ?? "") \(item)") == "@" + colour.styleColourName,
                    "\(item) under \(marked ?? "no class")")
        }
    }

    /// A theme's fade keeps GTK's frame clock ticking, and a key pressed while it runs is painted
    /// only at the next tick: on Home, the Tab after Practice took 13 ms where the others took 3.
    @Test("the buttons a child Tabs through show and drop their ring at once, with no theme fade")
    func buttonsHaveNoFade() {
        for selector in ["button.shaped", "button.big"] {
            #expect(StyleSheet.shipped.value("transition", of: selector) == "none", "\(selector)")
        }
    }

    @Test("the two looks define different colours: high contrast really changes the style sheet")
    func looksDiffer() {
        #expect(definitions(.highContrast)["ss_window_background"] == "#FFFFFF")
        #expect(definitions(.highContrast)["ss_text"] == "#000000")
        #expect(definitions(.standard) != definitions(.highContrast))
    }
}
