/// The spoken form of a line: what the synthesizer is handed so that it says the line in the
/// child's language. It differs from the screen's text as ruby text does: number words for digits,
/// hiragana for katakana in Japanese, pinyin with tone numbers in Chinese. Quotation marks go,
/// because a voice drops them and no meaning may rest on them.
extension Words {
    public func spoken(_ line: String) -> String {
        let plain = plainSpoken(line)
        switch language {
        case .japanese: return JapaneseKana.spoken(plain)
        case .chinese: return Pinyin.spell(plain)
        case .english, .vietnamese, .korean: return plain
        }
    }

    /// A Chinese line's spoken form in characters, one hanzi where `spoken` has a syllable
    /// (`Pinyin.characters`); nil in the other languages, whose spoken form is written as it is said.
    public func spokenCharacters(_ line: String) -> String? {
        language == .chinese ? Pinyin.characters(plainSpoken(line)) : nil
    }

    private func plainSpoken(_ line: String) -> String {
        Self.numbersSpoken(in: withoutSlashes(Self.withoutQuotes(line)), by: book)
    }

    private static let quotationMarks: Set<Character> = ["\"", "“", "”", "„", "‘", "’", "「", "」", "『", "』", "«", "»"]

    static func withoutQuotes(_ line: String) -> String { String(line.filter { !quotationMarks.contains($0) }) }

    /// "Next / previous item" is two choices: said as a list, since a voice reads "/" as "slash".
    /// Each slash and the spaces either side of it become the list's separator. Scanned by hand:
    /// a Regex here is compiled for the first line the game says, and brings the Regex parser's
    /// pages (half a mebibyte) into memory on the first level.
    func withoutSlashes(_ line: String) -> String {
        guard line.contains(where: Self.isSlash) else { return line }
        var out = "", spaces = "", afterSlash = false
        for character in line {
            if Self.isSlash(character) {
                out += book.listSeparator
                spaces = ""
                afterSlash = true
            } else if character.isWhitespace {
                if !afterSlash { spaces.append(character) }
            } else {
                out += spaces
                out.append(character)
                spaces = ""
                afterSlash = false
            }
        }
        return out + spaces
    }

    private static func isSlash(_ character: Character) -> Bool { character == "/" || character == "／" }

    /// Every run of digits as the language says it there, with a capital where it starts a
    /// sentence ("Well done! Two of three stars."). Between kana or hanzi and the number word goes
    /// a space, so the synthesizer hears where the number starts, unless the character is part of
    /// the number's word (the ordinal 第: 第一 is di4 yi1, one word).
    static func numbersSpoken(in line: String, by book: any Phrasebook) -> String {
        var out = ""
        var chars = Array(line)[...]
        while let first = chars.first {
            guard first.isASCII, first.isNumber else {
                out.append(first)
                chars = chars.dropFirst()
                continue
            }
            let digits = chars.prefix { $0.isASCII && $0.isNumber }
            chars = chars.dropFirst(digits.count)
            guard let number = Int(String(digits)) else { out += digits; continue }
            let said = book.spokenNumber(number, before: chars.first)
            if said.consumesNext { chars = chars.dropFirst() }
            if let last = out.last, !last.isWhitespace, !last.isASCII, !last.isPunctuation,
               !book.bindsToNumber(last) { out += " " }
            let startsSentence = out.last(where: { !$0.isWhitespace }).map { ".!?".contains($0) } ?? true
            out += startsSentence ? said.words.capitalizedFirst : said.words
        }
        return out
    }
}
