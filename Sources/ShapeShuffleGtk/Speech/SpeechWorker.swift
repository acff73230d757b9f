import FoundationEssentials
import Glibc
import ShapeShuffleCore

/// The thread that says the game's lines: plays the natural voice's clips, or talks to
/// speech-dispatcher. `SpeechQueue` (the core) decides what to do next; this only does it:
/// connects, says, plays, waits. GTK's main loop only adds lines, under a lock, and never waits
/// for the server or the sound, however slow or hung they are.
final class SpeechWorker: @unchecked Sendable {
    private let condition = MonotonicCondition()
    private var queue = SpeechQueue()
    private let address: SpeechAddress
    private let clips = ClipPlayer()
    /// How long a clip waits at most for speech-dispatcher to finish the line before it.
    static let quietWait = 10.0

    init(address: SpeechAddress = .fromEnvironment()) {
        self.address = address
        DetachedThread.start { [self] in run() }
    }

    func add(_ line: SpeechLine) {
        condition.lock()
        queue.add(line, now: SpeechConnection.now())
        if line.interrupting { clips.cancel() }
        condition.signal()
        condition.unlock()
    }

    /// Stops what is being said and drops what waits (a screen reader has started).
    func silence() {
        condition.lock()
        queue.silence()
        clips.cancel()
        condition.signal()
        condition.unlock()
    }

    /// Stops the thread once it is free (a hung exchange still runs to its timeout first).
    func quit() {
        condition.lock()
        queue.quit()
        condition.signal()
        condition.unlock()
    }

    private func run() {
        var connection: SpeechConnection?
        condition.lock()
        while true {
            switch queue.next(now: SpeechConnection.now()) {
            case .quit:
                condition.unlock()
                connection?.quit()
                return
            case .wait(let until):
                if let until {
                    condition.wait(untilMonotonic: until)
                } else {
                    condition.wait()
                }
            case .connect:
                condition.unlock()
                connection = SpeechServer.connect(address)
                condition.lock()
                if connection != nil { queue.connected(now: SpeechConnection.now()) } else { queue.failed(now: SpeechConnection.now()) }
            case .reconnect:
                condition.unlock()
                connection?.quit()
                connection = nil
                condition.lock()
                queue.disconnected()
            case .stop:
                condition.unlock()
                if connection?.cancel() == false { connection = nil }
                condition.lock()
            case .play(let line, let paths, let cancelling):
                condition.unlock()
                if let open = connection {
                    let quiet = cancelling ? open.cancel()
                        : open.waitUntilQuiet(by: SpeechConnection.now() + Self.quietWait, stop: { [self] in cancelWanted() })
                    if !quiet { connection = nil }
                }
                let failure = play(paths, decibels: line.clipDecibels, tempo: line.clipTempo)
                condition.lock()
                if connection == nil && queue.isConnected { queue.failed(now: SpeechConnection.now()) }
                if let failure {
                    VoiceLog.write(failure.reason.logLine)
                    queue.clipFailed(line, at: failure.index, because: failure.reason, now: SpeechConnection.now())
                }
            case .say(let line, let cancelling):
                condition.unlock()
                let said = connection?.say(line, cancelling: cancelling) ?? false
                if !said { connection = nil }
                condition.lock()
                if said { queue.said(line) } else { queue.failed(now: SpeechConnection.now()) }
            }
        }
    }
}

extension SpeechWorker {
    /// Plays a line's clips in turn, until they end, one cannot be played (which and why), or a
    /// new line or a screen reader wants the voice to stop: checked before each clip too, since a
    /// cancel that comes between two clips finds none playing.
    /// At a tempo other than 1 each clip is played stretched, all of a line's clips stretched
    /// before the first plays, so the line has no gap where a clip was being made; one that cannot
    /// be stretched is played at its own pace, which is still the voice the child knows.
    private func play(_ paths: [String], decibels: Double, tempo: Double) -> (index: Int, reason: SynthesizerReason)? {
        var heard = paths
        if tempo != 1 {
            for (index, path) in paths.enumerated() {
                if cancelWanted() { return nil }
                switch ClipStretcher.stretched(path, tempo: tempo) {
                case .ready(let stretched): heard[index] = stretched
                case .failed(let why): VoiceLog.write("voice: \(why); the clip plays at its own pace")
                }
            }
        }
        for (index, path) in heard.enumerated() {
            if cancelWanted() { return nil }
            switch clips.play(path, decibels: decibels) {
            case .finished: continue
            case .cancelled: return nil
            case .failed(let detail): return (index, .unplayableClip(path, detail: detail))
            }
        }
        return nil
    }

    private func cancelWanted() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return queue.wantsCancel
    }
}

/// The voice's log: one line on standard error for each fault that kept a line from being said as
/// planned, once (a sound server that is away fails every clip alike).
enum VoiceLog {
    nonisolated(unsafe) private static var written = Set<String>()
    nonisolated(unsafe) private static var mutex = pthread_mutex_t()

    static func write(_ line: String?) {
        guard let line else { return }
        pthread_mutex_lock(&mutex)
        let isNew = written.insert(line).inserted
        pthread_mutex_unlock(&mutex)
        guard isNew else { return }
        let bytes = Array("shape-shuffle: \(line)\n".utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}

/// Reaching speech-dispatcher, and starting it where the game may.
enum SpeechServer {
    static func connect(_ address: SpeechAddress) -> SpeechConnection? {
        if let connection = SpeechConnection.open(address, timeout: SpeechQueue.replyTimeout) { return connection }
        guard address.mayStartServer, case .unix(let path) = address.kind, start(socket: path) else { return nil }
        // The server forks and opens its socket a moment after it is started.
        for _ in 0..<20 {
            if let connection = SpeechConnection.open(address, timeout: SpeechQueue.replyTimeout) { return connection }
            usleep(100_000)
        }
        return nil
    }

    /// Starts speech-dispatcher on the user's socket, as libspeechd does; false if it is not installed.
    private static func start(socket path: String) -> Bool {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard let program = folders.map({ "\($0)/speech-dispatcher" }).first(where: { path in path.withCString { access($0, X_OK) } == 0 })
        else { return false }
        let arguments = [program, "--spawn", "--communication-method", "unix_socket", "--socket-path", path]
        guard let launcher = spawnQuietly(arguments) else { return false }
        // It forks the server and exits; a launcher that hangs is left behind, not waited for.
        let deadline = SpeechConnection.now() + 5
        var status: Int32 = 0
        while waitpid(launcher, &status, WNOHANG) == 0 && SpeechConnection.now() < deadline { usleep(50_000) }
        return true
    }

    /// Runs a program with no terminal: standard input, output and error are /dev/null.
    private static func spawnQuietly(_ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        return posix_spawn(&pid, arguments[0], &actions, nil, &cArguments, environ) == 0 ? pid : nil
    }
}
