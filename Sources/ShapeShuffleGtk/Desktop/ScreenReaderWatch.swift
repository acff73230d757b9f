import CGtk

/// Follows whether a screen reader runs: AT-SPI's `org.a11y.Status.ScreenReaderEnabled` on the
/// session bus, which Orca sets while it runs. Read once synchronously at start-up, so the task
/// said as the first level opens is never doubled; where there is no such bus, no screen reader
/// is assumed.
@MainActor
final class ScreenReaderWatch {
    private var proxy: OpaquePointer?
    private let onChange: @MainActor (Bool) -> Void
    private(set) var isRunning = false

    init(onChange: @escaping @MainActor (Bool) -> Void) {
        self.onChange = onChange
        let proxy = g_dbus_proxy_new_for_bus_sync(G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START, nil,
                                                  "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status", nil, nil)
        connected(proxy.map { OpaquePointer($0) })
    }

    isolated deinit {
        if let proxy { g_object_unref(UnsafeMutableRawPointer(proxy)) }
    }

    private func connected(_ proxy: OpaquePointer?) {
        guard let proxy else { return }
        self.proxy = proxy
        Signal.connect(UnsafeMutableRawPointer(proxy), "g-properties-changed", .ignoringTwo) { [weak self] in
            self?.read()
        }
        read()
    }

    private func read() {
        guard let proxy else { return }
        var running = false
        if let value = g_dbus_proxy_get_cached_property(UnsafeMutablePointer(proxy), "ScreenReaderEnabled") {
            running = g_variant_get_boolean(value) != 0
            g_variant_unref(value)
        }
        guard running != isRunning else { return }
        isRunning = running
        onChange(running)
    }
}
