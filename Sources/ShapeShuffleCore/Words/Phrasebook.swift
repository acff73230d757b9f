/// One language's grammar: its punctuation, number words and the prompt's word order, and the few
/// sentences built on them. One conforming type per language file, so a missing piece is a compile
/// error, never a silent English fallback. `Words` is the public face.
protocol Phrasebook: Sendable {
    /// The language whose words these are, which a kind's words file answers for (`CardValue.words(in:)`).
    var language: Language { get }
    func text(_ item: UIText) -> String

    var punctuation: Punctuation { get }

    /// The number as a word a child says on its own ("two"); nil past the spelled range.
    func numberWord(_ number: Int) -> String?
    /// Every way of writing or saying the number that Find should accept, digits aside.
    func numberSpellings(_ number: Int) -> [String]

    /// A number written in digits on screen, as the game's voice says it: `next` is the character
    /// after the digits, and `consumesNext` is true when the words already say it (the counter つ
    /// in "2つ", spoken "ふたつ").
    func spokenNumber(_ number: Int, before next: Character?) -> (words: String, consumesNext: Bool)
    /// Whether the character before a number makes one word with it (Chinese 第), so no space
    /// goes between them when the number is said.
    func bindsToNumber(_ previous: Character) -> Bool

    /// The whole prompt: "Two yellow squares".
    func prompt(_ prompt: Prompt) -> String
    /// One object of the prompt's picture: "yellow square".
    func promptPicture(_ prompt: Prompt) -> String

    /// A count as its slot says it: "two", "2つ", "두 개", "两个".
    func countWord(_ number: Int) -> String
    /// A number card's face: "two dots".
    func dots(_ number: Int) -> String

    // The two sentences built on an attribute's words: what an empty slot needs, and what was added.
    func slotNeeds(_ requirement: Attribute) -> String
    func added(_ attribute: Attribute) -> String

    // Find synonyms with a number, beyond each element's name
    func levelSynonyms(_ number: Int) -> [String]
    func cardSynonyms(_ number: Int) -> [String]

    /// How auditory scanning says a card's choice, where its drawn word alone is misheard
    /// (English "Pin", heard as "pen"); nil says the drawn word.
    func scanChoiceSaid(_ option: ScanOption, pinned: Bool) -> String?
    /// A turned card's face as the game's voice says it and its caption shows it, where the face's
    /// word alone is misheard (English "Blue.", heard as "please"); nil says the face alone.
    func faceSaid(_ attribute: Attribute) -> String?
}

/// A value's words in this language, from its kind's words file (`Core/Words/Kinds/`), so a
/// language file composes sentences without naming a kind.
extension Phrasebook {
    func words(_ attribute: Attribute) -> ValueWords { attribute.value.words(in: language) }
    func word(_ value: some CardValue) -> String { value.words(in: language).alone }

    /// What fills a slot, after its kind: "two" in "Number: two".
    func slotValue(_ attribute: Attribute) -> String { words(attribute).alone }

    /// What a face-up card shows, as its name says it: "two dots", "yellow".
    func cardFace(_ attribute: Attribute) -> String { words(attribute).face }

    func scanChoiceSaid(_ option: ScanOption, pinned: Bool) -> String? { nil }
    func faceSaid(_ attribute: Attribute) -> String? { nil }
}

/// What a language writes between words and numbers.
struct Punctuation {
    /// Between the parts of a name: ", " or "、".
    let list: String
    /// After a slot's kind: ": " or "：".
    let label: String
    /// Between two sentences: a space, or nothing after "。".
    let sentence: String
    /// Between the whole and the tenths of a number.
    let decimal: String
}

extension Phrasebook {
    var listSeparator: String { punctuation.list }
    var labelSeparator: String { punctuation.label }
    var sentenceSeparator: String { punctuation.sentence }
    var decimalSeparator: String { punctuation.decimal }
}

extension Language {
    var phrasebook: any Phrasebook {
        switch self {
        case .english: English()
        case .vietnamese: Vietnamese()
        case .japanese: Japanese()
        case .korean: Korean()
        case .chinese: Chinese()
        }
    }
}

extension String {
    /// The string with its first character in upper case, for a sentence that starts with a number word.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    /// The string with its first character in lower case, for a name that goes on mid-sentence.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
