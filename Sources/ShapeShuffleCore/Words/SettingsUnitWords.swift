/// The unit written after a number in Settings, so that "1.5" reads "1.5 seconds", in all five
/// languages.
public enum SettingsUnit: CaseIterable, Sendable {
    /// The scan's interval and its cool-down.
    case seconds
    /// The scan's rounds before it stops.
    case rounds
    /// Cards in each practice level.
    case cards
    /// Levels in a practice.
    case levels
}

extension Words {
    /// The unit after `value`: singular after exactly one where the language has a plural.
    public func unit(_ unit: SettingsUnit, after value: Double) -> String {
        let one = value == 1
        return switch language {
        case .english:
            switch unit {
            case .seconds: one ? "second" : "seconds"
            case .rounds: one ? "round" : "rounds"
            case .cards: one ? "card" : "cards"
            case .levels: one ? "level" : "levels"
            }
        case .vietnamese:
            switch unit {
            case .seconds: "giây"
            case .rounds: "vòng"
            case .cards: "thẻ"
            case .levels: "màn"
            }
        case .japanese:
            switch unit {
            case .seconds: "秒"
            case .rounds: "周"
            case .cards: "枚"
            case .levels: "レベル"
            }
        case .korean:
            switch unit {
            case .seconds: "초"
            case .rounds: "바퀴"
            case .cards: "장"
            case .levels: "레벨"
            }
        case .chinese:
            switch unit {
            case .seconds: "秒"
            case .rounds: "圈"
            case .cards: "张"
            case .levels: "关"
            }
        }
    }

    /// Every form the unit takes in this language, the longest first: the room its label keeps.
    public func unitForms(_ unit: SettingsUnit) -> [String] {
        Set([self.unit(unit, after: 1), self.unit(unit, after: 2)]).sorted { $0.count > $1.count }
    }
}
