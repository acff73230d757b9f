/// Japanese for espeak-ng's `ja` voice, which reads hiragana well but has no kanji readings
/// (it says "Chinese letter" in English) and stumbles on katakana with ー (ボード). The screen's
/// Japanese is already kana with spaces between words; here katakana becomes hiragana with the
/// long vowel written out (ボード is ぼおど) and the topic particle は is written as it sounds, わ.
enum JapaneseKana {
    static func spoken(_ line: String) -> String {
        particlesAsSpoken(hiragana(kanjiRead(line)))
    }

    /// Katakana as hiragana, with ー written out as the vowel it lengthens (ボード is ぼおど).
    static func hiragana(_ line: String) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            if scalar == "ー", let last = out.unicodeScalars.last, let vowel = vowel(of: last) {
                out.unicodeScalars.append(vowel)
            } else if (0x30A1...0x30F6).contains(scalar.value), let hiragana = Unicode.Scalar(scalar.value - 0x60) {
                out.unicodeScalars.append(hiragana)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func kanjiRead(_ line: String) -> String {
        JapaneseKanjiReadings.longestFirst.reduce(line) { $0.replacing($1.kanji, with: $1.kana) }
    }

    /// The particles written with the kana of another sound, as they are said: は is わ and へ
    /// is え, where one ends a word (before a space, a comma or a full stop; へ also at the end).
    private static let particles: [Character: Character] = ["は": "わ", "へ": "え"]

    private static func particlesAsSpoken(_ line: String) -> String {
        let ends: Set<Character> = [" ", "、", "。", "！", "？", "，", "："]
        let chars = Array(line)
        var out = ""
        for (index, char) in chars.enumerated() {
            let next = index + 1 < chars.count ? chars[index + 1] : nil
            // At the line's end only へ: a line may end in a word whose last kana is は (はは).
            let endsWord = index > 0 && !ends.contains(chars[index - 1]) && (next.map(ends.contains) ?? (char == "へ"))
            out.append(endsWord ? particles[char] ?? char : char)
        }
        return out
    }

    /// The hiragana vowel a kana ends in, which a following ー lengthens.
    private static func vowel(of kana: Unicode.Scalar) -> Unicode.Scalar? {
        vowels.first { $0.kana.unicodeScalars.contains(kana) }?.vowel
    }

    private static let vowels: [(kana: String, vowel: Unicode.Scalar)] = [
        ("あかがさざただなはばぱまやゃらわ", "あ"),
        ("いきぎしじちぢにひびぴみり", "い"),
        ("うくぐすずつづぬふぶぷむゆゅる", "う"),
        ("えけげせぜてでねへべぺめれ", "え"),
        ("おこごそぞとどのほぼぽもよょろを", "お"),
    ]
}
