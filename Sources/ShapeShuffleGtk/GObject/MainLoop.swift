import CGtk

/// Only ever run on GTK's main thread, hence the unchecked Sendable.
private final class SourceBox: @unchecked Sendable {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}

private let runSource: GSourceFunc = { data in
    let box = Unmanaged<SourceBox>.fromOpaque(data!).takeUnretainedValue()
    return MainActor.assumeIsolated { box.body() } ? 1 : 0
}

private let releaseSource: GDestroyNotify = { data in
    Unmanaged<SourceBox>.fromOpaque(data!).release()
}

/// Work scheduled on GTK's main loop (Swift's `Task { @MainActor }` never runs under it).
@MainActor
enum MainLoop {
    /// Runs `body` once when the loop is idle.
    @discardableResult
    static func idle(_ body: @escaping @MainActor () -> Void) -> UInt32 {
        let box = Unmanaged.passRetained(SourceBox { body(); return false }).toOpaque()
        return g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runSource, box, releaseSource)
    }

    /// Runs `body` every `milliseconds` while it returns true.
    @discardableResult
    static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(SourceBox(body)).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runSource, box, releaseSource)
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
