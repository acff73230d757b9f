/// Every word and phrase of one language. One conforming type per language file, so a missing
/// phrase is a compile error, never a silent English fallback. `Words` is the public face.
protocol Phrasebook: Sendable {
    /// The language whose words these are, which a kind's words file answers for (`CardValue.words(in:)`).
    var language: Language { get }
    func text(_ item: UIText) -> String

    // Separators: ", " or "、" between the parts of a name; ": " or "：" after a slot's kind.
    var listSeparator: String { get }
    var labelSeparator: String { get }
    /// What goes between two sentences: a space, or nothing after "。".
    var sentenceSeparator: String { get }
    var decimalSeparator: String { get }

    /// The number as a word a child says on its own ("two"); nil past the spelled range.
    func numberWord(_ number: Int) -> String?
    /// Every way of writing or saying the number that Find should accept, digits aside.
    func numberSpellings(_ number: Int) -> [String]

    /// A number written in digits on screen, as the game's voice says it: `next` is the character
    /// after the digits, and `consumesNext` is true when the words already say it (the counter つ
    /// in "2つ", spoken "ふたつ").
    func spokenNumber(_ number: Int, before next: Character?) -> (words: String, consumesNext: Bool)

    /// The whole prompt: "Two yellow squares".
    func prompt(_ prompt: Prompt) -> String
    /// One object of the prompt's picture: "yellow square".
    func promptPicture(_ prompt: Prompt) -> String

    /// A count as its slot says it: "two", "2つ", "두 개", "两个".
    func countWord(_ number: Int) -> String
    /// A number card's face: "two dots".
    func dots(_ number: Int) -> String
    func cardLabel(_ number: Int) -> String
    var faceDown: String { get }
    var pinnedMark: String { get }
    var onBoardMark: String { get }
    /// Row and column counted from 1.
    func cardPosition(row: Int, column: Int) -> String
    func addHint(key: String) -> String
    func pinHint(key: String, pinned: Bool) -> String
    var actionsMenuHint: String { get }
    /// Shown on the first level until a card is added: every way to add one (the Add key when
    /// single keys work, a double-click, the card's menu).
    func addCardHint(key: String?) -> String

    func slotNeeds(_ requirement: Attribute) -> String
    func slotHolds(card: Int) -> String

    func levelName(_ number: Int) -> String
    /// "2 of 3 stars".
    func stars(_ earned: Int, of maximum: Int) -> String

    // Feedback after a move
    func added(_ attribute: Attribute) -> String
    func levelCompleted(stars: Int) -> String
    func mistake(card: Int) -> String
    func turnedDown(card: Int) -> String
    var pinnedLine: String { get }
    var unpinnedLine: String { get }
    func refused(card: Int, reason: RefusalReason) -> String

    // Texts with a value
    func keyAlreadyUsed(by action: String) -> String
    func progressUnreadable(keptAs file: String) -> String
    func settingsUnreadable(keptAs file: String) -> String
    func levelsInPlayUnreadable(keptAs file: String) -> String
    func seconds(_ amount: String, isOne: Bool) -> String

    // Find synonyms, beyond each element's name
    func levelSynonyms(_ number: Int) -> [String]
    func cardSynonyms(_ number: Int) -> [String]
    var settingsSynonyms: [String] { get }
    var helpSynonyms: [String] { get }
    var findSynonyms: [String] { get }
    var homeSynonyms: [String] { get }
    var hearTaskSynonyms: [String] { get }
    var closeNoticeSynonyms: [String] { get }
    var nextLevelSynonyms: [String] { get }
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
}
