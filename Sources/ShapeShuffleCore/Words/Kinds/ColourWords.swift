/// Colours in the five languages: the kind's names and every colour's words.
enum ColourWords {
    static let names = KindNames(
        name: InEveryLanguage("Colour", "Màu", "いろ", "색", "颜色"),
        mistakes: InEveryLanguage("Colour mistakes", "Lỗi về màu", "色の間違い", "색깔 실수", "颜色错误"),
        practiceGroup: InEveryLanguage("Colours", "Các màu", "色", "색", "颜色"))
}

extension Colour {
    func words(in language: Language) -> ValueWords {
        let name = names(language)
        return switch language {
        // Vietnamese names a colour card by "màu" and its colour: "màu đỏ".
        case .vietnamese: ValueWords(name, face: "màu \(name)", beforeNoun: "màu \(name)")
        case .japanese: ValueWords(name, beforeNoun: japaneseBeforeNoun, forGrownUps: japaneseForGrownUps)
        // "蓝色的大三角形": a colour takes 的 before what it describes.
        case .chinese: ValueWords(name, beforeNoun: "\(name)的")
        case .english, .korean: ValueWords(name)
        }
    }

    private var names: InEveryLanguage {
        switch self {
        case .red: InEveryLanguage("red", "đỏ", "あか", "빨간색", "红色")
        case .orange: InEveryLanguage("orange", "cam", "オレンジ", "주황색", "橙色")
        case .yellow: InEveryLanguage("yellow", "vàng", "きいろ", "노란색", "黄色")
        case .green: InEveryLanguage("green", "xanh lá", "みどり", "초록색", "绿色")
        case .blue: InEveryLanguage("blue", "xanh dương", "あお", "파란색", "蓝色")
        case .purple: InEveryLanguage("purple", "tím", "むらさき", "보라색", "紫色")
        }
    }

    /// The colour before a noun: an い-adjective where there is one, otherwise the noun with の.
    private var japaneseBeforeNoun: String {
        switch self {
        case .red: "あかい"
        case .orange: "オレンジの"
        case .yellow: "きいろい"
        case .green: "みどりの"
        case .blue: "あおい"
        case .purple: "むらさきの"
        }
    }

    private var japaneseForGrownUps: String {
        switch self {
        case .red: "赤"
        case .orange: "オレンジ"
        case .yellow: "黄色"
        case .green: "緑"
        case .blue: "青"
        case .purple: "紫"
        }
    }
}
