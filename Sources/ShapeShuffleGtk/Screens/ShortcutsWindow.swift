import CGtk
import ShapeShuffleCore

/// The keyboard shortcuts window (F1, Ctrl+?): a modal dialog listing Gameplay, Navigation and
/// General, each row a title in the player's language and its keys as printed on the keyboard
/// ("Ctrl+F"), as remapped, and without the single-key rows while those are off. One big Close
/// button has focus; Escape closes too, and focus goes back where it was.
///
/// It replaces GTK's GtkShortcutsWindow, whose search button has no name and whose close button
/// is 16×16 px: both fail the accessibility audit (every element named, targets at least 44×44 px).
@MainActor
final class ShortcutsWindow {
    private let modal: ModalWindow

    init(over parent: UnsafeMutablePointer<GtkWindow>, words: Words, settings: Settings) {
        modal = ModalWindow(title: words.text(.keyboardShortcuts), over: parent)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(box, 24)
        }
        gtk_box_append(ss_box(box), gtk_label_new(words.text(.keyboardShortcuts)).styled("dialog-title"))
        for (group, rows) in Self.groups(settings: settings) {
            let heading = gtk_label_new(words.text(group)).styled("heading")
            gtk_label_set_xalign(ss_label(heading), 0)
            gtk_widget_set_margin_top(heading, 12)
            gtk_box_append(ss_box(box), heading)
            for (title, accelerators) in rows {
                gtk_box_append(ss_box(box), Self.row(words.text(title), KeyCaps.label(accelerators, words: words)))
            }
        }
        let close = gtk_button_new_with_label(words.text(.close)).styled("big")
        gtk_widget_set_halign(close, GTK_ALIGN_END)
        gtk_widget_set_margin_top(close, 16)
        Signal.connect(close, "clicked") { [unowned self] in modal.close() }
        gtk_box_append(ss_box(box), close)
        gtk_window_set_child(modal.window, box)
        modal.whenEscaped { [unowned self] in modal.close() }
        modal.present(focusing: close)
    }

    /// The rows of each group: a title and the accelerators (GTK syntax) that do it. A row whose
    /// keys are all gone (single-key shortcuts off) is left out.
    static func groups(settings: Settings) -> [(UIText, [(UIText, [String])])] {
        let singleKeys = settings.singleKeyShortcuts
        let groups: [(UIText, [(UIText, [String])])] = [
            (.gameplay, [
                (.flipCardOrPressButton, ["space", "Return"]),
                (.addCardToBoard, singleKeys ? [settings.keys.add] : []),
                (.pinOrUnpinCard, singleKeys ? [settings.keys.pin] : []),
                (.hearTask, singleKeys ? [settings.keys.hearTask] : []),
                (.actionsMenu, ["<Shift>F10", "Menu"]),
            ]),
            (.navigation, [
                (.nextOrPreviousItem, ["Tab", "<Shift>Tab"]),
                (.moveBetweenCards, ["Left Right Up Down"]),
                (.firstOrLastItem, ["Home", "End"]),
                (.find, ["<Control>f"]),
            ]),
            (.general, [
                (.keyboardShortcuts, ["F1", "<Control>question"]),
                (.settings, ["<Control>comma"]),
                (.backOrClose, ["Escape"]),
                (.fullScreen, ["F11"]),
                (.quit, ["<Control>q"]),
            ]),
        ]
        return groups.map { group, rows in (group, rows.filter { !$0.1.isEmpty }) }
    }

    /// A title on the left and its keys on the right, read in that order.
    private static func row(_ title: String, _ keys: String) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 32)!
        let titleLabel = gtk_label_new(title)!
        gtk_label_set_xalign(ss_label(titleLabel), 0)
        gtk_widget_set_hexpand(titleLabel, 1)
        let keysLabel = gtk_label_new(keys).styled("shortcut-keys")
        gtk_label_set_xalign(ss_label(keysLabel), 1)
        gtk_box_append(ss_box(row), titleLabel)
        gtk_box_append(ss_box(row), keysLabel)
        return row
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
