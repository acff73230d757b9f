import Foundation
import ShapeShuffleCore

/// The thread that talks to speech-dispatcher. `SpeechQueue` (the core) decides what to do next;
/// this only does it: connects, says, waits. GTK's main loop only adds lines, under a lock, and
/// never waits for the server, however slow or hung it is.
final class SpeechWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue = SpeechQueue()
    private let address: SpeechAddress

    init(address: SpeechAddress = .fromEnvironment()) {
        self.address = address
        let thread = Thread { [self] in run() }
        thread.name = "voice"
        thread.start()
    }

    func add(_ line: SpeechLine) {
        condition.lock()
        queue.add(line, now: SpeechConnection.now())
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
                    _ = condition.wait(until: Date(timeIntervalSinceNow: max(0, until - SpeechConnection.now())))
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
        guard let program = folders.map({ "\($0)/speech-dispatcher" }).first(where: FileManager.default.isExecutableFile(atPath:))
        else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["--spawn", "--communication-method", "unix_socket", "--socket-path", path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        // It forks the server and exits; a launcher that hangs is left behind, not waited for.
        let deadline = SpeechConnection.now() + 5
        while process.isRunning && SpeechConnection.now() < deadline { usleep(50_000) }
        return true
    }
}
