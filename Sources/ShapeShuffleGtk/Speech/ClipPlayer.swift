import CGtk
import CVoice
import Glibc

/// Plays the natural voice's clips through libcanberra (the process's one context, `SoundServer`),
/// on the sound server every desktop sound goes to, one at a time, from the voice's worker thread.
/// `play` returns when the clip has ended; `cancel`, from any thread, ends it early.
final class ClipPlayer: @unchecked Sendable {
    enum Outcome: Equatable {
        case finished
        case cancelled
        case failed(String)
    }

    /// Longer than any clip: a sound server that never says a clip ended does not hold the voice.
    static let clipTimeout = 12.0

    private var mutex = pthread_mutex_t()
    /// The shared context a clip is playing on, while one is.
    private var playingOn: OpaquePointer?
    private var playingID: UInt32 = 0
    private var nextID: UInt32 = 1

    init() { pthread_mutex_init(&mutex, nil) }

    deinit { pthread_mutex_destroy(&mutex) }

    func play(_ path: String, decibels: Double) -> Outcome {
        let context: OpaquePointer
        switch SoundServer.shared.connection() {
        case .open(let open): context = open
        case .failed(let reason): return .failed(reason)
        }
        pthread_mutex_lock(&mutex)
        let id = nextID
        nextID = nextID == SoundServer.eventSoundID - 1 ? 1 : nextID + 1
        playingID = id
        playingOn = context
        pthread_mutex_unlock(&mutex)

        let result = Self.playToEnd(path, in: context, id: id, decibels: Self.decibelsText(decibels), timeout: Self.clipTimeout)

        pthread_mutex_lock(&mutex)
        playingID = 0
        playingOn = nil
        pthread_mutex_unlock(&mutex)
        switch Int(result) {
        case CA_SUCCESS: return .finished
        case CA_ERROR_CANCELED: return .cancelled
        default: return .failed(String(cString: ca_strerror(result)))
        }
    }

    /// Stops the clip that is playing, if one is.
    func cancel() {
        pthread_mutex_lock(&mutex)
        if let playingOn, playingID != 0 { ca_context_cancel(playingOn, playingID) }
        pthread_mutex_unlock(&mutex)
    }

    /// One clip's end, shared by the player, who waits, and libcanberra's callback, which may come
    /// from another thread after the player has given up waiting: each holds a reference.
    private final class ClipEnd: @unchecked Sendable {
        let condition = MonotonicCondition()
        var finished = false
        var error: Int32 = 0
    }

    private static let clipFinished: ca_finish_callback_t = { _, _, error, data in
        let end = Unmanaged<ClipEnd>.fromOpaque(data!).takeRetainedValue()
        end.condition.lock()
        end.finished = true
        end.error = error
        end.condition.signal()
        end.condition.unlock()
    }

    /// Plays an Ogg Vorbis file to its end at a gain in decibels (text, "-6.0") and returns
    /// CA_SUCCESS, or stops early: CA_ERROR_CANCELED after `cancel`, another CA_ERROR_* when the
    /// file cannot be read or played. Gives up waiting after `timeout` seconds.
    private static func playToEnd(_ path: String, in context: OpaquePointer, id: UInt32, decibels: String,
                                  timeout: Double) -> Int32 {
        var properties: OpaquePointer?
        ca_proplist_create(&properties)
        ca_proplist_sets(properties, CA_PROP_MEDIA_FILENAME, path)
        ca_proplist_sets(properties, CA_PROP_MEDIA_ROLE, "game")
        ca_proplist_sets(properties, CA_PROP_CANBERRA_VOLUME, decibels)
        ca_proplist_sets(properties, CA_PROP_CANBERRA_CACHE_CONTROL, "never")
        let end = ClipEnd()
        let callbacksReference = Unmanaged.passRetained(end)
        var result = ca_context_play_full(context, id, properties, clipFinished, callbacksReference.toOpaque())
        ca_proplist_destroy(properties)
        guard Int(result) == CA_SUCCESS else {
            // No callback will come.
            callbacksReference.release()
            return result
        }
        let deadline = Double(g_get_monotonic_time()) / 1e6 + timeout
        end.condition.lock()
        while !end.finished && Double(g_get_monotonic_time()) / 1e6 < deadline {
            end.condition.wait(untilMonotonic: deadline)
        }
        let finished = end.finished
        result = finished ? end.error : Int32(CA_ERROR_IO)
        end.condition.unlock()
        if !finished { ca_context_cancel(context, id) }
        return result
    }

    private static func decibelsText(_ decibels: Double) -> String {
        let tenths = Int((decibels * 10).rounded())
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
