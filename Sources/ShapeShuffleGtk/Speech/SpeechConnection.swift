import FoundationEssentials
import Glibc
import ShapeShuffleCore

/// Where speech-dispatcher listens: `SPEECHD_ADDRESS` ("unix_socket:PATH" or
/// "inet_socket:HOST:PORT", as libspeechd reads it), else the user's own socket, which the game
/// may start speech-dispatcher on (autospawn, as libspeechd and Orca do).
struct SpeechAddress: Sendable {
    enum Kind: Sendable {
        case unix(path: String)
        case inet(host: String, port: String)
    }

    var kind: Kind
    /// Whether speech-dispatcher may be started when nobody listens there: only on the
    /// default socket, never on an address someone chose.
    var mayStartServer: Bool

    static func fromEnvironment() -> SpeechAddress {
        let runtime = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/tmp"
        let defaultPath = runtime + "/speech-dispatcher/speechd.sock"
        guard let value = ProcessInfo.processInfo.environment["SPEECHD_ADDRESS"], !value.isEmpty else {
            return SpeechAddress(kind: .unix(path: defaultPath), mayStartServer: true)
        }
        let parts = value.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        if parts[0] == "inet_socket" {
            let host = parts.count > 1 && !parts[1].isEmpty ? parts[1] : "127.0.0.1"
            let port = parts.count > 2 && !parts[2].isEmpty ? parts[2] : "6560"
            return SpeechAddress(kind: .inet(host: host, port: port), mayStartServer: false)
        }
        let path = value.dropFirst("unix_socket".count).drop { $0 == ":" }
        return SpeechAddress(kind: .unix(path: path.isEmpty ? defaultPath : String(path)), mayStartServer: false)
    }
}

/// One SSIP connection to speech-dispatcher, with a deadline on every exchange: a server that
/// accepts and then never answers costs the voice's worker `SpeechQueue.replyTimeout`, not forever.
/// Used only from the voice's worker thread.
final class SpeechConnection {
    private let socket: Int32
    private var received: [UInt8] = []
    private let timeout: Double
    /// Whether the server tells when a message ends (SSIP notifications), and the messages it
    /// has queued or is saying that have not ended yet.
    private var notifies = false
    private var unfinished = Set<Int>()
    /// The message an event block is about, while its lines come in.
    private var eventMessage: Int?

    private init(socket: Int32, timeout: Double) {
        self.socket = socket
        self.timeout = timeout
    }

    deinit { close(socket) }

    /// Connects and names the client; nil if nobody answers in time.
    static func open(_ address: SpeechAddress, timeout: Double) -> SpeechConnection? {
        guard let socket = connectedSocket(address, timeout: timeout) else { return nil }
        let connection = SpeechConnection(socket: socket, timeout: timeout)
        let user = ProcessInfo.processInfo.environment["USER"] ?? "user"
        guard connection.command(SSIP.clientName(user: user)) else { return nil }
        connection.notifies = SSIP.notificationsWanted.allSatisfy { connection.command($0) }
        return connection
    }

    /// Sets the voice up for the line and says it; false if the server failed or timed out.
    func say(_ line: SpeechLine, cancelling: Bool) -> Bool {
        for command in SSIP.setUp(for: line, cancelling: cancelling) where !self.command(command) {
            return false
        }
        guard command("SPEAK"), send(SSIP.body(line.utterance.spoken)) else { return false }
        var message: Int?
        let succeeded = replySucceeded(by: deadline()) { message = message ?? Int($0) }
        if succeeded, notifies, let message { unfinished.insert(message) }
        return succeeded
    }

    /// Stops what the server is saying for this client and drops what it has queued.
    func cancel() -> Bool {
        unfinished.removeAll()
        return command("CANCEL self")
    }

    /// Waits until the server has finished every message it was given (or `deadline`, or
    /// `stop()` says to give up), so that the natural voice never speaks over it. False if the
    /// connection failed.
    func waitUntilQuiet(by deadline: Double, stop: () -> Bool) -> Bool {
        while !unfinished.isEmpty && Self.now() < deadline && !stop() {
            guard let line = readLine(by: min(deadline, Self.now() + 0.1), slice: true) else {
                if lastReadFailed { return false }
                continue
            }
            if let reply = SSIP.reply(Substring(line)) { handleEvent(reply, line: line) }
        }
        return true
    }

    /// Says goodbye; the server need not answer.
    func quit() { _ = send("QUIT\r\n") }

    private func command(_ line: String) -> Bool {
        send(line + "\r\n") && replySucceeded(by: deadline())
    }

    private func deadline() -> Double { Self.now() + timeout }

    private func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads reply lines until the last one; whether its code says the command worked. Event
    /// lines that come in between are noted, not taken for the reply; `partOfReply` sees the
    /// text of each line of the reply that goes on ("225-17" gives "17").
    private func replySucceeded(by deadline: Double, partOfReply: (Substring) -> Void = { _ in }) -> Bool {
        while true {
            guard let line = readLine(by: deadline) else { return false }
            guard let reply = SSIP.reply(Substring(line)) else { continue }
            if SSIP.isEvent(reply.code) {
                handleEvent(reply, line: line)
                continue
            }
            if reply.isLast { return SSIP.succeeded(reply.code) }
            partOfReply(Substring(line).dropFirst(4))
        }
    }

    /// An event block's lines: "702-17" (the message), "702-3" (the client), "702 END".
    private func handleEvent(_ reply: (code: Int, isLast: Bool), line: String) {
        guard SSIP.isEvent(reply.code) else { return }
        if !reply.isLast {
            if eventMessage == nil { eventMessage = Int(line.dropFirst(4)) }
            return
        }
        if SSIP.endsMessage(reply.code), let message = eventMessage { unfinished.remove(message) }
        eventMessage = nil
    }

    /// Whether the last failed read was the connection's end or error, not a slice running out.
    private var lastReadFailed = false

    private func readLine(by deadline: Double, slice: Bool = false) -> String? {
        lastReadFailed = false
        while true {
            if let end = received.firstIndex(of: UInt8(ascii: "\n")) {
                var bytes = received[..<end]
                if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
                let line = String(decoding: bytes, as: UTF8.self)
                received.removeSubrange(...end)
                return line
            }
            guard Self.now() < deadline else { return nil }
            if slice {
                var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                let ready = poll(&waiting, 1, Int32(max(0, (deadline - Self.now()) * 1000)))
                if ready == 0 { return nil }
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            // 0: the server closed; -1: an error, or SO_RCVTIMEO ran out.
            guard count > 0 else {
                lastReadFailed = true
                return nil
            }
            received += chunk[..<count]
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A connected socket whose sends and receives (and the connect itself) give up after `timeout`.
    private static func connectedSocket(_ address: SpeechAddress, timeout: Double) -> Int32? {
        switch address.kind {
        case .unix(let path):
            var socketAddress = sockaddr_un()
            socketAddress.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: socketAddress.sun_path) else { return nil }
            withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: bytes) }
            let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { return nil }
            setTimeouts(fd, timeout)
            let result = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            guard result == 0 else { close(fd); return nil }
            return fd
        case .inet(let host, let port):
            var hints = addrinfo()
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var found: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(host, port, &hints, &found) == 0, let first = found else { return nil }
            defer { freeaddrinfo(found) }
            var entry: UnsafeMutablePointer<addrinfo>? = first
            while let info = entry {
                let fd = Glibc.socket(info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), info.pointee.ai_protocol)
                if fd >= 0 {
                    setTimeouts(fd, timeout)
                    if connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return fd }
                    close(fd)
                }
                entry = info.pointee.ai_next
            }
            return nil
        }
    }

    private static func setTimeouts(_ fd: Int32, _ seconds: Double) {
        var time = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }
}
