/// Colours in the five languages: every colour's words, and the kind's names.
extension Colour {
    func words(in language: Language) -> ValueWords {
        let say = names
        return switch language {
        case .english: ValueWords(say.en)
        // Vietnamese names a colour card by "màu" and its colour, and puts it after the noun: "màu đỏ".
        case .vietnamese: ValueWords(say.vi, face: "màu \(say.vi)", beforeNoun: "màu \(say.vi)")
        case .japanese: ValueWords(say.ja, beforeNoun: say.jaBeforeNoun, forGrownUps: say.jaForGrownUps)
        case .korean: ValueWords(say.ko)
        // "蓝色的大三角形": a colour takes 的 before what it describes.
        case .chinese: ValueWords(say.zh, beforeNoun: "\(say.zh)的")
        }
    }

    /// English, Vietnamese, Japanese (alone; before a noun, an い-adjective where there is one,
    /// otherwise the noun with の; for grown-ups, in kanji), Korean, Chinese.
    private var names: (en: String, vi: String, ja: String, jaBeforeNoun: String, jaForGrownUps: String, ko: String, zh: String) {
        switch self {
        case .red: ("red", "đỏ", "あか", "あかい", "赤", "빨간색", "红色")
        case .orange: ("orange", "cam", "オレンジ", "オレンジの", "オレンジ", "주황색", "橙色")
        case .yellow: ("yellow", "vàng", "きいろ", "きいろい", "黄色", "노란색", "黄色")
        case .green: ("green", "xanh lá", "みどり", "みどりの", "緑", "초록색", "绿色")
        case .blue: ("blue", "xanh dương", "あお", "あおい", "青", "파란색", "蓝色")
        case .purple: ("purple", "tím", "むらさき", "むらさきの", "紫", "보라색", "紫色")
        }
    }
}

enum ColourWords {
    static let names = KindNames(
        name: InEveryLanguage("Colour", "Màu", "いろ", "색", "颜色"),
        mistakes: InEveryLanguage("Colour mistakes", "Lỗi về màu", "色の間違い", "색 실수", "颜色错误"),
        practiceGroup: InEveryLanguage("Colours", "Các màu", "色", "색", "颜色"),
        chooseOne: InEveryLanguage("Choose at least one colour.", "Hãy chọn ít nhất một màu.", "色を1つ以上選んでください。",
                                   "색을 하나 이상 골라 주세요.", "请至少选一种颜色。"))
}
