import CGtk
import ShapeShuffleCore

/// Well done's stars, drawn as large as the window makes them (`WellDoneLayout`), filling one
/// after another with gold; at once with reduced motion. A screen reader reads them as words
/// ("2 of 3 stars"), not as pictures.
@MainActor
final class WellDoneStars: CairoDrawnWidgetOwner {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private let earned: Int
    private let layout: WellDoneLayout
    private let theme: Theme
    private var filled: Int
    private var timer: UInt32 = 0

    init(earned: Int, named name: String, layout: WellDoneLayout, appearance: Appearance) {
        self.earned = earned
        self.layout = layout
        theme = appearance.theme
        filled = appearance.reducedMotion ? earned : 0
        let drawn = ss_widget_new_with_role(DrawnWidgetType.picture, GTK_ACCESSIBLE_ROLE_IMG)!
        handle = WidgetHandle(drawn)
        ss_accessible_set_label(drawn, name)
        gtk_widget_set_halign(drawn, GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(drawn, Int32(layout.row.width.rounded(.up)), Int32(layout.row.height.rounded(.up)))
        DrawnWidgetLink.attach(self, to: drawn)
        if filled < earned { fillNext() }
    }

    isolated deinit {
        MainLoop.cancel(timer)
        DrawnWidgetLink.detach(handle.pointer)
    }

    private func fillNext() {
        timer = MainLoop.after(milliseconds: UInt32(WellDoneLayout.starFillMilliseconds)) { [weak self] in
            guard let self else { return }
            timer = 0
            filled += 1
            gtk_widget_queue_draw(widget)
            if filled < earned { fillNext() }
        }
    }

    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        let left = (width - layout.row.width) / 2, top = (height - layout.row.height) / 2
        let line = layout.line
        for index in 0..<Stars.maximum {
            let place = layout.starShapeRect(index)
            let box = Rect(x: left + place.x, y: top + place.y, width: place.width, height: place.height)
            let star = ShapeOutline.path(for: .star, in: box)
            CairoPath.fill(star, on: cairo, index < filled ? theme.starEarned : theme.cardFace)
            CairoPath.stroke(star, on: cairo, index < earned ? theme.starEarnedEdge : theme.shapeInk, width: line)
        }
    }
}
