/// How each language's voice says a number the screen writes in digits. A digit handed to a
/// synthesizer is read in whatever way its dictionary knows: espeak-ng's Japanese says "4つ"
/// as "shi tsu", and a card's number must sound like the card's name, not a count.
extension English {
    func spokenNumber(_ number: Int, before next: Character?) -> (words: String, consumesNext: Bool) {
        (numberWord(number) ?? String(number), false)
    }

    func bindsToNumber(_ previous: Character) -> Bool { false }
}

extension Vietnamese {
    func spokenNumber(_ number: Int, before next: Character?) -> (words: String, consumesNext: Bool) {
        (numberWord(number) ?? String(number), false)
    }

    func bindsToNumber(_ previous: Character) -> Bool { false }
}

extension Korean {
    /// A card or level number is read in Sino-Korean, as its particle already assumes ("카드 4는" is 카드 사는).
    func spokenNumber(_ number: Int, before next: Character?) -> (words: String, consumesNext: Bool) {
        ((1..<1000).contains(number) ? sinoNumber(number) : String(number), false)
    }

    func bindsToNumber(_ previous: Character) -> Bool { false }
}

extension Japanese {
    /// "2つ" is the native count ふたつ; any other number is read on its own ("カード4" is かあど よん).
    func spokenNumber(_ number: Int, before next: Character?) -> (words: String, consumesNext: Bool) {
        if next == "つ", number < Self.nativeCounts.count { return (Self.nativeCounts[number], true) }
        return (numberWord(number) ?? String(number), false)
    }

    func bindsToNumber(_ previous: Character) -> Bool { false }
}

extension Chinese {
    /// Before a measure word two is 两 ("2颗" is 两颗); a card's number stays a plain numeral (卡片二).
    func spokenNumber(_ number: Int, before next: Character?) -> (words: String, consumesNext: Bool) {
        let measures: Set<Character> = ["个", "颗"]
        if let next, measures.contains(next) { return (beforeMeasure(number), false) }
        return (numberWord(number) ?? String(number), false)
    }

    /// The ordinal 第 and its number are one word: 第一 is di4 yi1, its 一 never changing tone as a
    /// count's would (一个 yi2 ge4).
    func bindsToNumber(_ previous: Character) -> Bool { previous == "第" }
}
