import CGtk
import ShapeShuffleCore

/// A child's picture drawn in its tile, at a fixed size: the Players window's choices and the
/// button that opens them. The button around it carries the name a screen reader says.
@MainActor
final class ProfilePictureTile: CairoDrawnWidgetOwner {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private let appearance: Appearance
    var picture: ProfilePicture {
        didSet { if picture != oldValue { gtk_widget_queue_draw(widget) } }
    }

    init(_ picture: ProfilePicture, appearance: Appearance, side: Int32) {
        self.picture = picture
        self.appearance = appearance
        handle = WidgetHandle(ss_widget_new_with_role(DrawnWidgetType.picture, GTK_ACCESSIBLE_ROLE_NONE))
        DrawnWidgetLink.attach(self, to: widget)
        gtk_widget_set_size_request(widget, side, side)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_focusable(widget, 0)
        gtk_widget_set_can_target(widget, 0)
    }

    isolated deinit {
        DrawnWidgetLink.detach(widget)
    }

    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        ProfilePicturePainter.drawTile(picture, on: cairo, side: min(width, height), appearance: appearance)
    }
}
