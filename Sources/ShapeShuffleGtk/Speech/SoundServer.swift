import CGtk
import CVoice
import Glibc

/// The process's one libcanberra context, shared by the natural voice's clips (`ClipPlayer`, on the
/// voice's thread) and the event sounds (`EventSoundWorker`, on theirs).
///
/// libcanberra loads its output backend through libltdl each time a context opens, and unloads it
/// (`lt_dlexit`) when an open fails or a context closes. libltdl keeps its list of loaders and
/// modules in globals with no lock, so two contexts opening on two threads at once corrupt that
/// list and the game dies in `strcmp` or `lt_dlloader_remove`. One context, opened under a lock and
/// never closed, touches libltdl once per try and never from two threads; it is also one client of
/// the sound server instead of two. A libcanberra context is itself safe to play on from any thread.
final class SoundServer: @unchecked Sendable {
    static let shared = SoundServer()

    enum Connection {
        case open(OpaquePointer)
        case failed(String)
    }

    /// The id every event sound plays under; clips take the ids below it, so cancelling a clip never
    /// cuts an event sound short.
    static let eventSoundID = UInt32.max

    /// How long a sound server that refused the game is left alone before it is asked again, so a
    /// server that starts after the game is still heard, without a try before every sound.
    static let retryAfter = 30.0

    private var mutex = pthread_mutex_t()
    private var context: OpaquePointer?
    private var failure: (reason: String, at: Double)?

    private init() { pthread_mutex_init(&mutex, nil) }

    /// Opens the shared context ahead of the first sound, so the first sound a child causes does
    /// not wait for libcanberra to load its backend and reach the server. A server not up yet is
    /// not held against the first real sound, which asks again at once.
    func warmUp() { _ = connection(rememberingFailure: false) }

    /// The shared context, opened on first use (which may block on a slow sound server: call it
    /// from a worker thread, never from GTK's main loop).
    func connection() -> Connection { connection(rememberingFailure: true) }

    private func connection(rememberingFailure: Bool) -> Connection {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let context { return .open(context) }
        let now = Double(g_get_monotonic_time()) / 1e6
        if let failure, now - failure.at < Self.retryAfter { return .failed(failure.reason) }
        var error: Int32 = 0
        context = Self.openContext(error: &error)
        if context == nil {
            // A sound server busy or still starting refuses the first connection now and then
            // ("No such driver"): one more try a moment later, before giving up for a while.
            usleep(200_000)
            context = Self.openContext(error: &error)
        }
        guard let context else {
            let reason = String(cString: ca_strerror(error))
            if rememberingFailure { failure = (reason, Double(g_get_monotonic_time()) / 1e6) }
            return .failed(reason)
        }
        failure = nil
        return .open(context)
    }

    private static func openContext(error: inout Int32) -> OpaquePointer? {
        var made: OpaquePointer?
        error = ca_context_create(&made)
        guard Int(error) == CA_SUCCESS, let context = made else { return nil }
        var properties: OpaquePointer?
        ca_proplist_create(&properties)
        ca_proplist_sets(properties, CA_PROP_APPLICATION_NAME, "Shape Shuffle")
        ca_proplist_sets(properties, CA_PROP_APPLICATION_ID, ShapeShuffleApplication.id)
        ca_context_change_props_full(context, properties)
        ca_proplist_destroy(properties)
        error = ca_context_open(context)
        guard Int(error) == CA_SUCCESS else {
            ca_context_destroy(context)
            return nil
        }
        return context
    }
}
