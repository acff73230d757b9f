extension Language {
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
