import CGtk

/// An application action with its accelerators. Enabled state is driven by the front
/// (A and P only while a card has focus), and GTK shows disabled actions as disabled.
@MainActor
final class AppAction {
    let name: String
    let pointer: OpaquePointer

    init(_ name: String, in application: UnsafeMutablePointer<GtkApplication>, accelerators: [String] = [],
         _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        pointer = g_simple_action_new(name, nil)
        Signal.connect(UnsafeMutableRawPointer(pointer), .actionActivate, handler)
        g_action_map_add_action(ss_action_map(application), pointer)
        setAccelerators(accelerators, in: application)
    }

    var isEnabled: Bool {
        get { g_action_get_enabled(pointer) != 0 }
        set { if newValue != isEnabled { g_simple_action_set_enabled(pointer, newValue ? 1 : 0) } }
    }

    var detailedName: String { "app.\(name)" }

    func setAccelerators(_ accelerators: [String], in application: UnsafeMutablePointer<GtkApplication>) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(application, detailedName, $0) }
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// The accelerators an action has now (GTK syntax, in the order they were set): what the menus
    /// and the shortcuts window show, so they cannot drift from the keys that really work.
    static func accelerators(of detailedName: String, in application: UnsafeMutablePointer<GtkApplication>) -> [String] {
        guard let accelerators = gtk_application_get_accels_for_action(application, detailedName) else { return [] }
        defer { g_strfreev(accelerators) }
        var found: [String] = []
        var next = accelerators
        while let accelerator = next.pointee {
            found.append(String(cString: accelerator))
            next += 1
        }
        return found
    }
}

/// Calls `body` with a NULL-terminated C array of strings that lives for the call.
func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let duplicates = strings.map { strdup($0) }
    defer { duplicates.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = duplicates.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { body(UnsafePointer($0.baseAddress!)) }
}
