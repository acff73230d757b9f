/// Shapes in the five languages: every shape's words, and the kind's names.
extension Shape {
    func words(in language: Language) -> ValueWords {
        let say = names
        return switch language {
        case .english: ValueWords(say.en, card: "the \(say.en)", needed: "a \(say.en)")
        case .vietnamese: ValueWords(say.vi)
        case .japanese: ValueWords(say.ja, forGrownUps: say.jaForGrownUps)
        case .korean: ValueWords(say.ko)
        case .chinese: ValueWords(say.zh)
        }
    }

    /// English, Vietnamese, Japanese (alone; for grown-ups, in kanji), Korean, Chinese.
    private var names: (en: String, vi: String, ja: String, jaForGrownUps: String, ko: String, zh: String) {
        switch self {
        case .circle: ("circle", "hình tròn", "まる", "丸", "동그라미", "圆形")
        case .square: ("square", "hình vuông", "しかく", "正方形", "네모", "正方形")
        case .triangle: ("triangle", "hình tam giác", "さんかく", "三角形", "세모", "三角形")
        // Korean: "긴 네모", beside 동그라미, 세모 and 네모; 직사각형 is a school word.
        case .rectangle: ("rectangle", "hình chữ nhật", "ながしかく", "長方形", "긴 네모", "长方形")
        case .star: ("star", "ngôi sao", "ほし", "星", "별", "星星")
        case .heart: ("heart", "trái tim", "ハート", "ハート", "하트", "爱心")
        case .diamond: ("diamond", "hình thoi", "ひしがた", "ひし形", "마름모", "菱形")
        }
    }
}

enum ShapeWords {
    static let names = KindNames(
        name: InEveryLanguage("Shape", "Hình dạng", "かたち", "모양", "形状"),
        mistakes: InEveryLanguage("Shape mistakes", "Lỗi về hình", "形の間違い", "모양 실수", "形状错误"),
        practiceGroup: InEveryLanguage("Shapes", "Các hình", "形", "모양", "形状"),
        chooseOne: InEveryLanguage("Choose at least one shape.", "Hãy chọn ít nhất một hình.", "形を1つ以上選んでください。",
                                   "모양을 하나 이상 골라 주세요.", "请至少选一种形状。"))
}
