/// How loud the game's voice, or its sounds, are: four choices a parent can tell apart. Off is
/// the same as turning "Read aloud" or "Sounds" off; the other three are the loudness they play at.
public enum Volume: String, CaseIterable, Codable, Sendable, Hashable {
    case off, quiet, normal, loud

    /// The loudness to come back to when the voice or the sounds are switched on again.
    public static let audible: [Volume] = [.quiet, .normal, .loud]

    /// speech-dispatcher's volume, from -100 to 100 (0 is the synthesizer's own level). A loud
    /// voice stays short of the top, where espeak-ng starts to clip. Off is never sent: nothing is.
    public var speechDispatcherVolume: Int {
        switch self {
        case .off: -100
        case .quiet: -60
        case .normal: 0
        case .loud: 60
        }
    }

    /// The gain, in decibels, the natural voice's clips play at. The clips peak at -3 dBFS,
    /// about as loud as espeak-ng at speech-dispatcher's own level.
    public var naturalVoiceDecibels: Double {
        switch self {
        case .off: -90
        case .quiet: -14
        case .normal: -4
        case .loud: 0
        }
    }

    /// The gain, in decibels, a sound from the theme is played with (libcanberra's
    /// canberra.volume); 0 dB is the theme's own level, which is already gentle.
    public var soundDecibels: Double {
        switch self {
        case .off: -90
        case .quiet: -14
        case .normal: -6
        case .loud: 0
        }
    }
}
