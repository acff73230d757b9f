/// The name of a pre-rendered voice clip: the same words said the same way always have the same
/// name, and any change to what is said (its words, its language, its voice) gives a new one, so
/// a clip can never say an old line. FNV-1a over the language, the synthesizer voice and the
/// spoken form, in 16 hex digits.
enum VoiceClipName {
    static func of(_ spoken: String, language: String, synthesisVoice: String?) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(language)|\(synthesisVoice ?? "")|\(spoken)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension Utterance {
    /// The name a clip of the whole line would have.
    public var clipName: String { VoiceClipName.of(spoken, language: language, synthesisVoice: synthesisVoice) }
}
