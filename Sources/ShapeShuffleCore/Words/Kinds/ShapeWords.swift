/// Shapes in the five languages: the kind's names and every shape's words.
enum ShapeWords {
    static let names = KindNames(
        name: InEveryLanguage("Shape", "Hình dạng", "かたち", "모양", "形状"),
        mistakes: InEveryLanguage("Shape mistakes", "Lỗi về hình", "形の間違い", "모양 실수", "形状错误"),
        practiceGroup: InEveryLanguage("Shapes", "Các hình", "形", "모양", "形状"))
}

extension Shape {
    func words(in language: Language) -> ValueWords {
        let name = names(language)
        return switch language {
        case .english: ValueWords(name, card: "the \(name)", needed: "a \(name)")
        case .japanese: ValueWords(name, forGrownUps: japaneseForGrownUps)
        case .vietnamese, .korean, .chinese: ValueWords(name)
        }
    }

    private var names: InEveryLanguage {
        switch self {
        case .circle: InEveryLanguage("circle", "hình tròn", "まる", "동그라미", "圆形")
        case .square: InEveryLanguage("square", "hình vuông", "しかく", "네모", "正方形")
        case .triangle: InEveryLanguage("triangle", "hình tam giác", "さんかく", "세모", "三角形")
        case .rectangle: InEveryLanguage("rectangle", "hình chữ nhật", "ながしかく", "직사각형", "长方形")
        case .star: InEveryLanguage("star", "ngôi sao", "ほし", "별", "星星")
        case .heart: InEveryLanguage("heart", "trái tim", "ハート", "하트", "爱心")
        case .diamond: InEveryLanguage("diamond", "hình thoi", "ひしがた", "마름모", "菱形")
        }
    }

    private var japaneseForGrownUps: String {
        switch self {
        case .circle: "丸"
        case .square: "正方形"
        case .triangle: "三角形"
        case .rectangle: "長方形"
        case .star: "星"
        case .heart: "ハート"
        case .diamond: "ひし形"
        }
    }
}
