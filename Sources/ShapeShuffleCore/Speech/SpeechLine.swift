/// One line on its way to speech-dispatcher, with everything the voice is set to for it.
public struct SpeechLine: Hashable, Sendable {
    public var utterance: Utterance
    /// speech-dispatcher's rate, -100 to 100.
    public var rate: Int
    /// speech-dispatcher's volume, -100 to 100.
    public var volume: Int
    /// Stop what is being said and drop what waits first (a new level, the task asked for again).
    public var interrupting: Bool

    public init(utterance: Utterance, rate: Int, volume: Int, interrupting: Bool) {
        self.utterance = utterance
        self.rate = rate
        self.volume = volume
        self.interrupting = interrupting
    }
}
