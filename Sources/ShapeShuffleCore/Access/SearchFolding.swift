import Foundation

/// Folds text so that what a child types matches what the game shows: case, Latin diacritics
/// ("tam" finds "tám"), full-width forms ("８" finds "8") and punctuation do not matter.
enum SearchFolding {
    static func fold(_ text: String) -> String {
        // NFKC turns full-width and half-width forms into their ordinary ones.
        let compatible = text.precomposedStringWithCompatibilityMapping.lowercased()
        // Only Latin combining marks go; kana voicing marks (U+3099) and Hangul jamo must stay.
        let decomposed = compatible.decomposedStringWithCanonicalMapping.unicodeScalars
            .filter { !(0x300...0x36F).contains($0.value) }
            .map { $0 == "đ" ? "d" : Character($0) }
        let bare = String(decomposed).precomposedStringWithCanonicalMapping
        let words = bare.split { $0.isWhitespace || $0.isPunctuation || $0.isSymbol }
        return words.joined(separator: " ")
    }
}
