import CGtk
import ShapeShuffleCore

/// What "Who is playing?" asks of the game.
struct ChooserIntents {
    var choose: @MainActor (ProfileID) -> Void
}

/// One child's button: a real GtkButton (Space, Enter, click, AT-SPI's click and switch scanning
/// all work as on Home) whose face is the child's picture with the name under it.
@MainActor
final class ProfileButton: CairoDrawnWidgetOwner {
    private let handle: WidgetHandle
    private let faceHandle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    let profile: Profile
    var appearance: Appearance { didSet { gtk_widget_queue_draw(faceHandle.pointer) } }
    private var shownName: String
    private let accessibleText = AccessibleText()

    init(profile: Profile, appearance: Appearance, size: Extent, onPress: @escaping @MainActor () -> Void) {
        self.profile = profile
        self.appearance = appearance
        shownName = appearance.words.displayName(profile)
        handle = WidgetHandle(gtk_button_new())
        faceHandle = WidgetHandle(ss_widget_new_with_role(DrawnWidgetType.picture, GTK_ACCESSIBLE_ROLE_NONE))
        DrawnWidgetLink.attach(self, to: faceHandle.pointer)
        gtk_button_set_child(ss_button(widget), faceHandle.pointer)
        widget.styled("shaped")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        resize(size)
        Signal.connect(widget, .clicked, onPress)
        Signal.connect(widget, .stateFlagsChanged) { [faceHandle] in gtk_widget_queue_draw(faceHandle.pointer) }
    }

    isolated deinit {
        DrawnWidgetLink.detach(faceHandle.pointer)
    }

    func resize(_ size: Extent) {
        gtk_widget_set_size_request(faceHandle.pointer, Int32(size.width), Int32(size.height))
    }

    /// The name ("Mia, cat") and the words under the picture, in the language now.
    func relabel(words: Words, description: String) {
        shownName = words.displayName(profile)
        accessibleText.apply(name: words.profileButtonName(profile), description: description, to: widget)
        gtk_widget_queue_draw(faceHandle.pointer)
    }

    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        ProfilePicturePainter.draw(profile.picture, name: shownName, on: cairo, width: width, height: height,
                                   appearance: appearance, focusVisible: WidgetOnScreen.hasVisibleFocus(widget))
    }
}

/// "Who is playing?": the title, then one big picture button per child, chosen by keyboard (Tab,
/// arrows, Space, Enter), mouse, one switch or a screen reader.
@MainActor
final class WhoIsPlayingScreen {
    private let rootHandle: WidgetHandle
    var root: UnsafeMutablePointer<GtkWidget> { rootHandle.pointer }
    private let title: UnsafeMutablePointer<GtkWidget>
    private let grid: UnsafeMutablePointer<GtkWidget>
    private(set) var buttons: [ProfileButton] = []
    private var layout: ProfileChooserLayout

    init(roster: Roster, appearance: Appearance, layout: ProfileChooserLayout, intents: ChooserIntents) {
        self.layout = layout
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        rootHandle = WidgetHandle(root)
        title = gtk_label_new(appearance.words.text(ProfileText.whoIsPlaying)).styled("title")
        gtk_widget_set_margin_top(title, 24)
        gtk_box_append(ss_box(root), title)
        grid = EvenGrid.make(valign: GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(grid, 1)
        for profile in roster.profiles {
            let button = ProfileButton(profile: profile, appearance: appearance, size: layout.button) {
                intents.choose(profile.id)
            }
            buttons.append(button)
        }
        attachButtons()
        GridArrowKeys.attach(to: grid, columns: { [unowned self] in self.layout.columns }) { [unowned self] in buttons.map(\.widget) }
        gtk_box_append(ss_box(root), ScrollingArea.wrap(grid, horizontal: GTK_POLICY_NEVER))
        refresh(appearance: appearance)
    }

    private func attachButtons() {
        gtk_grid_set_column_spacing(ss_grid(grid), guint(layout.spacing))
        gtk_grid_set_row_spacing(ss_grid(grid), guint(layout.spacing))
        for (index, button) in buttons.enumerated() {
            if gtk_widget_get_parent(button.widget) != nil {
                EvenGrid.move(button.widget, in: grid, column: index % layout.columns, row: index / layout.columns)
            } else {
                gtk_grid_attach(ss_grid(grid), button.widget, Int32(index % layout.columns), Int32(index / layout.columns), 1, 1)
            }
        }
    }

    /// New language or look, without a rebuild.
    func refresh(appearance: Appearance) {
        let words = appearance.words
        gtk_label_set_text(ss_label(title), words.text(ProfileText.whoIsPlaying))
        for button in buttons {
            button.appearance = appearance
            button.relabel(words: words, description: words.text(ProfileText.whoIsPlaying))
        }
    }

    func apply(_ layout: ProfileChooserLayout) {
        guard layout != self.layout else { return }
        let columnsChanged = layout.columns != self.layout.columns
        self.layout = layout
        for button in buttons { button.resize(layout.button) }
        if columnsChanged { attachButtons() }
    }

    /// The child whose button `widget` is.
    func profile(at widget: UnsafeMutablePointer<GtkWidget>?) -> Profile? {
        buttons.first { $0.widget == widget }?.profile
    }

    func button(for id: ProfileID) -> UnsafeMutablePointer<GtkWidget>? {
        buttons.first { $0.profile.id == id }?.widget
    }
}
