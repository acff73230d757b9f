/// Folds text so that what a child types matches what the game shows: case, Latin diacritics
/// ("tam" finds "tám"), full-width forms ("８" finds "8") and punctuation do not matter.
///
/// Built on the standard library's Unicode properties alone, so Find needs no ICU: a Latin letter
/// with marks folds to the letter its Unicode name is built on ("LATIN SMALL LETTER A WITH
/// BREVE AND ACUTE" is "a"), which covers every Vietnamese letter and "đ" too. Kana voicing marks
/// and Hangul are never Latin, so "が" stays apart from "か".
enum SearchFolding {
    static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if isLatinCombiningMark(scalar) { continue }
            folded.append(narrow(latinBase(scalar)))
        }
        let words = String(folded).split { $0.isWhitespace || $0.isPunctuation || $0.isSymbol }
        return words.joined(separator: " ")
    }

    /// The marks Latin letters take (U+0300…U+036F), as an input method may type them apart.
    private static func isLatinCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x300...0x36F).contains(scalar.value)
    }

    /// Full-width ASCII (U+FF01…U+FF5E) and the ideographic space, as NFKC maps them.
    private static func narrow(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        case 0x3000: " "
        default: scalar
        }
    }

    /// The base letter of a lower-case Latin letter with marks, or the scalar itself.
    private static func latinBase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        latinBases[scalar.value] ?? scalar
    }

    /// Every lower-case Latin letter with marks in Latin-1, Latin Extended-A and -B and Latin
    /// Extended Additional (where Vietnamese lives), mapped to its base letter. Read once from
    /// the scalars' names: a name lookup per typed letter made Find five times slower.
    private static let latinBases: [UInt32: Unicode.Scalar] = {
        var bases: [UInt32: Unicode.Scalar] = [:]
        for range: ClosedRange<UInt32> in [0xC0...0x24F, 0x1E00...0x1EFF] {
            for value in range {
                if let scalar = Unicode.Scalar(value), let base = baseLetter(named: scalar.properties.name) {
                    bases[value] = base
                }
            }
        }
        return bases
    }()

    /// "LATIN SMALL LETTER A WITH BREVE AND ACUTE" is "a"; any other name has no base letter.
    private static func baseLetter(named name: String?) -> Unicode.Scalar? {
        let prefix = "LATIN SMALL LETTER "
        guard let name, name.hasPrefix(prefix), name.contains(" WITH ") else { return nil }
        let letter = name.dropFirst(prefix.count).prefix { $0 != " " }
        guard letter.count == 1, let base = letter.unicodeScalars.first, ("A"..."Z").contains(base) else { return nil }
        return Unicode.Scalar(base.value + 0x20)
    }
}
