import CVoice
import Glibc

/// The game's event sounds through the freedesktop sound theme (GSound). Opening the sound context
/// can block (a sound server that is slow to answer), so sounds play on a worker thread of their
/// own, apart from the voice's (Voice.swift): a hung speech server never holds a sound back. GTK's
/// main loop only adds to the queue.
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
        var sounds: OpaquePointer?
        var failed = false
        while let request = next() {
            if sounds == nil && !failed {
                sounds = gsound_context_new(nil, nil)
                failed = sounds == nil
            }
            if let sounds { Self.play(request, in: sounds) }
        }
        if let sounds { g_object_unref(UnsafeMutableRawPointer(sounds)) }
    }

    private func next() -> Request? {
        condition.lock()
        defer { condition.unlock() }
        while requests.isEmpty { condition.wait() }
        return requests.removeFirst()
    }

    private static func play(_ request: Request, in sounds: OpaquePointer) {
        let attributes = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free)
        for (key, value) in [(GSOUND_ATTR_EVENT_ID, request.eventID), (GSOUND_ATTR_MEDIA_ROLE, "event"),
                             (GSOUND_ATTR_CANBERRA_VOLUME, request.decibels)] {
            g_hash_table_insert(attributes, g_strdup(key), g_strdup(value))
        }
        gsound_context_play_simplev(sounds, attributes, nil, nil)
        g_hash_table_unref(attributes)
    }
}
