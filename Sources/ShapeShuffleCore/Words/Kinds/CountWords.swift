/// Counts in the five languages: every count's words, and the kind's names. The numbers follow
/// each language's counting rules, in its language file (`countWord`, `dots`).
extension Int {
    func words(in language: Language) -> ValueWords {
        let book = language.phrasebook
        let count = book.countWord(self), dots = book.dots(self), digits = String(self)
        return switch language {
        case .english:
            ValueWords(count, face: dots, needed: "the card with \(dots)", forGrownUps: digits, onCheckBox: digits,
                       isPlural: self != 1)
        // "thẻ có hai chấm": without "có", "thẻ hai" sounds like card number two ("Thẻ 2").
        case .vietnamese: ValueWords(count, face: dots, card: "thẻ có \(count) chấm", forGrownUps: digits, onCheckBox: digits)
        case .japanese: ValueWords(count, face: dots, forGrownUps: digits, onCheckBox: digits)
        case .korean: ValueWords(count, face: dots, card: "점이 \(count)인 카드", forGrownUps: digits, onCheckBox: digits)
        case .chinese: ValueWords(count, face: dots, card: "\(dots)的卡片", forGrownUps: digits, onCheckBox: digits)
        }
    }
}

enum CountWords {
    static let names = KindNames(
        name: InEveryLanguage("Number", "Số lượng", "かず", "개수", "数量"),
        mistakes: InEveryLanguage("Number mistakes", "Lỗi về số", "数の間違い", "숫자 실수", "数字错误"),
        practiceGroup: InEveryLanguage("Numbers", "Các số", "数", "숫자", "数字"),
        chooseOne: InEveryLanguage("Choose at least one number.", "Hãy chọn ít nhất một số.", "数を1つ以上選んでください。",
                                   "숫자를 하나 이상 골라 주세요.", "请至少选一个数字。"))
}
