import CGtk

/// Tells when this program has joined the AT-SPI registry, so a screen reader can be told what has
/// focus at start-up. GTK 4.8 sends the window's activation and the first focus before the
/// registry knows the program: Orca finds those objects dead and says nothing until a key is
/// pressed. The registry announces each new program with `ChildrenChanged` on its desktop; the
/// one whose D-Bus peer has our process id is us.
@MainActor
final class AccessibilityRegistration {
    private var connection: OpaquePointer?
    private var subscription: guint = 0
    private var onRegistered: (@MainActor () -> Void)?

    /// Calls `onRegistered` once, on the main loop, after the registry has announced us. Does
    /// nothing where there is no accessibility bus. Sets up synchronously, as GTK itself does,
    /// so the subscription is in place before GTK registers the first window.
    init(onRegistered: @escaping @MainActor () -> Void) {
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        guard let reply = g_dbus_connection_call_sync(
            session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil,
            G_DBUS_CALL_FLAGS_NO_AUTO_START, 500, nil, nil)
        else { return }
        let address = DBusVariants.newStringChild(of: reply)
        g_variant_unref(reply)
        guard let address else { return }
        defer { g_free(address) }
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, nil) else { return }
        self.connection = connection
        self.onRegistered = onRegistered
        let added: GDBusSignalCallback = { connection, _, _, _, _, parameters, data in
            guard let connection, let parameters, let data, let peer = DBusVariants.newAddedChildBusName(in: parameters) else { return }
            defer { g_free(peer) }
            // Which process is that peer? Ask the bus, without waiting on it.
            let answered: GAsyncReadyCallback = { source, result, data in
                let watch = Unmanaged<AccessibilityRegistration>.fromOpaque(data!).takeRetainedValue()
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, nil)
                let pid = reply.map { DBusVariants.uint32Child(of: $0) } ?? 0
                if let reply { g_variant_unref(reply) }
                MainActor.assumeIsolated { if pid == UInt32(getpid()) { watch.registered() } }
            }
            let watch = Unmanaged<AccessibilityRegistration>.fromOpaque(data).retain().toOpaque()
            g_dbus_connection_call(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                   "GetConnectionUnixProcessID", DBusVariants.stringTuple(peer), nil,
                                   G_DBUS_CALL_FLAGS_NONE, 1000, nil, answered, watch)
        }
        subscription = g_dbus_connection_signal_subscribe(
            connection, nil, "org.a11y.atspi.Event.Object", "ChildrenChanged", "/org/a11y/atspi/accessible/root",
            "add", G_DBUS_SIGNAL_FLAGS_NONE, added, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    isolated deinit { stop() }

    /// False where there is no accessibility bus to watch: nothing will be announced.
    var isWatching: Bool { connection != nil }

    private func registered() {
        guard let onRegistered else { return }
        self.onRegistered = nil
        onRegistered()
        stop()
    }

    private func stop() {
        guard let connection else { return }
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        subscription = 0
        g_dbus_connection_close(connection, nil, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
        self.connection = nil
    }
}
