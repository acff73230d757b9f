/// The espeak-ng voices the game asks speech-dispatcher for by name, where a language's default
/// voice would not say the spoken form in that language.
public enum EspeakNGVoice: String, CaseIterable, Hashable, Sendable {
    /// Mandarin that reads Latin letters as pinyin with tone numbers ("si4 ge4 dian3"). The default
    /// `cmn` voice reads the same tone numbers aloud in English.
    case mandarinPinyin = "cmn-latn-pinyin"

    /// The name SSIP's SET SYNTHESIS_VOICE is given: espeak-ng's own identifier. speech-dispatcher's
    /// espeak-ng module accepts it as well as the display name it lists ("Chinese (Mandarin, latin
    /// as Pinyin)"), and on the real chain the identifier said the pinyin task shortest, that is,
    /// with no tone number read aloud.
    public var speechDispatcherName: String { rawValue }
}

/// Who says a language's lines: speech-dispatcher's language code and, where needed, the voice
/// asked for by name. `espeakNGVoice` is the voice espeak-ng itself then speaks with: the
/// tests hand each spoken form to `espeak-ng -v` with it, so they hear what the game asks for.
public struct SpeechVoice: Hashable, Sendable {
    public let language: String
    public let namedVoice: EspeakNGVoice?

    /// The name for speech-dispatcher's `spd_set_synthesis_voice`, or nil for the language's default.
    public var synthesisVoice: String? { namedVoice?.speechDispatcherName }

    /// The espeak-ng voice that says the line: the named one, or the language's own.
    public var espeakNGVoice: String { namedVoice?.rawValue ?? language }
}

extension Language {
    /// The voice that says this language's spoken forms.
    public var speechVoice: SpeechVoice {
        switch self {
        case .chinese: SpeechVoice(language: speechDispatcherCode, namedVoice: .mandarinPinyin)
        case .english, .vietnamese, .japanese, .korean: SpeechVoice(language: speechDispatcherCode, namedVoice: nil)
        }
    }

    /// The language speech-dispatcher is asked for; espeak-ng and other modules know each of these.
    public var speechDispatcherCode: String {
        switch self {
        case .english: "en"
        case .vietnamese: "vi"
        case .japanese: "ja"
        case .korean: "ko"
        case .chinese: "zh"
        }
    }
}
