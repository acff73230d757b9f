import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// A debugging aid, on only when SHAPE_SHUFFLE_TRACE_WIDGETS is set: every window and popover that
/// is shown, hidden, mapped or unmapped, every popover that closes and every focus change is
/// written to stderr, with the time, so that a GTK critical in a key storm can be read against
/// what opened and closed just before it. It uses signal emission hooks, which see every instance
/// of a type without connecting to any. The lines keep printf's forms (`%.3f` seconds, `%p`
/// addresses), which the end-to-end tests read.
enum WidgetTrace {
    /// Marks a window whose focus changes are already traced.
    private static let focusTracedKey = "ss-trace-focus"

    /// Installs the hooks (once GTK is initialised).
    @MainActor
    static func install() {
        _ = g_type_class_ref(gtk_popover_get_type())
        _ = g_type_class_ref(gtk_window_get_type())
        for name in ["show", "hide", "map", "unmap", "realize", "unrealize"] {
            g_signal_add_emission_hook(g_signal_lookup(name, gtk_widget_get_type()), 0, nativeHook, nil, nil)
        }
        g_signal_add_emission_hook(g_signal_lookup("closed", gtk_popover_get_type()), 0, nativeHook, nil, nil)
        g_signal_add_emission_hook(g_signal_lookup("realize", gtk_widget_get_type()), 0, windowHook, nil, nil)
    }

    private static let nativeHook: GSignalEmissionHook = { hint, _, values, _ in
        guard let hint, let values, let object = g_value_get_object(values) else { return 1 }
        let signal = String(cString: g_signal_name(hint.pointee.signal_id))
        let isWidget = isInstance(object, of: gtk_widget_get_type())
        let isNative = isInstance(object, of: gtk_native_get_type())
        // A child's dialog inside the game's window is no window of its own: it is told by its
        // role, and named by its title (the widget's name).
        if isWidget, !isNative, gtk_accessible_get_accessible_role(OpaquePointer(object)) == GTK_ACCESSIBLE_ROLE_DIALOG {
            write("trace \(now()) \(signal) \(typeName(object)) \(address(object)) \"\(String(cString: gtk_widget_get_name(ss_widget(object))))\"")
            return 1
        }
        guard isNative else { return 1 }
        let widget = ss_widget(object)!
        let parent = gtk_widget_get_parent(widget)
        let root = parent != nil ? gtk_widget_get_root(widget) : nil
        let surface = gtk_native_get_surface(OpaquePointer(widget))
        var minimized = ""
        if let surface, isInstance(UnsafeMutableRawPointer(surface), of: gdk_toplevel_get_type()),
           gdk_toplevel_get_state(surface).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0 {
            minimized = " minimized"
        }
        let mapped = surface.map { gdk_surface_get_mapped($0) != 0 } ?? false
        write("trace \(now()) \(signal) \(describe(widget)) parent \(describe(parent)) root \(describe(root.map { ss_widget(UnsafeMutableRawPointer($0)) }))"
              + " surface \(address(surface.map { UnsafeMutableRawPointer($0) }))\(mapped ? " mapped" : "")\(minimized)")
        // Where a popover will be laid out: its parent widget within the window, and whether GDK
        // finds the window on a monitor.
        if ss_is_popover(object) != 0, let root {
            let top = gtk_native_get_surface(root)
            var at = graphene_rect_t(origin: graphene_point_t(x: -1, y: -1), size: graphene_size_t(width: 0, height: 0))
            let placed = gtk_widget_compute_bounds(parent, ss_widget(UnsafeMutableRawPointer(root)), &at) != 0
            let monitor = top.flatMap { gdk_surface_is_destroyed($0) == 0
                ? gdk_display_get_monitor_at_surface(gtk_widget_get_display(widget), $0) : nil }
            let width = top.map { gdk_surface_get_width($0) } ?? 0
            let height = top.map { gdk_surface_get_height($0) } ?? 0
            write("trace   window surface \(address(top.map { UnsafeMutableRawPointer($0) })) \(width)x\(height)"
                  + " on monitor \(address(monitor.map { UnsafeMutableRawPointer($0) })); parent widget \(placed ? "placed" : "NOT placed")"
                  + " at \(whole(at.origin.x)),\(whole(at.origin.y)) \(whole(at.size.width))x\(whole(at.size.height))")
        }
        return 1
    }

    private static let windowHook: GSignalEmissionHook = { _, _, values, _ in
        guard let values, let object = g_value_get_object(values), isInstance(object, of: gtk_window_get_type()),
              g_object_get_data(ss_object(object), focusTracedKey) == nil else { return 1 }
        g_object_set_data(ss_object(object), focusTracedKey, object)
        nonisolated(unsafe) let window = object
        _ = MainActor.assumeIsolated {
            Signal.connect(window, "notify::focus-widget", .ignoringOne) {
                let focus = gtk_window_get_focus(ss_window(window))
                write("trace \(now()) focus \(describe(focus)) in \(describe(ss_widget(window)))")
            }
        }
        return 1
    }

    /// A widget as `GtkWindow 0x… "Title"`: its type, its address and a window's title.
    private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String {
        guard let widget else { return "-" }
        let object = UnsafeMutableRawPointer(widget)
        let title = isInstance(object, of: gtk_window_get_type()) ? gtk_window_get_title(ss_window(object)) : nil
        return "\(typeName(object)) \(address(object))" + (title.map { " \"\(String(cString: $0))\"" } ?? "")
    }

    private static func typeName(_ object: UnsafeMutableRawPointer) -> String {
        String(cString: g_type_name_from_instance(object.assumingMemoryBound(to: GTypeInstance.self)))
    }

    /// As printf's `%p` writes it.
    private static func address(_ pointer: UnsafeMutableRawPointer?) -> String {
        guard let pointer else { return "(nil)" }
        return "0x" + String(UInt(bitPattern: pointer), radix: 16)
    }

    /// Seconds of the monotonic clock, as `%.3f` writes them.
    private static func now() -> String {
        let milliseconds = (g_get_monotonic_time() + 500) / 1000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// As `%.0f` writes it.
    private static func whole(_ value: Float) -> String { String(Int(value.rounded(.toNearestOrEven))) }

    /// One write a line, so each reaches stderr whole, between GLib's own messages.
    private static func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
