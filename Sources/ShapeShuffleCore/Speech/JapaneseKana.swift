/// Japanese for espeak-ng's `ja` voice, which reads hiragana well but has no kanji readings
/// (it says "Chinese letter" in English) and stumbles on katakana with ー (ボード). The screen's
/// Japanese is already kana with spaces between words; here katakana becomes hiragana with the
/// long vowel written out (ボード is ぼおど) and the topic particle は is written as it sounds, わ.
enum JapaneseKana {
    static func spoken(_ line: String) -> String {
        var out = ""
        for scalar in kanjiRead(line).unicodeScalars {
            if scalar == "ー", let last = out.unicodeScalars.last, let vowel = vowel(of: last) {
                out.unicodeScalars.append(vowel)
            } else if (0x30A1...0x30F6).contains(scalar.value), let hiragana = Unicode.Scalar(scalar.value - 0x60) {
                out.unicodeScalars.append(hiragana)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return particlesAsSpoken(out)
    }

    /// The few kanji words the screen shows (button names that auditory scanning says), read in kana.
    private static let kanjiReadings: [(kanji: String, kana: String)] = [("設定", "せってい"), ("検索", "けんさく")]

    private static func kanjiRead(_ line: String) -> String {
        kanjiReadings.reduce(line) { $0.replacing($1.kanji, with: $1.kana) }
    }

    /// は at the end of a word (before a space, a comma or a full stop) is the particle, said わ.
    private static func particlesAsSpoken(_ line: String) -> String {
        let ends: Set<Character> = [" ", "、", "。", "！", "？", "，"]
        let chars = Array(line)
        var out = ""
        for (index, char) in chars.enumerated() {
            let next = index + 1 < chars.count ? chars[index + 1] : nil
            let isParticle = char == "は" && index > 0 && (next.map(ends.contains) ?? false)
            out.append(isParticle ? "わ" : char)
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
