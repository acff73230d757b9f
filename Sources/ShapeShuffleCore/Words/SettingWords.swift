/// The titles of settings added through `SettingsTable`, in all five languages; a new setting's
/// title is one case here with its five texts.
public enum SettingText: CaseIterable, Sendable, LanguageTables {
    /// The digit drawn under the dots of a number card.
    case numeralsOnCards

    var english: String {
        switch self {
        case .numeralsOnCards: "Show numerals on number cards"
        }
    }

    var vietnamese: String {
        switch self {
        case .numeralsOnCards: "Hiện chữ số trên thẻ số"
        }
    }

    var japanese: String {
        switch self {
        case .numeralsOnCards: "数のカードに数字を表示"
        }
    }

    var korean: String {
        switch self {
        case .numeralsOnCards: "수 카드에 숫자 보이기"
        }
    }

    var chinese: String {
        switch self {
        case .numeralsOnCards: "在数量卡片上显示数字"
        }
    }
}

extension Words {
    public func setting(_ item: SettingText) -> String { item.text(in: language) }
}
