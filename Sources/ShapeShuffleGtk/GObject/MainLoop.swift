import CGtk

private typealias Source = @MainActor () -> Bool

/// Runs the boxed source on the main thread, where GLib's default main context dispatches it;
/// false removes the source.
private let runSource: GSourceFunc = { data in
    let body = ClosureBox<Source>.handler(in: data)
    return MainActor.assumeIsolated { body() } ? 1 : 0
}

/// Work scheduled on GTK's main loop (Swift's `Task { @MainActor }` never runs under it).
@MainActor
enum MainLoop {
    /// Runs `body` once when the loop is idle.
    @discardableResult
    static func idle(_ body: @escaping @MainActor () -> Void) -> UInt32 {
        let box = ClosureBox<Source>.retained { body(); return false }
        return g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runSource, box, releaseClosureBox)
    }

    /// Runs `body` every `milliseconds` while it returns true.
    @discardableResult
    static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = ClosureBox<Source>.retained(body)
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runSource, box, releaseClosureBox)
    }

    /// Runs `body` once after `milliseconds`.
    @discardableResult
    static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        every(milliseconds: milliseconds) { body(); return false }
    }

    static func cancel(_ source: UInt32) {
        if source != 0 { g_source_remove(source) }
    }
}
