/// SSIP, speech-dispatcher's text protocol, as far as the game's voice uses it: the commands
/// that set the voice up for a line and say it, and how a reply ends.
public enum SSIP {
    /// The first command on a new connection: who is speaking, as speech-dispatcher lists clients.
    public static func clientName(user: String) -> String {
        "SET self CLIENT_NAME \(word(user, or: "user")):shape-shuffle:voice"
    }

    /// What to send before SPEAK so that the line is said in its language, voice, rate and volume.
    /// `cancelling` stops what the server is saying for this client first.
    public static func setUp(for line: SpeechLine, cancelling: Bool) -> [String] {
        var commands: [String] = cancelling ? ["CANCEL self"] : []
        commands.append("SET self LANGUAGE \(word(line.utterance.language, or: "en"))")
        if let voice = line.utterance.synthesisVoice {
            commands.append("SET self SYNTHESIS_VOICE \(word(voice, or: "default"))")
        }
        commands.append("SET self RATE \(clamped(line.rate))")
        commands.append("SET self VOLUME \(clamped(line.volume))")
        return commands
    }

    /// The text that follows SPEAK: CRLF lines, a line that starts with a dot doubled, and a lone
    /// dot to end it.
    public static func body(_ text: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        return lines.map { $0.hasPrefix(".") ? "." + $0 : String($0) }.joined(separator: "\r\n") + "\r\n.\r\n"
    }

    /// A reply line: its three-digit code and whether it is the reply's last line ("225 OK"
    /// ends, "225-17" goes on). Nil for a line that is no reply at all.
    public static func reply(_ line: Substring) -> (code: Int, isLast: Bool)? {
        let characters = Array(line.prefix(4))
        guard characters.count >= 3, let code = Int(String(characters[0..<3])) else { return nil }
        return (code, characters.count < 4 || characters[3] != "-")
    }

    /// The notifications asked for on a new connection: when a message ends or is cancelled,
    /// so the natural voice waits for speech-dispatcher to finish before it speaks.
    public static let notificationsWanted = ["SET self NOTIFICATION end on", "SET self NOTIFICATION cancel on"]

    /// Whether a line's code is an event the server sends on its own (7xx), not a reply.
    public static func isEvent(_ code: Int) -> Bool { (700..<800).contains(code) }

    /// Whether an event says its message is over: 702 END, 703 CANCELED.
    public static func endsMessage(_ code: Int) -> Bool { code == 702 || code == 703 }

    /// Whether a reply code says the command worked (speech-dispatcher's 1xx and 2xx).
    public static func succeeded(_ code: Int) -> Bool { (100..<300).contains(code) }

    private static func word(_ value: String, or fallback: String) -> String {
        let clean = value.filter { !$0.isWhitespace && !$0.isNewline }
        return clean.isEmpty ? fallback : clean
    }

    private static func clamped(_ value: Int) -> Int { min(max(value, -100), 100) }
}
