/// Sizes in the five languages: every size's words, and the kind's names.
extension Size {
    func words(in language: Language) -> ValueWords {
        let big = self == .big
        return switch language {
        case .english: ValueWords(big ? "big" : "small", card: "the \(big ? "big" : "small") card")
        // "cỡ lớn": the card that shows "big".
        case .vietnamese: ValueWords(big ? "lớn" : "nhỏ", face: "cỡ \(big ? "lớn" : "nhỏ")")
        // An い-adjective goes straight before its noun: "おおきい カード", never "おおきいの カード".
        case .japanese: ValueWords(big ? "おおきい" : "ちいさい", card: "\(big ? "おおきい" : "ちいさい") カード",
                                   forGrownUps: big ? "大きい" : "小さい")
        // A size on its own is "큰 것"; its card is "큰 카드", as a child says it.
        case .korean: ValueWords(big ? "큰 것" : "작은 것", beforeNoun: big ? "큰" : "작은", card: big ? "큰 카드" : "작은 카드")
        case .chinese: ValueWords(big ? "大" : "小", card: "\(big ? "大" : "小")的卡片")
        }
    }
}

enum SizeWords {
    static let names = KindNames(
        name: InEveryLanguage("Size", "Kích thước", "おおきさ", "크기", "大小"),
        mistakes: InEveryLanguage("Size mistakes", "Lỗi về kích thước", "大きさの間違い", "크기 실수", "大小错误"),
        practiceGroup: InEveryLanguage("Sizes", "Các kích thước", "大きさ", "크기", "大小"))
}
