import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the computer offers for sound, looked at once when the game starts.
public struct SoundOutputFacts: Hashable, Sendable {
    /// SPEECHD_ADDRESS names a speech server: where it plays is that server's business.
    public var speechServerChosen: Bool
    /// PULSE_SERVER names a sound server.
    public var soundServerNamed: Bool
    /// A PulseAudio or PipeWire socket in XDG_RUNTIME_DIR.
    public var soundServerSocket: Bool
    /// An ALSA playback device (/dev/snd/pcmC*p), which the speech server can play into without a server.
    public var playbackDevice: Bool

    /// Whether the game's voice can be heard here. Without, it stays silent (no speech server is
    /// started for nothing), the captions say everything, and a notice tells the grown-ups once.
    public var voiceCanBeHeard: Bool {
        speechServerChosen || soundServerNamed || soundServerSocket || playbackDevice
    }

    /// Looks at this computer. `devices` is the ALSA device folder (another one in tests).
    public static func look(environment: [String: String], devices: String = "/dev/snd") -> SoundOutputFacts {
        let runtime = environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let sockets = runtime.map { ["\($0)/pulse/native", "\($0)/pipewire-0"] } ?? []
        let playback = ((try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? [])
            .contains { $0.hasPrefix("pcmC") && $0.hasSuffix("p") }
        return SoundOutputFacts(
            speechServerChosen: !(environment["SPEECHD_ADDRESS"] ?? "").isEmpty,
            soundServerNamed: !(environment["PULSE_SERVER"] ?? "").isEmpty,
            soundServerSocket: sockets.contains(where: isSocket),
            playbackDevice: playback)
    }

    private static func isSocket(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK
    }
}
