/// Sizes in the five languages: the kind's names and every size's words.
enum SizeWords {
    static let names = KindNames(
        name: InEveryLanguage("Size", "Kích thước", "おおきさ", "크기", "大小"),
        mistakes: InEveryLanguage("Size mistakes", "Lỗi về kích thước", "大きさの間違い", "크기 실수", "大小错误"),
        practiceGroup: InEveryLanguage("Sizes", "Các kích thước", "大きさ", "크기", "大小"))
}

extension Size {
    func words(in language: Language) -> ValueWords {
        let name = names(language)
        return switch language {
        case .english: ValueWords(name, card: "the \(name) card")
        // "cỡ lớn": the card that shows "big".
        case .vietnamese: ValueWords(name, face: "cỡ \(name)")
        case .japanese: ValueWords(name, forGrownUps: self == .big ? "大きい" : "小さい")
        // A size on its own is "큰 것", and its card "큰 것 카드": the card that shows "big", not a big card.
        case .korean: ValueWords("\(name) 것", beforeNoun: name)
        case .chinese: ValueWords(name, card: "\(name)的卡片")
        }
    }

    private var names: InEveryLanguage {
        switch self {
        case .big: InEveryLanguage("big", "lớn", "おおきい", "큰", "大")
        case .small: InEveryLanguage("small", "nhỏ", "ちいさい", "작은", "小")
        }
    }
}
