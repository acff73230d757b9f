import CGtk
import ShapeShuffleCore

/// Which child is playing, when several share the computer: their picture, small, and their name.
/// A screen reader meets it as one label ("Playing: Mia"), not as a picture and a word apart.
/// With one child it is hidden and takes no room.
@MainActor
final class PlayerBadge: CairoDrawnWidgetOwner {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private let pictureHandle: WidgetHandle
    private let name: UnsafeMutablePointer<GtkWidget>
    private let accessibleText = AccessibleText()
    private var profile: Profile?
    private var appearance: Appearance

    init(appearance: Appearance, side: Double) {
        self.appearance = appearance
        let box = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_LABEL)!
        handle = WidgetHandle(box)
        gtk_box_set_spacing(ss_box(box), 8)
        box.styled("player-badge")
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        let picture = ss_widget_new_with_role(DrawnWidgetType.picture, GTK_ACCESSIBLE_ROLE_NONE)!
        pictureHandle = WidgetHandle(picture)
        // The badge's own name says the whole; the shown name would only repeat it.
        let name = ss_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_NONE)!.styled("heading")
        self.name = name
        gtk_label_set_ellipsize(ss_label(name), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(ss_label(name), 12)
        gtk_label_set_single_line_mode(ss_label(name), 1)
        gtk_box_append(ss_box(box), picture)
        gtk_box_append(ss_box(box), name)
        DrawnWidgetLink.attach(self, to: picture)
        resize(side: side)
        gtk_widget_set_visible(widget, 0)
    }

    isolated deinit {
        DrawnWidgetLink.detach(pictureHandle.pointer)
    }

    func resize(side: Double) {
        gtk_widget_set_size_request(pictureHandle.pointer, Int32(side), Int32(side))
    }

    /// Names `profile` as playing, or hides the badge for nil (one child, or none).
    func show(_ profile: Profile?, words: Words, appearance: Appearance) {
        self.profile = profile
        self.appearance = appearance
        gtk_widget_set_visible(widget, profile == nil ? 0 : 1)
        guard let profile else { return }
        gtk_label_set_text(ss_label(name), words.displayName(profile))
        accessibleText.apply(name: words.playing(profile), description: "", to: widget)
        gtk_widget_queue_draw(pictureHandle.pointer)
    }

    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        guard let profile else { return }
        ProfilePicturePainter.drawTile(profile.picture, on: cairo, side: min(width, height), appearance: appearance)
    }
}
