import CGtk

/// A Swift closure kept alive for as long as its signal connection exists. GLib releases it
/// through the destroy-notify when the handler is disconnected or the instance is finalized.
/// Handlers are only ever called on GTK's main thread, hence the unchecked Sendable.
private final class ClosureBox: @unchecked Sendable {
    let handler: Any
    init(_ handler: Any) { self.handler = handler }
}

private func retain(_ handler: Any) -> gpointer {
    Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
}

private func unbox<H>(_ data: gpointer?, as _: H.Type) -> H {
    Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue().handler as! H
}

private let releaseBox: GClosureNotify = { data, _ in Unmanaged<ClosureBox>.fromOpaque(data!).release() }

private func release<H>(_: H.Type) -> GClosureNotify { releaseBox }

/// Typed signal connections. Each trampoline matches one C signal signature.
@MainActor
enum Signal {
    typealias Plain = @MainActor () -> Void
    typealias Click = @MainActor (_ presses: Int, _ x: Double, _ y: Double) -> Void
    typealias Point = @MainActor (_ x: Double, _ y: Double) -> Void
    typealias Key = @MainActor (_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool

    /// `void handler(GObject *instance, gpointer data)`; also fits signals with a pspec (notify::…).
    @discardableResult
    static func connect(_ instance: gpointer, _ name: String, _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let handler = unbox(data, as: Plain.self)
            MainActor.assumeIsolated { handler() }
        }
        return g_signal_connect_data(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Plain.self), GConnectFlags(0))
    }

    /// `notify::property` passes a GParamSpec before the user data.
    @discardableResult
    static func notify(_ instance: gpointer, _ property: String, _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let handler = unbox(data, as: Plain.self)
            MainActor.assumeIsolated { handler() }
        }
        return g_signal_connect_data(instance, "notify::\(property)", unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Plain.self), GConnectFlags(0))
    }

    /// GtkGestureClick `pressed` and `released`.
    @discardableResult
    static func click(_ gesture: gpointer, _ name: String, _ handler: @escaping Click) -> gulong {
        let trampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
            let handler = unbox(data, as: Click.self)
            MainActor.assumeIsolated { handler(Int(n), x, y) }
        }
        return g_signal_connect_data(gesture, name, unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Click.self), GConnectFlags(0))
    }

    /// GtkGestureLongPress `pressed`.
    @discardableResult
    static func point(_ gesture: gpointer, _ name: String, _ handler: @escaping Point) -> gulong {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
            let handler = unbox(data, as: Point.self)
            MainActor.assumeIsolated { handler(x, y) }
        }
        return g_signal_connect_data(gesture, name, unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Point.self), GConnectFlags(0))
    }

    /// GtkEventControllerKey `key-pressed`; returning true stops the key here.
    @discardableResult
    static func keyPressed(_ controller: gpointer, _ handler: @escaping Key) -> gulong {
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, modifiers, data in
            let handler = unbox(data, as: Key.self)
            return MainActor.assumeIsolated { handler(keyval, modifiers) } ? 1 : 0
        }
        return g_signal_connect_data(controller, "key-pressed", unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Key.self), GConnectFlags(0))
    }

    /// GSimpleAction `activate` (the parameter is ignored: our actions take none).
    @discardableResult
    static func activate(_ action: gpointer, _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let handler = unbox(data, as: Plain.self)
            MainActor.assumeIsolated { handler() }
        }
        return g_signal_connect_data(action, "activate", unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Plain.self), GConnectFlags(0))
    }

    /// GtkWindow `close-request`; returning true keeps the window open.
    @discardableResult
    static func closeRequest(_ window: gpointer, _ handler: @escaping @MainActor () -> Bool) -> gulong {
        typealias Handler = @MainActor () -> Bool
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let handler = unbox(data, as: Handler.self)
            return MainActor.assumeIsolated { handler() } ? 1 : 0
        }
        return g_signal_connect_data(window, "close-request", unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Handler.self), GConnectFlags(0))
    }
}

extension Signal {
    /// Signals with one argument before the user data that the handler does not need
    /// (`state-flags-changed`, `closed` with a flag …).
    @discardableResult
    static func connectIgnoringArgument(_ instance: gpointer, _ name: String, _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let handler = unbox(data, as: Plain.self)
            MainActor.assumeIsolated { handler() }
        }
        return g_signal_connect_data(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Plain.self), GConnectFlags(0))
    }

    /// Signals with two arguments before the user data that the handler does not need
    /// (`g-properties-changed`: the changed and the invalidated properties).
    @discardableResult
    static func connectIgnoringTwoArguments(_ instance: gpointer, _ name: String, _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { _, _, _, data in
            let handler = unbox(data, as: Plain.self)
            MainActor.assumeIsolated { handler() }
        }
        return g_signal_connect_data(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                                     retain(handler), release(Plain.self), GConnectFlags(0))
    }
}
