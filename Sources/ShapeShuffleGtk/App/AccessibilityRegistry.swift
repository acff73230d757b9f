import CGtk
import Glibc

/// The AT-SPI registry, the directory through which screen readers find programs, asked whether
/// it lists this program yet. GTK 4.8 registers with it asynchronously and says nothing when it
/// is done, and a screen reader drops every event a program sends before then.
@MainActor
final class AccessibilityRegistry {
    private let connection: OpaquePointer
    /// Each question may wait this long for its answer, so the window never stalls for longer.
    private static let timeoutMilliseconds: Int32 = 100

    /// Connects to the accessibility bus, or nil when there is none (no desktop accessibility).
    init?() {
        guard let address = Self.busAddress() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let made = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        connection = made
    }

    isolated deinit {
        g_dbus_connection_close(connection, nil, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Whether the registry's desktop has this process among its applications.
    func listsThisProcess() -> Bool {
        guard let reply = call("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                               "org.a11y.atspi.Accessible", "GetChildren", nil) else { return false }
        defer { g_variant_unref(reply) }
        let children = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(children) }
        let me = UInt32(getpid())
        for index in 0..<g_variant_n_children(children) {
            let child = g_variant_get_child_value(children, index)!
            let nameValue = g_variant_get_child_value(child, 0)!
            let name = String(cString: g_variant_get_string(nameValue, nil))
            g_variant_unref(nameValue)
            g_variant_unref(child)
            if processID(ofBusName: name) == me { return true }
        }
        return false
    }

    private func processID(ofBusName name: String) -> UInt32? {
        var argument: OpaquePointer? = g_variant_new_string(name)
        let parameters = g_variant_new_tuple(&argument, 1)
        guard let reply = call("org.freedesktop.DBus", "/org/freedesktop/DBus",
                               "org.freedesktop.DBus", "GetConnectionUnixProcessID", parameters) else { return nil }
        defer { g_variant_unref(reply) }
        let value = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(value) }
        return g_variant_get_uint32(value)
    }

    /// A method call's reply, or nil if it failed or took too long.
    private func call(_ destination: String, _ path: String,
                      _ interface: String, _ method: String,
                      _ parameters: OpaquePointer?) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(connection, destination, path, interface, method, parameters, nil,
                                                G_DBUS_CALL_FLAGS_NONE, Self.timeoutMilliseconds, nil, &error)
        g_clear_error(&error)
        return reply
    }

    /// Where the accessibility bus is: AT_SPI_BUS_ADDRESS if set, as GTK reads it, else the
    /// session bus's org.a11y.Bus.
    private static func busAddress() -> String? {
        if let set = getenv("AT_SPI_BUS_ADDRESS"), set.pointee != 0 { return String(cString: set) }
        var error: UnsafeMutablePointer<GError>?
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        let reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                                                nil, nil, G_DBUS_CALL_FLAGS_NONE, timeoutMilliseconds, nil, &error)
        g_clear_error(&error)
        guard let reply else { return nil }
        defer { g_variant_unref(reply) }
        let value = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }
}
