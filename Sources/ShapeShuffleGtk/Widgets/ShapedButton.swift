import CGtk
import ShapeShuffleCore

/// A real GtkButton (so Space, Enter, click and AT-SPI's "click" all work as everywhere in GNOME)
/// whose face is drawn in a shape, with a focus ring that follows that shape.
@MainActor
final class ShapedButton: CairoDrawnWidgetOwner {
    private let handle: WidgetHandle
    private let faceHandle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    var face: ButtonFace { didSet { gtk_widget_queue_draw(faceHandle.pointer) } }
    var appearance: Appearance { didSet { gtk_widget_queue_draw(faceHandle.pointer) } }
    let ring: FocusRingShape
    private let accessibleText = AccessibleText()

    init(face: ButtonFace, ring: FocusRingShape, size: (width: Int32, height: Int32), appearance: Appearance,
         onPress: @escaping @MainActor () -> Void) {
        self.face = face
        self.ring = ring
        self.appearance = appearance
        handle = WidgetHandle(gtk_button_new())
        // The face is only paint: no role of its own, so the tree shows just the button.
        faceHandle = WidgetHandle(ss_widget_new_with_role(DrawnWidgetType.picture, GTK_ACCESSIBLE_ROLE_NONE))
        DrawnWidgetLink.attach(self, to: faceHandle.pointer)
        gtk_widget_set_size_request(faceHandle.pointer, size.width, size.height)
        gtk_button_set_child(ss_button(widget), faceHandle.pointer)
        widget.styled("shaped")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        Signal.connect(widget, .clicked, onPress)
        Signal.connect(widget, .stateFlagsChanged) { [faceHandle] in
            gtk_widget_queue_draw(faceHandle.pointer)
        }
    }

    isolated deinit {
        DrawnWidgetLink.detach(faceHandle.pointer)
    }

    func describe(_ described: AccessibleDescription) {
        accessibleText.apply(name: described.name, description: described.description, to: widget)
    }

    /// A new size for the drawn face (the window grew or shrank).
    func resize(width: Double, height: Double) {
        gtk_widget_set_size_request(faceHandle.pointer, Int32(width), Int32(height))
    }

    /// Says `described` again through the screen reader, even if nothing changed since last time.
    func announce(_ described: AccessibleDescription) {
        accessibleText.reannounce(description: described.description, to: widget)
    }

    /// Painted afresh at each snapshot, unlike a card's kept drawing: Home's first frame, which
    /// start-up is timed to, drew no sooner with kept drawings or textures (measured), and a
    /// Tab on Home repaints only two buttons.
    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        ButtonFacePainter.draw(face, ring: ring, on: cairo, width: width, height: height,
                               appearance: appearance, focusVisible: WidgetOnScreen.hasVisibleFocus(widget))
    }
}
