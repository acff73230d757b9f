import CGtk

/// Typed signal connections. Every signal is connected through `connect(_:_:_:_:)`: the handler
/// goes into a `ClosureBox` that GLib owns and releases when the handler is disconnected or the
/// instance is finalized; a `Shape` is the one C trampoline for a C signal signature, and it
/// unboxes the handler type it was made for, so a handler cannot meet the wrong trampoline.
@MainActor
enum Signal {
    typealias Plain = @MainActor () -> Void
    typealias Click = @MainActor (_ presses: Int, _ x: Double, _ y: Double) -> Void
    typealias Point = @MainActor (_ x: Double, _ y: Double) -> Void
    typealias Key = @MainActor (_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool
    typealias Decide = @MainActor () -> Bool
    typealias Size = @MainActor (_ width: Int, _ height: Int) -> Void

    /// A C signal signature and the trampoline that calls a `Handler` from it.
    struct Shape<Handler> {
        fileprivate let trampoline: GCallback
    }

    @discardableResult
    private static func connect<Handler>(_ instance: gpointer, _ name: String, _ shape: Shape<Handler>,
                                         _ handler: Handler) -> gulong {
        g_signal_connect_data(instance, name, shape.trampoline, ClosureBox.retained(handler),
                              releaseSignalClosureBox, GConnectFlags(0))
    }

    /// `void handler(GObject *instance, gpointer data)`.
    @discardableResult
    static func connect(_ instance: gpointer, _ name: String, _ handler: @escaping Plain) -> gulong {
        connect(instance, name, plain, handler)
    }

    /// Signals with one argument before the user data that the handler does not need
    /// (`state-flags-changed`, `row-activated`, `changed::key` …).
    @discardableResult
    static func connectIgnoringArgument(_ instance: gpointer, _ name: String, _ handler: @escaping Plain) -> gulong {
        connect(instance, name, ignoringOne, handler)
    }

    /// Signals with two arguments before the user data that the handler does not need
    /// (`g-properties-changed`: the changed and the invalidated properties).
    @discardableResult
    static func connectIgnoringTwoArguments(_ instance: gpointer, _ name: String, _ handler: @escaping Plain) -> gulong {
        connect(instance, name, ignoringTwo, handler)
    }

    /// `notify::property`; its GParamSpec is not needed.
    @discardableResult
    static func notify(_ instance: gpointer, _ property: String, _ handler: @escaping Plain) -> gulong {
        connect(instance, "notify::\(property)", ignoringOne, handler)
    }

    /// GSimpleAction `activate` (the parameter is ignored: our actions take none).
    @discardableResult
    static func activate(_ action: gpointer, _ handler: @escaping Plain) -> gulong {
        connect(action, "activate", ignoringOne, handler)
    }

    /// GtkGestureClick `pressed` and `released`.
    @discardableResult
    static func click(_ gesture: gpointer, _ name: String, _ handler: @escaping Click) -> gulong {
        connect(gesture, name, click, handler)
    }

    /// GtkGestureLongPress `pressed`.
    @discardableResult
    static func point(_ gesture: gpointer, _ name: String, _ handler: @escaping Point) -> gulong {
        connect(gesture, name, point, handler)
    }

    /// GtkEventControllerKey `key-pressed`; returning true stops the key here.
    @discardableResult
    static func keyPressed(_ controller: gpointer, _ handler: @escaping Key) -> gulong {
        connect(controller, "key-pressed", key, handler)
    }

    /// GtkWindow `close-request`; returning true keeps the window open.
    @discardableResult
    static func closeRequest(_ window: gpointer, _ handler: @escaping Decide) -> gulong {
        connect(window, "close-request", decide, handler)
    }

    /// `GdkSurface::layout`: the surface's new size in logical pixels.
    @discardableResult
    static func surfaceLayout(_ surface: gpointer, _ handler: @escaping Size) -> gulong {
        connect(surface, "layout", size, handler)
    }
}

/// The trampolines, one per C signature; GLib calls them on the main thread only. Arguments the
/// handlers do not take are skipped; the user data always comes last.
private extension Signal {
    static let plain = Shape<Plain>(calling: { _, data in
        let handler: Plain = unboxed(data); MainActor.assumeIsolated { handler() }
    } as @convention(c) (gpointer?, gpointer?) -> Void)

    static let ignoringOne = Shape<Plain>(calling: { _, _, data in
        let handler: Plain = unboxed(data); MainActor.assumeIsolated { handler() }
    } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void)

    static let ignoringTwo = Shape<Plain>(calling: { _, _, _, data in
        let handler: Plain = unboxed(data); MainActor.assumeIsolated { handler() }
    } as @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void)

    static let click = Shape<Click>(calling: { _, presses, x, y, data in
        let handler: Click = unboxed(data); MainActor.assumeIsolated { handler(Int(presses), x, y) }
    } as @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void)

    static let point = Shape<Point>(calling: { _, x, y, data in
        let handler: Point = unboxed(data); MainActor.assumeIsolated { handler(x, y) }
    } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void)

    /// The hardware keycode (third argument) is skipped.
    static let key = Shape<Key>(calling: { _, keyval, _, modifiers, data in
        let handler: Key = unboxed(data); return MainActor.assumeIsolated { handler(keyval, modifiers) } ? 1 : 0
    } as @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean)

    static let decide = Shape<Decide>(calling: { _, data in
        let handler: Decide = unboxed(data); return MainActor.assumeIsolated { handler() } ? 1 : 0
    } as @convention(c) (gpointer?, gpointer?) -> gboolean)

    static let size = Shape<Size>(calling: { _, width, height, data in
        let handler: Size = unboxed(data); MainActor.assumeIsolated { handler(Int(width), Int(height)) }
    } as @convention(c) (gpointer?, gint, gint, gpointer?) -> Void)

    nonisolated static func unboxed<Handler>(_ data: gpointer?) -> Handler { ClosureBox<Handler>.handler(in: data) }
}

private extension Signal.Shape {
    /// `function` must be a `@convention(c)` function whose last argument is the user data.
    init<Function>(calling function: Function) { trampoline = unsafeBitCast(function, to: GCallback.self) }
}
