import CGtk
import ShapeShuffleCore

/// What the Players window asks of the game; each returns the words to show when it was refused
/// or not saved, nil when done.
struct PlayersIntents {
    /// The name, its picture, and how the name is said.
    var add: @MainActor (String, ProfilePicture, String) -> String?
    var rename: @MainActor (ProfileID, String, ProfilePicture, String) -> String?
    /// Asks first (the game shows the question over `parent`), then removes.
    var remove: @MainActor (_ id: ProfileID, _ parent: UnsafeMutablePointer<GtkWindow>) -> Void
    var closed: @MainActor () -> Void
}

/// Players, for the grown-ups (from Settings): each child's name, how it is said, and picture, to
/// change or remove, and a row to add one more. Every change is saved at once.
@MainActor
final class PlayersWindow {
    private let modal: ModalWindow
    private let intents: PlayersIntents
    private let words: Words
    private let list: UnsafeMutablePointer<GtkWidget>
    private let message: UnsafeMutablePointer<GtkWidget>
    private var rows: [UnsafeMutablePointer<GtkWidget>] = []

    init(over parent: UnsafeMutablePointer<GtkWindow>, roster: Roster, words: Words, intents: PlayersIntents) {
        self.intents = intents
        self.words = words
        modal = ModalWindow(title: words.text(ProfileText.players), over: parent)
        let page = DialogLayout.page(spacing: 14, margin: 20)
        let title = gtk_label_new(words.text(ProfileText.players)).styled("dialog-title")
        gtk_widget_set_halign(title, GTK_ALIGN_START)
        gtk_box_append(ss_box(page), title)
        list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        gtk_box_append(ss_box(page), list)
        message = gtk_label_new("")
        gtk_label_set_wrap(ss_label(message), 1)
        gtk_widget_set_visible(message, 0)
        gtk_box_append(ss_box(page), message)

        // The row that adds a child: name, picture, Add.
        let (addName, addReading, addPicture, addRow) = Self.nameAndPicture(
            name: "", reading: "", picture: ProfilePicture.firstUnused(in: roster), words: words)
        let add = gtk_button_new_with_label(words.text(ProfileText.addPlayer))!
        gtk_box_append(ss_box(addRow), add)
        gtk_box_append(ss_box(page), addRow)
        Signal.connect(add, "clicked", .plain) { [unowned self] in
            let refusal = intents.add(Self.text(of: addName), Self.picture(of: addPicture), Self.text(of: addReading))
            show(refusal)
            if refusal == nil {
                gtk_editable_set_text(ss_editable(addName), "")
                gtk_editable_set_text(ss_editable(addReading), "")
            }
        }

        let close = gtk_button_new_with_label(words.text(ProfileText.close))!.styled("big")
        gtk_widget_set_halign(close, GTK_ALIGN_END)
        Signal.connect(close, "clicked", .plain) { [unowned self] in finish() }
        gtk_box_append(ss_box(page), close)
        gtk_window_set_child(modal.window, page)
        gtk_window_set_default_size(modal.window, 760, -1)
        modal.whenEscaped { [unowned self] in finish() }
        show(roster: roster)
        modal.present(focusing: addName)
    }

    var window: UnsafeMutablePointer<GtkWindow> { modal.window }

    /// Shows the roster as it is now, one row per child.
    func show(roster: Roster) {
        for row in rows { gtk_box_remove(ss_box(list), row) }
        rows = roster.profiles.map { profile in
            let (name, reading, picture, row) = Self.nameAndPicture(
                name: profile.name, reading: profile.reading, picture: profile.picture, words: words)
            ss_accessible_set_label(name, words.text(ProfileText.playerName) + " " + words.displayName(profile))
            ss_accessible_set_label(reading, words.text(NameReadingText.reading) + " " + words.displayName(profile))
            let save = gtk_button_new_with_label(words.text(ProfileText.renamePlayer))!
            ss_accessible_set_label(save, words.text(ProfileText.renamePlayer) + " " + words.displayName(profile))
            let remove = gtk_button_new_with_label(words.text(ProfileText.removePlayer))!
            ss_accessible_set_label(remove, words.text(ProfileText.removePlayer) + " " + words.displayName(profile))
            gtk_widget_set_sensitive(remove, roster.profiles.count > 1 ? 1 : 0)
            Signal.connect(save, "clicked", .plain) { [unowned self] in
                show(intents.rename(profile.id, Self.text(of: name), Self.picture(of: picture), Self.text(of: reading)))
            }
            Signal.connect(remove, "clicked", .plain) { [unowned self] in intents.remove(profile.id, modal.window) }
            gtk_box_append(ss_box(row), save)
            gtk_box_append(ss_box(row), remove)
            gtk_box_append(ss_box(list), row)
            return row
        }
    }

    /// A refusal or failure under the rows; nil hides it.
    func show(_ text: String?) {
        gtk_label_set_text(ss_label(message), text ?? "")
        gtk_widget_set_visible(message, text == nil ? 0 : 1)
        if let text { ss_accessible_set_label(message, text) }
    }

    private func finish() {
        modal.close()
        intents.closed()
    }

    /// A name entry, its reading and a picture drop-down in a row.
    private static func nameAndPicture(name: String, reading: String, picture: ProfilePicture, words: Words)
        -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let entry = textEntry(name, label: words.text(ProfileText.playerName), placeholder: words.text(ProfileText.playerName), width: 12)
        let readingEntry = textEntry(reading, label: words.text(NameReadingText.reading),
                                     placeholder: words.text(NameReadingText.readingHint), width: 10)
        let names = ss_string_list_new()!
        for choice in ProfilePicture.allCases { gtk_string_list_append(names, words.picture(choice)) }
        let dropDown = gtk_drop_down_new(names, nil)!
        gtk_drop_down_set_selected(ss_drop_down(dropDown), guint(ProfilePicture.allCases.firstIndex(of: picture) ?? 0))
        // One width for every row's picture, so the rows line up; narrow enough that a row fits
        // a game window of 800 px.
        gtk_widget_set_size_request(dropDown, 160, -1)
        if let button = gtk_widget_get_first_child(dropDown) { ss_accessible_set_label(button, words.text(ProfileText.playerPicture)) }
        gtk_box_append(ss_box(row), entry)
        gtk_box_append(ss_box(row), readingEntry)
        gtk_box_append(ss_box(row), dropDown)
        return (entry, readingEntry, dropDown, row)
    }

    private static func textEntry(_ text: String, label: String, placeholder: String, width: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(ss_editable(entry), text)
        gtk_editable_set_width_chars(ss_editable(entry), width)
        ss_accessible_set_label(entry, label)
        gtk_entry_set_placeholder_text(UnsafeMutablePointer<GtkEntry>(OpaquePointer(entry)), placeholder)
        gtk_widget_set_hexpand(entry, 1)
        return entry
    }

    private static func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(ss_editable(entry)))
    }

    private static func picture(of dropDown: UnsafeMutablePointer<GtkWidget>) -> ProfilePicture {
        let index = Int(gtk_drop_down_get_selected(ss_drop_down(dropDown)))
        return ProfilePicture.allCases.indices.contains(index) ? ProfilePicture.allCases[index] : .cat
    }
}

/// The Players button of Settings: one call from SettingsWindow, which keeps the button in `kept`
/// to relabel it when the language changes.
@MainActor
enum PlayersSection {
    static func button(words: Words, in kept: inout UnsafeMutablePointer<GtkWidget>?,
                       open: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label("")!
        gtk_widget_set_halign(button, GTK_ALIGN_START)
        Signal.connect(button, "clicked", .plain, open)
        kept = button
        relabel(button, words: words)
        return button
    }

    static func relabel(_ button: UnsafeMutablePointer<GtkWidget>?, words: Words) {
        guard let button else { return }
        gtk_button_set_label(ss_button(button), words.text(ProfileText.players) + "…")
    }
}
