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

/// Players, for the grown-ups (from Settings): each child's picture (drawn, chosen from a grid of
/// drawn pictures), name and how it is said, to change or remove; and, set apart under its own
/// heading, a new player to add, offered a picture no child has yet. Every change is saved as it
/// is made (a name once typing pauses, at Enter, or as the window closes), and "Saved" says so,
/// on screen and to a screen reader, on the field that was changed.
@MainActor
final class PlayersWindow {
    /// One child's row.
    private struct Row {
        let id: ProfileID
        let box: UnsafeMutablePointer<GtkWidget>
        let name: UnsafeMutablePointer<GtkWidget>
        let reading: UnsafeMutablePointer<GtkWidget>
        let picture: PicturePicker
        let remove: UnsafeMutablePointer<GtkWidget>
    }

    /// How long typing must pause before a name is saved: long enough not to save every letter.
    static let typingPause: UInt32 = 700

    private let modal: ModalWindow
    private let intents: PlayersIntents
    private let words: Words
    private let appearance: Appearance
    private let list: UnsafeMutablePointer<GtkWidget>
    private let message: UnsafeMutablePointer<GtkWidget>
    private var rows: [Row] = []
    private let addPicture: PicturePicker
    /// Each child's name waiting for typing to pause, and its timer.
    private var pending: [ProfileID: UInt32] = [:]

    init(over parent: UnsafeMutablePointer<GtkWindow>, roster: Roster, words: Words, appearance: Appearance,
         intents: PlayersIntents) {
        self.intents = intents
        self.words = words
        self.appearance = appearance
        modal = ModalWindow(title: words.text(ProfileText.players), over: parent)
        let page = DialogLayout.page(spacing: 12, margin: 18)
        page.styled("players")
        let title = gtk_label_new(words.text(ProfileText.players)).styled("dialog-title")
        gtk_widget_set_halign(title, GTK_ALIGN_START)
        gtk_box_append(ss_box(page), title)
        list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        // Many children scroll, so the window stays inside the game's.
        let rowsArea = ScrollingArea.wrap(list, horizontal: GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_height(ss_scrolled(rowsArea), 1)
        let window = ModalWindow.gameWindowSize(under: parent)
        gtk_scrolled_window_set_max_content_height(ss_scrolled(rowsArea), Int32(PlayersLayout.rowsHeight(window: window)))
        gtk_box_append(ss_box(page), rowsArea)
        message = ss_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_STATUS)!.styled("players-message")
        gtk_label_set_wrap(ss_label(message), 1)
        gtk_label_set_xalign(ss_label(message), 0)
        // A line is kept for it, shown or not, so nothing under it moves when it shows: a
        // click aimed at the new player's name never lands in another child's.
        DialogLayout.keepLine(of: message, as: words.text(ProfileText.saved))
        gtk_widget_set_opacity(message, 0)
        gtk_box_append(ss_box(page), message)

        // The new player, apart from the children: a heading, a frame, and its own button.
        let newPlayer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!.styled("new-player")
        let heading = HeadingLabel.make(words.text(ProfileText.newPlayer))
        gtk_label_set_xalign(ss_label(heading), 0)
        gtk_box_append(ss_box(newPlayer), heading)
        let addRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        addPicture = PicturePicker(ProfilePicture.firstUnused(in: roster), owner: nil, words: words, appearance: appearance,
                                   picked: { _ in })
        let addName = Self.textEntry("", label: words.text(ProfileText.playerName),
                                     placeholder: words.text(ProfileText.playerName), width: 12)
        let addReading = Self.textEntry("", label: words.text(NameReadingText.reading),
                                        placeholder: words.text(NameReadingText.readingHint), width: 10)
        let add = gtk_button_new_with_label(words.text(ProfileText.addPlayer))!.styled("suggested-action")
        gtk_widget_set_valign(add, GTK_ALIGN_CENTER)
        gtk_box_append(ss_box(addRow), addPicture.widget)
        gtk_box_append(ss_box(addRow), Self.fields([addName, addReading, add]))
        gtk_box_append(ss_box(newPlayer), addRow)
        gtk_box_append(ss_box(page), newPlayer)
        let addNow: @MainActor () -> Void = { [unowned self] in
            let refusal = intents.add(Self.text(of: addName), addPicture.picture, Self.text(of: addReading))
            show(refusal)
            if refusal == nil {
                gtk_editable_set_text(ss_editable(addName), "")
                gtk_editable_set_text(ss_editable(addReading), "")
                showSaved(on: add)
            }
        }
        Signal.connect(add, .clicked, addNow)
        Signal.connect(addName, .activate, addNow)

        let close = gtk_button_new_with_label(words.text(ProfileText.close))!.styled("big")
        gtk_widget_set_halign(close, GTK_ALIGN_END)
        Signal.connect(close, .clicked) { [unowned self] in finish() }
        gtk_box_append(ss_box(page), close)
        gtk_window_set_child(modal.window, page)
        gtk_window_set_default_size(modal.window, 760, -1)
        modal.whenEscaped { [unowned self] in finish() }
        show(roster: roster)
        modal.present(focusing: rows.first?.name ?? addName)
    }

    var window: UnsafeMutablePointer<GtkWindow> { modal.window }

    /// Shows the roster as it is now, one row per child. Rows of children still there are kept
    /// as they are (focus and what is being typed stay); only their names for a screen reader
    /// follow a rename.
    func show(roster: Roster) {
        if rows.map(\.id) == roster.profiles.map(\.id) {
            for (row, profile) in zip(rows, roster.profiles) {
                name(row, after: profile)
                row.picture.choose(profile.picture)
                gtk_widget_set_sensitive(row.remove, roster.allowsRemoval ? 1 : 0)
            }
        } else {
            let kept = Set(roster.profiles.map(\.id))
            for row in rows where !kept.contains(row.id) {
                cancelPending(row.id)
                gtk_box_remove(ss_box(list), row.box)
            }
            // A new child is always the last: the rows kept stay in place, new ones are added below.
            let before = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
            rows = roster.profiles.map { profile in
                guard let row = before[profile.id] else { return makeRow(for: profile, removable: roster.allowsRemoval) }
                name(row, after: profile)
                row.picture.choose(profile.picture)
                gtk_widget_set_sensitive(row.remove, roster.allowsRemoval ? 1 : 0)
                return row
            }
        }
        // A new player is offered a picture no child has yet, never the last one's.
        addPicture.choose(ProfilePicture.firstUnused(in: roster))
    }

    private func makeRow(for profile: Profile, removable: Bool) -> Row {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let id = profile.id
        let picture = PicturePicker(profile.picture, owner: words.displayName(profile), words: words, appearance: appearance,
                                    picked: { [unowned self] _ in save(id, from: rowPicker(id)) })
        let name = Self.textEntry(profile.name, label: "", placeholder: words.text(ProfileText.playerName), width: 12)
        let reading = Self.textEntry(profile.reading, label: "", placeholder: words.text(NameReadingText.readingHint), width: 10)
        let remove = gtk_button_new_with_label(words.text(ProfileText.removePlayer))!
        gtk_widget_set_valign(remove, GTK_ALIGN_CENTER)
        gtk_widget_set_sensitive(remove, removable ? 1 : 0)
        Signal.connect(remove, .clicked) { [unowned self] in
            cancelPending(id)
            intents.remove(id, modal.window)
        }
        for entry in [name, reading] {
            Signal.connect(entry, "changed", .plain) { [unowned self] in typed(id, in: entry) }
            Signal.connect(entry, .activate) { [unowned self] in save(id, from: entry) }
        }
        gtk_box_append(ss_box(box), picture.widget)
        gtk_box_append(ss_box(box), Self.fields([name, reading, remove]))
        gtk_box_append(ss_box(list), box)
        let row = Row(id: id, box: box, name: name, reading: reading, picture: picture, remove: remove)
        self.name(row, after: profile)
        return row
    }

    /// The row's names for a screen reader, which say whose they are: "Name Mia", "Remove player Mia".
    private func name(_ row: Row, after profile: Profile) {
        let shown = words.displayName(profile)
        ss_accessible_set_label(row.name, words.text(ProfileText.playerName) + " " + shown)
        ss_accessible_set_label(row.reading, words.text(NameReadingText.reading) + " " + shown)
        ss_accessible_set_label(row.remove, words.text(ProfileText.removePlayer) + " " + shown)
        row.picture.rename(owner: shown)
    }

    private func rowPicker(_ id: ProfileID) -> UnsafeMutablePointer<GtkWidget>? {
        rows.first { $0.id == id }?.picture.button
    }

    /// A letter typed: saved once typing pauses.
    private func typed(_ id: ProfileID, in entry: UnsafeMutablePointer<GtkWidget>) {
        cancelPending(id)
        // Weak: a window closed some other way than Close or Escape may be gone by then.
        pending[id] = MainLoop.after(milliseconds: Self.typingPause) { [weak self] in
            guard let self else { return }
            pending[id] = nil
            save(id, from: entry)
        }
    }

    private func cancelPending(_ id: ProfileID) {
        if let source = pending.removeValue(forKey: id) { MainLoop.cancel(source) }
    }

    /// Saves child `id`'s row as it stands; `source`, the field changed, is where "Saved" is said.
    private func save(_ id: ProfileID, from source: UnsafeMutablePointer<GtkWidget>?) {
        cancelPending(id)
        guard let row = rows.first(where: { $0.id == id }) else { return }
        let refusal = intents.rename(id, Self.text(of: row.name), row.picture.picture, Self.text(of: row.reading))
        if let refusal { return show(refusal) }
        showSaved(on: source)
    }

    /// "Saved" under the rows, and as the changed field's description, which a screen reader
    /// says on the field that has focus (GTK 4.8 has no announcements).
    private func showSaved(on source: UnsafeMutablePointer<GtkWidget>?) {
        show(words.text(ProfileText.saved))
        guard let source else { return }
        // Emptied first, so a second save on the same field is a change a screen reader says again.
        ss_accessible_set_description(source, "")
        ss_accessible_set_description(source, words.text(ProfileText.saved))
    }

    /// A refusal, a failure or "Saved" under the rows; nil hides it.
    func show(_ text: String?) {
        gtk_label_set_text(ss_label(message), text ?? "")
        gtk_widget_set_opacity(message, text == nil ? 0 : 1)
        ss_accessible_set_label(message, text ?? "")
    }

    private func finish() {
        // A name still waiting for typing to pause is saved, not lost.
        for (id, _) in pending {
            save(id, from: nil)
        }
        modal.close()
        intents.closed()
    }

    /// A row's fields beside its picture, in a box as tall as the picture: GTK orders Tab by
    /// each widget's middle, and a picture taller than the fields by an odd pixel would
    /// otherwise come after them.
    private static func fields(_ widgets: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_hexpand(box, 1)
        gtk_widget_set_valign(box, GTK_ALIGN_FILL)
        for widget in widgets { gtk_box_append(ss_box(box), widget) }
        return box
    }

    private static func textEntry(_ text: String, label: String, placeholder: String, width: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(ss_editable(entry), text)
        gtk_editable_set_width_chars(ss_editable(entry), width)
        if !label.isEmpty { ss_accessible_set_label(entry, label) }
        gtk_entry_set_placeholder_text(UnsafeMutablePointer<GtkEntry>(OpaquePointer(entry)), placeholder)
        gtk_widget_set_hexpand(entry, 1)
        gtk_widget_set_valign(entry, GTK_ALIGN_CENTER)
        return entry
    }

    private static func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(ss_editable(entry)))
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
        Signal.connect(button, .clicked, open)
        kept = button
        relabel(button, words: words)
        return button
    }

    static func relabel(_ button: UnsafeMutablePointer<GtkWidget>?, words: Words) {
        guard let button else { return }
        gtk_button_set_label(ss_button(button), words.text(ProfileText.players) + "…")
    }
}
