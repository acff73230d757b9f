/// The voice worker's policy, apart from the sockets and the sound server: what waits to be said,
/// whether the natural voice's clips or speech-dispatcher says it, when to (re)connect to
/// speech-dispatcher, and which lines are too old to be worth saying. One line is said at a time,
/// by one voice. Times are seconds on
/// any monotonic clock the caller passes in, so it is tested with a fake one.
///
/// A child hears what happens now or nothing: a line not said within `staleAfter` is dropped
/// (the server was slow, hung or away; the time it takes to connect does not count), and a new level or a request for the task drops
/// everything still waiting. A server that cannot be reached, or does not answer within
/// `replyTimeout`, is dropped, and is tried again only after `retryAfter`, and only for a line.
public struct SpeechQueue: Sendable {
    /// How long one exchange with the server may take before it counts as hung.
    public static let replyTimeout = 1.5
    /// How long after a failure the server is tried again.
    public static let retryAfter = 4.0
    /// How long a line may wait before it is no longer worth saying.
    public static let staleAfter = 3.0

    /// What the worker should do next.
    public enum Step: Equatable, Sendable {
        /// Connect to the server (then report `connected` or `failed`).
        case connect
        /// Say the line, stopping what is being said first if `cancelling` (then report `said` or `failed`).
        case say(SpeechLine, cancelling: Bool)
        /// Play the line's clips one after another, to their end, once speech-dispatcher has
        /// finished what it was saying, or after stopping it if `cancelling`; before each clip,
        /// stop if `wantsCancel` (then report `clipFailed` if a clip could not be played).
        case play(SpeechLine, clips: [String], cancelling: Bool)
        /// Stop what speech-dispatcher is saying, with nothing to say after it.
        case stop
        /// Close the connection: the next line needs a fresh one (a named voice cannot be unset).
        case reconnect
        /// Nothing to do until a new line comes, or until the given time if there is one.
        case wait(until: Double?)
        case quit
    }

    private struct Waiting: Sendable {
        var line: SpeechLine
        var since: Double
    }

    private var waiting: [Waiting] = []
    private var cancelWanted = false
    private var quitting = false
    public private(set) var isConnected = false
    private var retryAt = -Double.infinity
    /// The synthesis voice the connection has been set to, if any.
    private var voiceSet: String?

    public init() {}

    /// Lines still waiting to be said, oldest first.
    public var pending: [SpeechLine] { waiting.map(\.line) }

    /// A new line. An interrupting one drops what waits and stops what is being said.
    public mutating func add(_ line: SpeechLine, now: Double) {
        if line.interrupting {
            waiting.removeAll()
            cancelWanted = true
        }
        waiting.append(Waiting(line: line, since: now))
    }

    public mutating func quit() { quitting = true }

    /// The next step at time `now`.
    public mutating func next(now: Double) -> Step {
        if quitting { return .quit }
        waiting.removeAll { now - $0.since > Self.staleAfter }
        guard let first = waiting.first else {
            if cancelWanted && isConnected {
                cancelWanted = false
                return .stop
            }
            if !isConnected { cancelWanted = false }
            return .wait(until: nil)
        }
        if case .clips(let clips) = first.line.route {
            waiting.removeFirst()
            let cancelling = cancelWanted || first.line.interrupting
            cancelWanted = false
            return .play(first.line, clips: clips, cancelling: cancelling)
        }
        guard isConnected else {
            if now >= retryAt { return .connect }
            // Nothing can be said before the retry: wake when the oldest line goes stale, to drop it.
            return .wait(until: min(retryAt, first.since + Self.staleAfter))
        }
        if voiceSet != nil && first.line.utterance.synthesisVoice == nil { return .reconnect }
        waiting.removeFirst()
        let cancelling = cancelWanted || first.line.interrupting
        cancelWanted = false
        return .say(first.line, cancelling: cancelling)
    }

    /// The connection is up and named. What waited for it is said now: starting the server
    /// (autospawn) can take longer than `staleAfter`, and the task of the level that just
    /// opened is still what the child needs to hear.
    public mutating func connected(now: Double) {
        isConnected = true
        voiceSet = nil
        for index in waiting.indices { waiting[index].since = now }
    }

    /// The line was handed to the server.
    public mutating func said(_ line: SpeechLine) {
        if let voice = line.utterance.synthesisVoice { voiceSet = voice }
    }

    /// The line's clip at `index` could not be played. If it was the first, nothing of the line
    /// was heard, and speech-dispatcher says the whole line instead, next; after that, the line
    /// only ends there, so no part of it is said twice.
    public mutating func clipFailed(_ line: SpeechLine, at index: Int, because reason: SynthesizerReason, now: Double) {
        guard index == 0 else { return }
        var fallback = line
        fallback.route = .synthesizer(because: reason)
        fallback.interrupting = false
        waiting.insert(Waiting(line: fallback, since: now), at: 0)
    }

    /// Drops everything waiting and stops what is being said (a screen reader has started).
    public mutating func silence() {
        waiting.removeAll()
        cancelWanted = true
    }

    /// Whether what is being said should stop now: an interrupting line or silence came.
    public var wantsCancel: Bool { cancelWanted }

    /// The worker closed the connection on purpose (after `.reconnect`): connect again at once.
    public mutating func disconnected() {
        isConnected = false
        voiceSet = nil
    }

    /// Connecting or an exchange failed or timed out: drop the server and try again later. The
    /// line that failed is not said again: by the next try it would be out of date.
    public mutating func failed(now: Double) {
        isConnected = false
        voiceSet = nil
        retryAt = now + Self.retryAfter
    }
}
