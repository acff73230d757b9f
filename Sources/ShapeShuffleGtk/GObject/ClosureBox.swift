import CGtk

/// A Swift closure handed to GLib as user data (a signal handler, a main-loop source). GLib owns
/// the one reference taken by `retained` and gives it back through a destroy notify when the
/// connection or source goes away, so the closure lives exactly as long as GLib may call it.
/// GLib calls back only on GTK's main thread, hence the unchecked Sendable.
final class ClosureBox<Handler>: @unchecked Sendable {
    let handler: Handler
    private init(_ handler: Handler) { self.handler = handler }

    /// A new box holding `handler`, as user data with one reference for GLib.
    static func retained(_ handler: Handler) -> gpointer {
        Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    }

    /// The closure in user data made by `retained`, left owned by GLib. Only ever asked for with
    /// the type it was boxed with: `Signal.Shape` ties each trampoline to one handler type, and
    /// `MainLoop` boxes a single type.
    static func handler(in data: gpointer?) -> Handler {
        Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue().handler
    }
}

/// Give back GLib's reference to any `ClosureBox`: releasing needs no knowledge of the closure's
/// type, so one notify serves every box, in the two shapes GLib asks for.
let releaseClosureBox: GDestroyNotify = { data in Unmanaged<AnyObject>.fromOpaque(data!).release() }
let releaseSignalClosureBox: GClosureNotify = { data, _ in Unmanaged<AnyObject>.fromOpaque(data!).release() }
