/// The name of a line's pre-rendered voice clip: the same line said the same way always has the
/// same name, and any change to what is said (its words, its language, its voice) gives a new
/// one, so a clip can never say an old line. FNV-1a over the language, the synthesizer voice and
/// the spoken form, in 16 hex digits.
extension Utterance {
    public var clipName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(language)|\(synthesisVoice ?? "")|\(spoken)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
