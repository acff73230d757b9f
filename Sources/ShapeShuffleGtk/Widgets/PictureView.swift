import CGtk
import ShapeShuffleCore

/// A drawn element that is read but never focused: a prompt picture (image role) or a board slot.
@MainActor
final class PictureView: CairoDrawnWidgetOwner {
    enum Content {
        /// One object of the prompt: a shape in a colour, big or small.
        case object(Prompt)
        case slot(Slot, caption: String)
    }

    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private var content: Content
    private var appearance: Appearance
    private let accessibleText = AccessibleText()

    init(_ content: Content, described: AccessibleDescription, size: (width: Int32, height: Int32), appearance: Appearance) {
        self.content = content
        self.appearance = appearance
        handle = WidgetHandle(ss_widget_new_with_role(DrawnWidgetType.picture, described.role.gtkRole))
        DrawnWidgetLink.attach(self, to: widget)
        gtk_widget_set_size_request(widget, size.width, size.height)
        gtk_widget_set_focusable(widget, 0)
        show(content, described: described, appearance: appearance)
    }

    isolated deinit {
        DrawnWidgetLink.detach(widget)
    }

    func show(_ content: Content, described: AccessibleDescription, appearance: Appearance) {
        self.content = content
        self.appearance = appearance
        accessibleText.apply(name: described.name, description: described.description, to: widget)
        gtk_widget_queue_draw(widget)
    }

    /// A slot's caption size, from the layout.
    private var captionFontSize = 16.0

    func resize(width: Double, height: Double, captionFontSize: Double? = nil) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
        if let captionFontSize, captionFontSize != self.captionFontSize {
            self.captionFontSize = captionFontSize
            gtk_widget_queue_draw(widget)
        }
    }

    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        switch content {
        case .object(let prompt):
            drawObject(prompt, on: cairo, width: width, height: height)
        case .slot(let slot, let caption):
            SlotPainter.draw(slot, caption: caption, captionFontSize: captionFontSize, on: cairo, width: width, height: height,
                             appearance: appearance)
        }
    }

    /// One object of the prompt: its shape painted in its colour, at its size beside the other size
    /// when the prompt names one (as a size card shows it), then what else describes it.
    private func drawObject(_ prompt: Prompt, on cairo: OpaquePointer, width: Double, height: Double) {
        let full = Rect(x: 4, y: 4, width: width - 8, height: height - 8)
        let sized = prompt.size.map { SizeFace($0, in: full) }
        PaintPainter.paint(ShapeOutline.path(for: prompt.shape, in: sized?.namedRect ?? full), colour: prompt.colour,
                           on: cairo, appearance: appearance)
        // No `default:`: a new kind of card that describes the object is a compile error here until
        // the picture shows it.
        for requirement in prompt.describing {
            switch requirement {
            case .size: if let sized { drawOtherSize(sized, of: prompt.shape, on: cairo) }
            case .count, .colour, .shape: break
            }
        }
    }

    /// Big or small only shows beside the other size: its outline, dashed, on the same floor.
    private func drawOtherSize(_ face: SizeFace, of shape: Shape, on cairo: OpaquePointer) {
        cairo_save(cairo)
        var dashes: [Double] = [5, 4]
        cairo_set_dash(cairo, &dashes, 2, 0)
        CairoPath.stroke(ShapeOutline.path(for: shape, in: face.otherRect.insetBy(1.5)), on: cairo,
                         appearance.theme.shapeInk, width: 3)
        cairo_restore(cairo)
    }
}
