/// One line on its way to the child: to the natural voice's clips or to speech-dispatcher, with
/// everything the voice is set to for it.
public struct SpeechLine: Hashable, Sendable {
    public var utterance: Utterance
    /// speech-dispatcher's rate, -100 to 100.
    public var rate: Int
    /// speech-dispatcher's volume, -100 to 100.
    public var volume: Int
    /// Stop what is being said and drop what waits first (a new level, the task asked for again).
    public var interrupting: Bool
    /// Clips to play, or speech-dispatcher to say it.
    public var route: VoiceRoute
    /// The gain the clips play at, in decibels (libcanberra's canberra.volume).
    public var clipDecibels: Double
    /// The pace the clips play at (`SpeechRate.clipTempo`): 1 is the clips' own.
    public var clipTempo: Double

    public init(utterance: Utterance, rate: Int, volume: Int, interrupting: Bool,
                route: VoiceRoute = .synthesizer(because: .noNaturalVoice), clipDecibels: Double = 0, clipTempo: Double = 1) {
        (self.utterance, self.rate, self.volume, self.interrupting, self.route, self.clipDecibels, self.clipTempo) =
            (utterance, rate, volume, interrupting, route, clipDecibels, clipTempo)
    }
}
