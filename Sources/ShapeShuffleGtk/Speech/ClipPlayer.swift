import CVoice
import Glibc

/// Plays the natural voice's clips through libcanberra, on the sound server every desktop sound
/// goes to, one at a time, from the voice's worker thread. `play` returns when the clip has ended;
/// `cancel`, from any thread, ends it early.
final class ClipPlayer: @unchecked Sendable {
    enum Outcome: Equatable {
        case finished
        case cancelled
        case failed(String)
    }

    /// Longer than any clip: a sound server that never says a clip ended does not hold the voice.
    static let clipTimeout = 12.0

    private var mutex = pthread_mutex_t()
    private var context: OpaquePointer?
    private var contextFailure: String?
    private var playingID: UInt32 = 0
    private var nextID: UInt32 = 1

    init() { pthread_mutex_init(&mutex, nil) }

    deinit {
        if let context { ca_context_destroy(context) }
        pthread_mutex_destroy(&mutex)
    }

    func play(_ path: String, decibels: Double) -> Outcome {
        pthread_mutex_lock(&mutex)
        if context == nil && contextFailure == nil {
            var error: Int32 = 0
            context = Self.openContext(applicationID: ShapeShuffleApplication.id, error: &error)
            if context == nil {
                // A sound server busy or still starting refuses the first connection now and then
                // ("No such driver"): one more try a moment later, on this worker thread, before
                // the clips give way to speech-dispatcher for the rest of the run.
                usleep(200_000)
                context = Self.openContext(applicationID: ShapeShuffleApplication.id, error: &error)
            }
            if context == nil { contextFailure = String(cString: ca_strerror(error)) }
        }
        guard let context else {
            let failure = contextFailure ?? "no sound server"
            pthread_mutex_unlock(&mutex)
            return .failed(failure)
        }
        let id = nextID
        nextID &+= 1
        playingID = id
        pthread_mutex_unlock(&mutex)

        let result = Self.playToEnd(path, in: context, id: id, decibels: Self.decibelsText(decibels), timeout: Self.clipTimeout)

        pthread_mutex_lock(&mutex)
        playingID = 0
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
        if let context, playingID != 0 { ca_context_cancel(context, playingID) }
        pthread_mutex_unlock(&mutex)
    }

    /// A libcanberra context for the voice's clips, opened now so that a missing sound server shows
    /// at once; nil with `error` set when it cannot be had.
    private static func openContext(applicationID: String, error: inout Int32) -> OpaquePointer? {
        var made: OpaquePointer?
        error = ca_context_create(&made)
        guard Int(error) == CA_SUCCESS, let context = made else { return nil }
        var properties: OpaquePointer?
        ca_proplist_create(&properties)
        ca_proplist_sets(properties, CA_PROP_APPLICATION_NAME, "Shape Shuffle")
        ca_proplist_sets(properties, CA_PROP_APPLICATION_ID, applicationID)
        ca_context_change_props_full(context, properties)
        ca_proplist_destroy(properties)
        error = ca_context_open(context)
        guard Int(error) == CA_SUCCESS else {
            ca_context_destroy(context)
            return nil
        }
        return context
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
