/// Chinese for espeak-ng's `cmn-latn-pinyin` voice: each hanzi as pinyin with its tone number
/// ("四个点" is "si4 ge4 dian3"), with the tone changes a speaker makes and the voice does not:
/// 一 and 不 before a fourth tone rise (一个 yi2 ge4, 不在 bu2 zai4), 一 before other tones falls
/// (一颗 yi4 ke1), and of two third tones in a row the first rises (有两 you2 liang3). Digits are
/// Chinese numerals by now (`Words.spoken`), so a card's number is read like any other 一.
enum Pinyin {
    private enum Token {
        case syllable(base: String, tone: Int, hanzi: Character)
        case other(Character)
    }

    static func spell(_ line: String) -> String {
        var tokens = tokenize(Array(line))
        applyToneSandhi(&tokens)
        return render(tokens) { base, tone, _ in "\(base)\(tone)" }
    }

    /// The line as `spell` writes it, each syllable's hanzi in the place of its pinyin: the same
    /// spaces and marks, so that its phrases and their syllables stand one for one with the
    /// spoken form's. The natural voice's renderer reads words off it.
    static func characters(_ line: String) -> String {
        render(tokenize(Array(line))) { _, _, hanzi in String(hanzi) }
    }

    /// Each hanzi with its reading: a word's own where the line holds one of `wordReadings`,
    /// otherwise the character's.
    private static func tokenize(_ chars: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < chars.count {
            if let word = wordReadings.first(where: { chars[index...].starts(with: $0.word) }) {
                for (char, reading) in zip(word.word, word.readings) { tokens.append(syllable(char, reading) ?? .other(char)) }
                index += word.word.count
                continue
            }
            let char = chars[index]
            tokens.append(readings[char].flatMap { syllable(char, $0) } ?? .other(char))
            index += 1
        }
        return tokens
    }

    private static func syllable(_ hanzi: Character, _ reading: String) -> Token? {
        guard let tone = reading.last?.wholeNumberValue else { return nil }
        return .syllable(base: String(reading.dropLast()), tone: tone, hanzi: hanzi)
    }

    private static let numerals: Set<Character> = ["一", "二", "两", "三", "四", "五", "六", "七", "八", "九", "十", "第"]
    /// Measure words and the words 一 begins in the game's lines.
    private static let yiChangesBefore: Set<Character> = ["个", "颗", "张", "遍", "关", "直", "下"]

    private static func applyToneSandhi(_ tokens: inout [Token]) {
        let original = tokens
        for index in tokens.indices {
            guard case .syllable(let base, let tone, let hanzi) = original[index] else { continue }
            let next: (tone: Int, hanzi: Character)? = index + 1 < original.count
                ? { if case .syllable(_, let t, let h) = original[index + 1] { return (t, h) } else { return nil } }()
                : nil
            let previous: Character? = index > 0
                ? { if case .syllable(_, _, let h) = original[index - 1] { return h } else { return nil } }()
                : nil
            var newTone = tone
            switch hanzi {
            case "一":
                // 一 changes only where it counts or makes a word with what follows (一个, 一颗, 一直,
                // 这一关); as a card's number (卡片1 is 卡片一), inside a number (十一) or as an ordinal
                // it keeps its first tone.
                if let next, yiChangesBefore.contains(next.hanzi), !(previous.map(numerals.contains) ?? false) {
                    newTone = next.tone == 4 ? 2 : 4
                } else if next?.hanzi == "百" {
                    // A hundred is yì bǎi, after 第 too (第一百关).
                    newTone = 4
                }
            case "不":
                if next?.tone == 4 { newTone = 2 }
            default:
                if tone == 3, next?.tone == 3 { newTone = 2 }
            }
            tokens[index] = .syllable(base: base, tone: newTone, hanzi: hanzi)
        }
    }

    private static let punctuation: [Character: String] = [
        "，": ",", "、": ",", "。": ".", "！": "!", "？": "?", "：": ":", "；": ";",
        // An aside in brackets is said after a short pause, as a comma asks; its end is the
        // sentence's own.
        "（": ",", "）": "",
    ]

    /// Syllables apart by spaces, punctuation in its Latin form against the syllable before it.
    private static func render(_ tokens: [Token], syllable: (String, Int, Character) -> String) -> String {
        var out = ""
        for token in tokens {
            switch token {
            case .syllable(let base, let tone, let hanzi):
                if let last = out.last, last != " " { out += " " }
                out += syllable(base, tone, hanzi)
            case .other(let char):
                if let mark = punctuation[char] {
                    if !mark.isEmpty { out += mark + " " }
                } else if char == " " {
                    if let last = out.last, last != " " { out += " " }
                } else {
                    if let last = out.last, last != " ", !last.isASCII || !char.isASCII { out += " " }
                    out.append(char)
                }
            }
        }
        return String(out.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension Pinyin {
    private static let marked: [Character: (base: Character, tone: Int)] = [
        "ā": ("a", 1), "á": ("a", 2), "ǎ": ("a", 3), "à": ("a", 4),
        "ē": ("e", 1), "é": ("e", 2), "ě": ("e", 3), "è": ("e", 4),
        "ī": ("i", 1), "í": ("i", 2), "ǐ": ("i", 3), "ì": ("i", 4),
        "ō": ("o", 1), "ó": ("o", 2), "ǒ": ("o", 3), "ò": ("o", 4),
        "ū": ("u", 1), "ú": ("u", 2), "ǔ": ("u", 3), "ù": ("u", 4),
        "ǖ": ("ü", 1), "ǘ": ("ü", 2), "ǚ": ("ü", 3), "ǜ": ("ü", 4),
    ]

    /// Pinyin as a grown-up may type a name's reading, with tone marks ("Zǐhán", "zǐ hán") or
    /// tone numbers ("zi3 han2"), in the tone-number form espeak-ng's pinyin voice reads: each
    /// marked syllable gets its number at its end. Syllables run together are split where a tone
    /// mark shows one has ended (the next starts at its first consonant or at an apostrophe).
    static func withToneNumbers(_ reading: String) -> String {
        var out = ""
        var pendingTone: Int?
        func endSyllable() {
            if let tone = pendingTone { out += String(tone) }
            pendingTone = nil
        }
        let chars = Array(reading.lowercased())
        for (index, char) in chars.enumerated() {
            if let mark = marked[char] {
                if pendingTone != nil { endSyllable(); out += " " }
                out.append(mark.base)
                pendingTone = mark.tone
            } else if char == " " || char == "'" || char == "’" || char == "-" {
                endSyllable()
                out += " "
            } else if pendingTone != nil, startsSyllable(at: index, in: chars) {
                endSyllable()
                out += " "
                out.append(char)
            } else {
                out.append(char)
            }
        }
        endSyllable()
        return out.split(separator: " ").joined(separator: " ")
    }

    /// After a marked vowel, a consonant starts the next syllable unless it closes this one: n
    /// and ng (when no vowel follows them) and the r of -er. Before a vowel, n and g start the
    /// next one (written pinyin puts an apostrophe before a syllable that starts with a vowel).
    private static func startsSyllable(at index: Int, in chars: [Character]) -> Bool {
        func isVowel(_ at: Int) -> Bool {
            at < chars.count && (["a", "e", "i", "o", "u", "ü", "v"].contains(chars[at]) || marked[chars[at]] != nil)
        }
        let char = chars[index]
        if isVowel(index) || char.isNumber { return false }
        switch char {
        case "n", "r": return isVowel(index + 1)
        case "g": return chars[index - 1] != "n" || isVowel(index + 1)
        default: return true
        }
    }
}
