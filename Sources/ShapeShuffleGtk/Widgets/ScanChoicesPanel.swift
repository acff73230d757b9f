import CGtk
import ShapeShuffleCore

/// The choices of a scanned card too small to hold them as pictures a child makes out, drawn on a
/// panel laid over it and the cards around it while they are open. Only drawn: the card keeps
/// focus and says its choices, and the pointer and the accessibility tree pass through.
@MainActor
final class ScanChoicesPanel: CairoDrawnWidgetOwner {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private var offer: ScanOffer?
    private var appearance: Appearance

    init(appearance: Appearance) {
        self.appearance = appearance
        handle = WidgetHandle(ss_widget_new_with_role(DrawnWidgetType.picture, GTK_ACCESSIBLE_ROLE_PRESENTATION))
        DrawnWidgetLink.attach(self, to: widget)
        gtk_widget_set_focusable(widget, 0)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_widget_set_visible(widget, 0)
    }

    isolated deinit {
        DrawnWidgetLink.detach(widget)
    }

    /// Shows `offer` on a panel at `frame`, in the coordinates of the overlay it lies on.
    func show(_ offer: ScanOffer, at frame: Rect, appearance: Appearance) {
        self.offer = offer
        self.appearance = appearance
        gtk_widget_set_margin_start(widget, Int32(frame.x.rounded()))
        gtk_widget_set_margin_top(widget, Int32(frame.y.rounded()))
        gtk_widget_set_size_request(widget, Int32(frame.width.rounded()), Int32(frame.height.rounded()))
        gtk_widget_set_visible(widget, 1)
        gtk_widget_queue_draw(widget)
    }

    func hide() {
        offer = nil
        gtk_widget_set_visible(widget, 0)
    }

    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        guard let offer else { return }
        ScanChoicesPainter.drawPanel(offer, width: width, height: height, on: cairo, appearance: appearance)
    }
}
