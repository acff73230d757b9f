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
            context = ss_clip_context(ShapeShuffleApplication.id, &error)
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

        let result = ss_clip_play(context, id, path, Self.decibelsText(decibels), Self.clipTimeout)

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
        if let context, playingID != 0 { ss_clip_cancel(context, playingID) }
        pthread_mutex_unlock(&mutex)
    }

    private static func decibelsText(_ decibels: Double) -> String {
        let tenths = Int((decibels * 10).rounded())
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
