/// How fast the game's own voice speaks: three choices a parent can tell apart, rather than a
/// number on speech-dispatcher's scale.
public enum SpeechRate: String, CaseIterable, Codable, Sendable, Hashable {
    case slow, normal, fast

    /// speech-dispatcher's rate, from -100 (slowest) to 100 (fastest). A young child follows
    /// speech a little slower than an adult, so even "fast" stays short of the voice's top speed.
    public var speechDispatcherRate: Int {
        switch self {
        case .slow: -40
        case .normal: -10
        case .fast: 25
        }
    }

    /// speech-dispatcher's rate for a line in a speech language (`Utterance.language`).
    /// Vietnamese has no natural voice and is said by espeak-ng, which a listener understands
    /// better slower: of 40 lines, Whisper missed 80% of the words at 161 words a minute, 76% at
    /// 135, 79% at 125 and 73% at 115 (a noisy measure, yet slower did better). So it speaks 50
    /// steps slower than the other languages, about 116 words a minute at normal.
    public func speechDispatcherRate(for speechLanguage: String) -> Int {
        let slower = speechLanguage == Language.vietnamese.speechDispatcherCode ? 50 : 0
        return max(-100, speechDispatcherRate - slower)
    }

    /// The pace the natural voice's clips play at, stretched with their pitch kept
    /// (`TimeStretch`): the same three steps a parent hears from speech-dispatcher's voice, kept
    /// a little closer together, since a clip much faster than its speaker blurs.
    public var clipTempo: Double {
        switch self {
        case .slow: 0.8
        case .normal: 1
        case .fast: 1.25
        }
    }
}
