/// The groups the Settings window shows its options in, one at a time, in the order listed.
/// Adding a group is adding a case here (the compiler then asks for its title in every language
/// and for its rows in the front's `SettingsGroup` section builder).
public enum SettingsGroup: String, CaseIterable, Sendable {
    case languageAndLooks
    case keys
    case voiceAndSound
    case switchAccess
    /// The switches: which keys or mouse buttons, the highlight's colour to match them, and saying each item aloud.
    case switches
    /// The assists: cards face up, Show me, the guided first level.
    case helpWhilePlaying
    case practice
    /// Cards in each practice level, and levels in the practice.
    case practiceLength
    /// Players, the grown-up lock, kiosk mode.
    case forGrownUps

    /// The group's name, as its tab shows it and a screen reader says it.
    public func title(in language: Language) -> String {
        switch language {
        case .english: englishTitle
        case .vietnamese: vietnameseTitle
        case .japanese: japaneseTitle
        case .korean: koreanTitle
        case .chinese: chineseTitle
        }
    }

    private var englishTitle: String {
        switch self {
        case .languageAndLooks: "Language and looks"
        case .keys: "Keys"
        case .voiceAndSound: "Voice and sound"
        case .switchAccess: "Switch access"
        case .switches: "Switches"
        case .helpWhilePlaying: "Help while playing"
        case .practice: "Practice"
        case .practiceLength: "Practice length"
        case .forGrownUps: "For grown-ups"
        }
    }

    private var vietnameseTitle: String {
        switch self {
        case .languageAndLooks: "Ngôn ngữ và hiển thị"
        case .keys: "Phím"
        case .voiceAndSound: "Giọng đọc và âm thanh"
        case .switchAccess: "Điều khiển bằng công tắc"
        case .switches: "Các công tắc"
        case .helpWhilePlaying: "Trợ giúp khi chơi"
        case .practice: "Luyện tập"
        case .practiceLength: "Độ dài bài luyện tập"
        case .forGrownUps: "Dành cho người lớn"
        }
    }

    private var japaneseTitle: String {
        switch self {
        case .languageAndLooks: "言語と表示"
        case .keys: "キー"
        case .voiceAndSound: "読み上げと音"
        case .switchAccess: "スイッチ操作"
        case .switches: "スイッチの設定"
        case .helpWhilePlaying: "遊ぶときの手助け"
        case .practice: "練習"
        case .practiceLength: "練習の長さ"
        case .forGrownUps: "保護者の方へ"
        }
    }

    private var koreanTitle: String {
        switch self {
        case .languageAndLooks: "언어와 화면"
        case .keys: "키"
        case .voiceAndSound: "읽기와 소리"
        case .switchAccess: "스위치 사용"
        case .switches: "스위치 설정"
        case .helpWhilePlaying: "놀이 도움"
        case .practice: "연습"
        case .practiceLength: "연습 길이"
        case .forGrownUps: "보호자용"
        }
    }

    private var chineseTitle: String {
        switch self {
        case .languageAndLooks: "语言和外观"
        case .keys: "按键"
        case .voiceAndSound: "朗读和声音"
        case .switchAccess: "开关操作"
        case .switches: "开关设置"
        case .helpWhilePlaying: "游戏辅助"
        case .practice: "练习"
        case .practiceLength: "练习长度"
        case .forGrownUps: "家长专用"
        }
    }
}

extension Words {
    /// `group`'s name in these words' language.
    public func title(of group: SettingsGroup) -> String { group.title(in: language) }
}
