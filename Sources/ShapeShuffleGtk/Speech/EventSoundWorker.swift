import CGtk
import CVoice
import Glibc

/// The game's event sounds from the freedesktop sound theme, through the process's one libcanberra
/// context (`SoundServer`). Opening it can block (a sound server that is slow to answer), so sounds
/// play on a worker thread of their own, apart from the voice's (Voice.swift): a hung speech server
/// never holds a sound back. GTK's main loop only adds to the queue.
final class EventSoundWorker: @unchecked Sendable {
    private struct Request {
        /// The freedesktop event id.
        let eventID: String
        /// libcanberra's gain in decibels, as text ("-6").
        let decibels: String
    }

    private let condition = MonotonicCondition()
    /// Guarded by `condition`; nil asks the worker to quit.
    private var requests: [Request?] = []

    /// Nil when no thread could be started: the game then plays no sounds.
    init?() {
        guard DetachedThread.start({ [self] in run() }) else { return nil }
    }

    /// Queues a sound at a gain in decibels.
    func play(_ eventID: String, decibels: Double) {
        // g_ascii_dtostr: the shortest text that reads back as the same number, whatever the locale.
        var text = [CChar](repeating: 0, count: 64)
        let decibelsText = g_ascii_dtostr(&text, Int32(text.count), decibels).map { String(cString: $0) } ?? "0"
        push(Request(eventID: eventID, decibels: decibelsText))
    }

    /// Stops the worker once it has played what is queued.
    func quit() { push(nil) }

    private func push(_ request: Request?) {
        condition.lock()
        requests.append(request)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        SoundServer.shared.warmUp()
        while let request = next() {
            // No sound server: this sound is not heard; the server is asked again a while later.
            guard case .open(let context) = SoundServer.shared.connection() else { continue }
            Self.play(request, in: context)
        }
    }

    private func next() -> Request? {
        condition.lock()
        defer { condition.unlock() }
        while requests.isEmpty { condition.wait() }
        return requests.removeFirst()
    }

    private static func play(_ request: Request, in context: OpaquePointer) {
        var properties: OpaquePointer?
        ca_proplist_create(&properties)
        ca_proplist_sets(properties, CA_PROP_EVENT_ID, request.eventID)
        ca_proplist_sets(properties, CA_PROP_MEDIA_ROLE, "event")
        ca_proplist_sets(properties, CA_PROP_CANBERRA_VOLUME, request.decibels)
        ca_context_play_full(context, SoundServer.eventSoundID, properties, nil, nil)
        ca_proplist_destroy(properties)
    }
}
