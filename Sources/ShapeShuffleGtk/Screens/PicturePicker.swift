import CGtk
import ShapeShuffleCore

/// A child's picture in the Players window: a button showing the picture drawn, with its name
/// under it, that opens a grid of every picture, each drawn with its name under it. Arrow keys,
/// Home and End move through the grid; Space, Enter or a click chooses; Escape closes it. The
/// chosen picture is the pressed toggle, as a screen reader reads it.
@MainActor
final class PicturePicker {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let shown: ProfilePictureTile
    private let shownName: UnsafeMutablePointer<GtkWidget>
    private var choices: [(picture: ProfilePicture, button: UnsafeMutablePointer<GtkWidget>, tile: ProfilePictureTile)] = []
    private let popover: UnsafeMutablePointer<GtkWidget>
    private let words: Words
    /// Names the button: "Picture for Mia: cat".
    private var owner: String?
    private var quiet = false
    private(set) var picture: ProfilePicture
    static let columns = 5

    init(_ picture: ProfilePicture, owner: String?, words: Words, appearance: Appearance,
         picked: @escaping @MainActor (ProfilePicture) -> Void) {
        self.picture = picture
        self.owner = owner
        self.words = words
        // Only the inner toggle is a button to a screen reader: GtkMenuButton is a button around
        // it, which read the same name twice.
        widget = ss_widget_new_with_role(gtk_menu_button_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
        widget.styled("picture-picker")
        let face = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        shown = ProfilePictureTile(picture, appearance: appearance, side: 40)
        shownName = gtk_label_new(words.picture(picture))!.styled("picture-name")
        gtk_label_set_ellipsize(ss_label(shownName), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(ss_label(shownName), 9)
        gtk_box_append(ss_box(face), shown.widget)
        gtk_box_append(ss_box(face), shownName)
        gtk_menu_button_set_child(Self.menuButton(widget), face)

        popover = gtk_popover_new()!
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(ss_grid(grid), 6)
        gtk_grid_set_column_spacing(ss_grid(grid), 6)
        for (index, choice) in ProfilePicture.allCases.enumerated() {
            let button = gtk_toggle_button_new()!.styled("picture-choice")
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            let tile = ProfilePictureTile(choice, appearance: appearance, side: 56)
            let name = gtk_label_new(words.picture(choice))!
            gtk_label_set_wrap(ss_label(name), 1)
            gtk_label_set_justify(ss_label(name), GTK_JUSTIFY_CENTER)
            gtk_label_set_max_width_chars(ss_label(name), 10)
            gtk_box_append(ss_box(box), tile.widget)
            gtk_box_append(ss_box(box), name)
            gtk_button_set_child(ss_button(button), box)
            ss_accessible_set_label(button, words.picture(choice))
            gtk_grid_attach(ss_grid(grid), button, Int32(index % Self.columns), Int32(index / Self.columns), 1, 1)
            choices.append((choice, button, tile))
            Signal.connect(button, .clicked) { [unowned self] in
                guard !quiet else { return }
                choose(choice)
                gtk_popover_popdown(ss_popover(popover))
                picked(choice)
            }
        }
        GridArrowKeys.attach(to: grid, columns: { Self.columns }, items: { [unowned self] in choices.map(\.button) })
        gtk_popover_set_child(ss_popover(popover), grid)
        // The button stands at the window's left edge: the grid opens towards the window's middle
        // rather than centred on the button, half of it beyond the window.
        gtk_popover_set_offset(ss_popover(popover), 220, 0)
        gtk_menu_button_set_popover(Self.menuButton(widget), popover)
        // The grid opens on the picture chosen, so arrows start from there.
        Signal.connect(popover, .map) { [unowned self] in
            if let chosen = choices.first(where: { $0.picture == self.picture }) { gtk_widget_grab_focus(chosen.button) }
        }
        choose(picture)
    }

    /// Shows `picture` as chosen, without reporting it as the grown-up's choice.
    func choose(_ picture: ProfilePicture) {
        self.picture = picture
        shown.picture = picture
        gtk_label_set_text(ss_label(shownName), words.picture(picture))
        quiet = true
        for choice in choices { gtk_toggle_button_set_active(ss_toggle_button(choice.button), choice.picture == picture ? 1 : 0) }
        quiet = false
        nameButton()
    }

    /// The child the picture stands for, after a rename; nil for the new player's.
    func rename(owner: String?) {
        self.owner = owner
        nameButton()
    }

    /// The focusable part: GTK 4.8 names a menu button's inner toggle after its type otherwise.
    var button: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_first_child(widget) }

    private func nameButton() {
        guard let button else { return }
        ss_accessible_set_label(button, words.pictureButtonName(owner: owner, picture: picture))
    }

    /// GtkMenuButton is a final type, which Swift sees only as an opaque pointer.
    private static func menuButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer { OpaquePointer(widget) }
}
