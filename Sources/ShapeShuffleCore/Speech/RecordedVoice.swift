import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// How one line reaches the child's ears.
public enum VoiceRoute: Hashable, Sendable {
    /// The natural voice's clips, played one after another (absolute paths).
    case clips([String])
    /// speech-dispatcher's voice says the line.
    case synthesizer(because: SynthesizerReason)
}

/// Why a line goes to speech-dispatcher rather than the natural voice.
public enum SynthesizerReason: Hashable, Sendable {
    /// The line has a child's name in it: names are the grown-ups' own, and no clip has them.
    case childsName
    /// The language has no natural voice, on purpose.
    case noNaturalVoice
    /// A phrase's clip should be there and is not, is empty, or is no Ogg Vorbis file.
    case missingClip(String)
    case emptyClip(String)
    case damagedClip(String)
    /// The clip was there, yet the sound server could not play it.
    case unplayableClip(String, detail: String)

    /// The line the game logs, once, when this happens; nil when it is the plan, not a fault.
    public var logLine: String? {
        switch self {
        case .childsName, .noNaturalVoice: nil
        case .missingClip(let path): "voice: no clip \(path); speech-dispatcher says the line"
        case .emptyClip(let path): "voice: clip \(path) is empty; speech-dispatcher says the line"
        case .damagedClip(let path): "voice: clip \(path) is not an Ogg Vorbis file; speech-dispatcher says the line"
        case .unplayableClip(let path, let detail): "voice: cannot play \(path) (\(detail)); speech-dispatcher says the line"
        }
    }
}

/// The natural voice's clips on disk: `<folder>/<language>/<clip>.ogg`. A language with no folder
/// has no natural voice and is said by speech-dispatcher; in a language that has one, a line whose
/// clip is missing or broken is said by speech-dispatcher too, whole, so that no line is ever said
/// half in one voice and half in another.
public struct RecordedVoice: Sendable {
    public let folder: String

    public init(folder: String) { self.folder = folder }

    /// The game's natural voice: `SHAPE_SHUFFLE_VOICES` names its folder when set (set empty, the
    /// game has none, and speech-dispatcher says everything), else `voices/` in the data folder.
    public static func located(environment: [String: String], dataDirectory: String) -> RecordedVoice? {
        if let chosen = environment["SHAPE_SHUFFLE_VOICES"] {
            return chosen.isEmpty ? nil : RecordedVoice(folder: chosen)
        }
        return RecordedVoice(folder: dataDirectory + "/voices")
    }

    /// What the clip file at a path is, from its first bytes.
    public enum ClipFile: Equatable, Sendable { case missing, empty, damaged, vorbis }

    /// At every speech rate: a slow or fast voice is the clips stretched (`TimeStretch`).
    public func route(for utterance: Utterance) -> VoiceRoute {
        guard let phrases = utterance.voicePhrases else { return .synthesizer(because: .childsName) }
        let languageFolder = folder + "/" + utterance.language
        guard Self.isFolder(languageFolder) else { return .synthesizer(because: .noNaturalVoice) }
        var paths: [String] = []
        for phrase in phrases {
            let path = languageFolder + "/" + phrase.clipName + ".ogg"
            switch Self.inspect(path) {
            case .missing: return .synthesizer(because: .missingClip(path))
            case .empty: return .synthesizer(because: .emptyClip(path))
            case .damaged: return .synthesizer(because: .damagedClip(path))
            case .vorbis: paths.append(path)
            }
        }
        return .clips(paths)
    }

    /// The languages that have a natural voice here.
    public func languages() -> [String] {
        Language.allCases.map(\.speechDispatcherCode).filter { Self.isFolder(folder + "/" + $0) }
    }

    /// An Ogg Vorbis file begins with an Ogg page ("OggS") whose packet is Vorbis's
    /// identification header ("\u{1}vorbis", 28 bytes in).
    public static func inspect(_ path: String) -> ClipFile {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 35)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return .empty }
        guard count == head.count else { return .damaged }
        let ogg = Array("OggS".utf8), vorbis = [UInt8(1)] + Array("vorbis".utf8)
        return Array(head[0..<4]) == ogg && Array(head[28..<35]) == vorbis ? .vorbis : .damaged
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
