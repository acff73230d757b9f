import CGtk
import ShapeShuffleCore

/// The keyboard shortcuts window (F1, Ctrl+?): a modal dialog listing Gameplay, Navigation and
/// General, each row a title in the player's language and its keys as printed on the keyboard
/// ("Ctrl+F"). The rows are `GameAction`'s; an application action's keys are read from the
/// application, as `GameActions` installed them (as the F10 menu reads them): remapped, and gone while single-key shortcuts are
/// off, which leaves their rows out. One big Close button has focus; Escape closes too, and focus
/// goes back where it was.
///
/// It replaces GTK's GtkShortcutsWindow, whose search button has no name and whose close button
/// is 16×16 px: both fail the accessibility audit (every element named, targets at least 44×44 px).
@MainActor
final class ShortcutsWindow {
    private let modal: ModalWindow

    /// `leavingOut`: actions that do nothing now (Quit and full screen in a kiosk).
    init(over parent: UnsafeMutablePointer<GtkWindow>, application: UnsafeMutablePointer<GtkApplication>, words: Words,
         leavingOut: Set<GameAction> = []) {
        modal = ModalWindow(title: words.text(.keyboardShortcuts), over: parent)
        let layout = DialogLayout(spacing: 6, margin: 24, words: words)
        layout.add(layout.label(.keyboardShortcuts).styled("dialog-title"))
        for group in [UIText.gameplay, .navigation, .general] {
            let heading = layout.heading(group)
            gtk_label_set_xalign(ss_label(heading), 0)
            gtk_widget_set_margin_top(heading, 12)
            layout.add(heading)
            for action in GameAction.allCases where action.shortcutsGroup == group && !leavingOut.contains(action) {
                let accelerators = Self.accelerators(of: action, in: application)
                guard let title = action.label(in: words), !accelerators.isEmpty else { continue }
                let keysLabel = gtk_label_new(KeyCaps.label(accelerators, words: words)).styled("shortcut-keys")
                gtk_label_set_xalign(ss_label(keysLabel), 1)
                layout.addRow({ action.label(in: $0) ?? title }, keysLabel, spacing: 32, namingEnd: false)
            }
        }
        let close = layout.button(.close).styled("big")
        gtk_widget_set_halign(close, GTK_ALIGN_END)
        gtk_widget_set_margin_top(close, 16)
        Signal.connect(close, .clicked) { [unowned self] in modal.close() }
        layout.add(close)
        // Never taller than the game's window: on a small screen the list scrolls, and Close,
        // which has focus, is scrolled into view.
        let scroller = ScrollingArea.wrap(layout.box, horizontal: GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(ss_scrolled(scroller), 1)
        gtk_scrolled_window_set_propagate_natural_height(ss_scrolled(scroller), 1)
        gtk_scrolled_window_set_max_content_height(ss_scrolled(scroller), max(240, gtk_widget_get_height(ss_widget(parent)) - 40))
        gtk_window_set_child(modal.window, scroller)
        modal.present(focusing: close)
    }

    /// An application action's keys as the application has them now; a widget's, from the table.
    private static func accelerators(of action: GameAction, in application: UnsafeMutablePointer<GtkApplication>) -> [String] {
        guard let name = action.applicationName else { return action.keys }
        return AppAction.accelerators(of: "app.\(name)", in: application)
    }
}

/// Keys as printed on the keyboard: "<Control>f" is "Ctrl+F", "Return" is "Enter", the arrows
/// are arrows. Key caps read the same in every language the game speaks, like the hints'
/// "Shift+F10"; letters and other names go through the core's `keyLabel`.
@MainActor
enum KeyCaps {
    private static let modifiers: [(String, String)] = [("<Control>", "Ctrl"), ("<Shift>", "Shift"), ("<Alt>", "Alt")]
    private static let names: [String: String] = [
        "Return": "Enter", "Escape": "Esc", "Left": "←", "Right": "→", "Up": "↑", "Down": "↓",
    ]

    /// Alternatives are separated by " / "; keys in one accelerator string separated by spaces
    /// (the four arrows) are listed together.
    static func label(_ accelerators: [String], words: Words) -> String {
        accelerators.map { accelerator in
            accelerator.split(separator: " ").map { cap(String($0), words: words) }.joined(separator: " ")
        }.joined(separator: " / ")
    }

    static func cap(_ accelerator: String, words: Words) -> String {
        var rest = Substring(accelerator)
        var parts: [String] = []
        var found = true
        while found {
            found = false
            for (syntax, name) in modifiers where rest.hasPrefix(syntax) {
                parts.append(name)
                rest = rest.dropFirst(syntax.count)
                found = true
            }
        }
        parts.append(keyName(String(rest), words: words))
        return parts.joined(separator: "+")
    }

    private static func keyName(_ name: String, words: Words) -> String {
        if let known = names[name] { return known }
        // Punctuation keys show their character: "question" is "?", "bracketleft" is "[".
        let character = gdk_keyval_to_unicode(gdk_keyval_from_name(name))
        if name.count > 1, character > 32, character != 127, let scalar = Unicode.Scalar(character) {
            return String(Character(scalar)).uppercased()
        }
        return words.keyLabel(name)
    }
}
