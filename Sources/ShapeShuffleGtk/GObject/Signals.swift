import CGtk

/// Signal connections, all through one `connect`; the common signals are also named once with
/// their shape in `TypedSignals.swift` (`Signal.connect(button, .clicked) { … }`). The handler goes
/// into a `ClosureBox` that GLib owns and releases when the handler is disconnected or the
/// instance is finalized. The `Shape` names the signal's C signature and brings the one trampoline
/// for it, which unboxes the handler type the shape is for: a handler cannot meet a trampoline of
/// another signature.
@MainActor
enum Signal {
    typealias Plain = @MainActor () -> Void
    typealias Click = @MainActor (_ presses: Int, _ x: Double, _ y: Double) -> Void
    typealias Point = @MainActor (_ x: Double, _ y: Double) -> Void
    typealias Release = @MainActor (_ x: Double, _ y: Double, _ button: UInt32) -> Void
    typealias Key = @MainActor (_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool
    typealias Decide = @MainActor () -> Bool
    typealias Size = @MainActor (_ width: Int, _ height: Int) -> Void
    typealias Response = @MainActor (_ response: Int32) -> Void
    typealias ListItem = @MainActor (_ item: OpaquePointer) -> Void

    /// A C signal signature and the trampoline that calls a `Handler` from it.
    struct Shape<Handler> {
        fileprivate let trampoline: GCallback
    }

    @discardableResult
    static func connect<Handler>(_ instance: gpointer, _ name: String, _ shape: Shape<Handler>,
                                 _ handler: Handler) -> gulong {
        g_signal_connect_data(instance, name, shape.trampoline, ClosureBox.retained(handler),
                              releaseSignalClosureBox, GConnectFlags(0))
    }

    nonisolated fileprivate static func unboxed<Handler>(_ data: gpointer?) -> Handler {
        ClosureBox<Handler>.handler(in: data)
    }
}

/// The trampolines, one per C signature; GLib calls them on the main thread only. The user data
/// always comes last; arguments the handlers do not take are skipped.
extension Signal.Shape where Handler == Signal.Plain {
    /// `void (GObject *instance, gpointer data)`: `clicked`, `toggled`, `closed` …
    static var plain: Self {
        Self(calling: { _, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler() }
        } as @convention(c) (gpointer?, gpointer?) -> Void)
    }

    /// One argument the handler does not need: `notify::…` (its GParamSpec), GSimpleAction
    /// `activate` (our actions take no parameter), `state-flags-changed`, `row-activated`,
    /// `changed::key`.
    static var ignoringOne: Self {
        Self(calling: { _, _, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler() }
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void)
    }

    /// Two arguments the handler does not need: `g-properties-changed` (the changed and the
    /// invalidated properties).
    static var ignoringTwo: Self {
        Self(calling: { _, _, _, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler() }
        } as @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void)
    }

    /// GListModel `items-changed` (position, removed, added), for a handler that looks again itself.
    static var itemsChanged: Self {
        Self(calling: { _, _, _, _, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler() }
        } as @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void)
    }
}

extension Signal.Shape where Handler == Signal.Click {
    /// GtkGestureClick `pressed` and `released`.
    static var click: Self {
        Self(calling: { _, presses, x, y, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler(Int(presses), x, y) }
        } as @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void)
    }
}

extension Signal.Shape where Handler == Signal.Point {
    /// GtkGestureLongPress `pressed`.
    static var point: Self {
        Self(calling: { _, x, y, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler(x, y) }
        } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void)
    }
}

extension Signal.Shape where Handler == Signal.Release {
    /// GtkGestureClick `unpaired-release`, without the event sequence.
    static var release: Self {
        Self(calling: { _, x, y, button, _, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler(x, y, button) }
        } as @convention(c) (gpointer?, gdouble, gdouble, guint, gpointer?, gpointer?) -> Void)
    }
}

extension Signal.Shape where Handler == Signal.Key {
    /// GtkEventControllerKey `key-pressed`, without the hardware keycode; returning true stops the
    /// key here.
    static var key: Self {
        Self(calling: { _, keyval, _, modifiers, data in
            let handler: Handler = Signal.unboxed(data)
            return MainActor.assumeIsolated { handler(keyval, modifiers) } ? 1 : 0
        } as @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean)
    }
}

extension Signal.Shape where Handler == Signal.Decide {
    /// GtkWindow `close-request`; returning true keeps the window open.
    static var decide: Self {
        Self(calling: { _, data in
            let handler: Handler = Signal.unboxed(data); return MainActor.assumeIsolated { handler() } ? 1 : 0
        } as @convention(c) (gpointer?, gpointer?) -> gboolean)
    }
}

extension Signal.Shape where Handler == Signal.Size {
    /// GdkSurface `layout`: the surface's new size in logical pixels.
    static var size: Self {
        Self(calling: { _, width, height, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler(Int(width), Int(height)) }
        } as @convention(c) (gpointer?, gint, gint, gpointer?) -> Void)
    }
}

extension Signal.Shape where Handler == Signal.Response {
    /// GtkNativeDialog `response`: the response id (GTK_RESPONSE_ACCEPT …).
    static var response: Self {
        Self(calling: { _, response, data in
            let handler: Handler = Signal.unboxed(data); MainActor.assumeIsolated { handler(response) }
        } as @convention(c) (gpointer?, gint, gpointer?) -> Void)
    }
}

extension Signal.Shape where Handler == Signal.ListItem {
    /// GtkSignalListItemFactory `setup` and `bind`: the GtkListItem to fill.
    static var listItem: Self {
        Self(calling: { _, item, data in
            let handler: Handler = Signal.unboxed(data)
            nonisolated(unsafe) let item = item!
            MainActor.assumeIsolated { handler(item) }
        } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void)
    }
}

private extension Signal.Shape {
    /// `function` must be a `@convention(c)` function whose last argument is the user data.
    init<Function>(calling function: Function) { trampoline = unsafeBitCast(function, to: GCallback.self) }
}
