/// The languages the game speaks. The raw value is the code used by `--lang` and in saved settings.
public enum Language: String, CaseIterable, Codable, Sendable, Hashable {
    case english = "en"
    case vietnamese = "vi"
    case japanese = "ja"
    case korean = "ko"
    case chinese = "zh"

    /// The language's own name, as the language menu shows it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .vietnamese: "Tiếng Việt"
        case .japanese: "日本語"
        case .korean: "한국어"
        case .chinese: "简体中文"
        }
    }

    /// Parses a code or a POSIX locale ("ja", "ja_JP.UTF-8", "zh_CN", "zh-Hans", "vi-VN").
    public init?(code: String) {
        let lowered = code.lowercased()
        let base = lowered.split(whereSeparator: { "_-.@".contains($0) }).first.map(String.init) ?? lowered
        guard let match = Language(rawValue: base) else { return nil }
        self = match
    }

    /// The system language from the environment, as POSIX orders it: LC_ALL, LC_MESSAGES, then LANG.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return Language(code: value) ?? .english
        }
        return .english
    }
}
