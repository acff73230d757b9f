import CGtk
import ShapeShuffleCore

/// The Swift side of a widget that draws itself: GTK calls back into it through the vfuncs below.
@MainActor
protocol DrawnWidgetOwner: AnyObject {
    /// Adds the widget's picture to `snapshot`. Owners redrawn often show kept drawings here
    /// (see `KeptDrawing`); the others draw with cairo (`CairoDrawnWidgetOwner`).
    func snapshot(_ snapshot: OpaquePointer, width: Double, height: Double)
    /// An installed widget action ran ("card.flip" …), from a key binding, a menu item or AT-SPI.
    func perform(action: String)
}

extension DrawnWidgetOwner {
    func perform(action: String) {}
}

/// A drawn widget whose picture is one cairo drawing, made again at each snapshot.
@MainActor
protocol CairoDrawnWidgetOwner: DrawnWidgetOwner {
    func draw(_ cairo: OpaquePointer, width: Double, height: Double)
}

extension CairoDrawnWidgetOwner {
    func snapshot(_ snapshot: OpaquePointer, width: Double, height: Double) {
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        draw(cairo, width: width, height: height)
        cairo_destroy(cairo)
    }
}

/// Links a GTK instance to its Swift owner without a retain cycle: the owner holds the widget,
/// the widget holds an unretained pointer back that the owner clears when it goes away.
@MainActor
enum DrawnWidgetLink {
    private static let key = "shape-shuffle-owner"

    static func attach(_ owner: DrawnWidgetOwner, to widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data(ss_object(widget), key, Unmanaged.passUnretained(owner as AnyObject).toOpaque())
    }

    static func detach(_ widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data(ss_object(widget), key, nil)
    }

    static func owner(of widget: UnsafeMutableRawPointer?) -> DrawnWidgetOwner? {
        guard let widget, let raw = g_object_get_data(ss_object(widget), key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? DrawnWidgetOwner
    }
}

/// Drawing vfunc shared by every self-drawn type: the Swift owner fills the snapshot.
private let snapshotThroughOwner: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    widget, snapshot in
    nonisolated(unsafe) let widget = widget, snapshot = snapshot
    MainActor.assumeIsolated {
        guard let widget, let snapshot, let owner = DrawnWidgetLink.owner(of: widget) else { return }
        let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
        guard width > 0, height > 0 else { return }
        owner.snapshot(snapshot, width: width, height: height)
    }
}

private let runInstalledAction: GtkWidgetActionActivateFunc = { widget, name, _ in
    nonisolated(unsafe) let widget = widget, name = name
    MainActor.assumeIsolated {
        guard let widget, let name else { return }
        DrawnWidgetLink.owner(of: widget)?.perform(action: String(cString: name))
    }
}

/// Popovers parented to a self-drawn widget (the card's actions menu) must be placed by it, but
/// only while its window lies on a monitor: a card re-laid out while its window is minimized or
/// off every screen (the window's size follows the layout rule) would have GTK 4.8 place the open
/// menu against no monitor, a critical. The menu is placed again at the next layout on screen.
private let allocateAndPresentPopovers: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gint, gint, gint) -> Void = {
    widget, _, _, _ in
    guard let widget, WidgetOnScreen.isOnAMonitor(widget) else { return }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(current)), gtk_popover_get_type()) != 0 {
            gtk_popover_present(ss_popover(current))
        }
        child = gtk_widget_get_next_sibling(current)
    }
}

private let unparentChildren: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    let widget = ss_widget(object)
    while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
    let parentClass = g_type_class_peek(gtk_widget_get_type())
    UnsafeMutablePointer<GObjectClass>(OpaquePointer(parentClass))?.pointee.dispose?(object)
}

/// The GTypes of our self-drawn widgets, registered once.
@MainActor
enum DrawnWidgetType {
    /// A card: a focusable widget with the button role and the installed actions flip, add and pin,
    /// which AT-SPI lists on the card. Space and Enter flip.
    static let card: GType = ss_register_widget_type("ShapeShuffleCard") { klass, _ in
        let widgetClass = ss_widget_class(klass)!
        setUpDrawing(widgetClass, cssName: "card", role: GTK_ACCESSIBLE_ROLE_BUTTON)
        for action in CardAction.allCases {
            gtk_widget_class_install_action(widgetClass, action.widgetActionName, nil, runInstalledAction)
        }
        let flip = GameAction.flipOrPress
        for accelerator in flip.keys + flip.unlistedKeys {
            let (keyval, modifiers) = GameAction.parse(accelerator)
            ss_class_bind_key(widgetClass, keyval, modifiers, CardAction.flip.widgetActionName)
        }
    }

    /// A picture or a board slot: drawn, readable, never focusable. The role is set per instance.
    static let picture: GType = ss_register_widget_type("ShapeShufflePicture") { klass, _ in
        setUpDrawing(ss_widget_class(klass)!, cssName: "picture", role: GTK_ACCESSIBLE_ROLE_IMG)
    }

    private nonisolated static func setUpDrawing(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>,
                                                 cssName: String, role: GtkAccessibleRole) {
        widgetClass.pointee.snapshot = snapshotThroughOwner
        widgetClass.pointee.size_allocate = allocateAndPresentPopovers
        UnsafeMutableRawPointer(widgetClass).assumingMemoryBound(to: GObjectClass.self).pointee.dispose = unparentChildren
        gtk_widget_class_set_css_name(widgetClass, cssName)
        gtk_widget_class_set_accessible_role(widgetClass, role)
    }
}
