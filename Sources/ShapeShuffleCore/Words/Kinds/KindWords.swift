/// One text in each of the five languages, written side by side on one line.
struct InEveryLanguage: LanguageTables, Sendable {
    let english, vietnamese, japanese, korean, chinese: String

    init(_ english: String, _ vietnamese: String, _ japanese: String, _ korean: String, _ chinese: String) {
        (self.english, self.vietnamese, self.japanese, self.korean, self.chinese) =
            (english, vietnamese, japanese, korean, chinese)
    }
}

/// What names a kind of card, in every language; a kind's words file gives them to its row of
/// `AttributeKind.facts`.
struct KindNames: Sendable {
    /// Before a slot's value, and in the progress chart: "Colour".
    let name: InEveryLanguage
    /// The progress table's column: "Colour mistakes".
    let mistakes: InEveryLanguage
    /// The title of its group in Settings' practice: "Colours".
    let practiceGroup: InEveryLanguage
    /// Why a practice cannot be made when none of it is chosen: "Choose at least one colour.". Nil
    /// for a kind a prompt may leave out (no size chosen: the prompts name no size), which is
    /// also what `AttributeKind.mayBeLeftOut` says.
    var chooseOne: InEveryLanguage? = nil
}

/// One value as one language says it in each place where a sentence's grammar depends on the
/// kind. A kind's words file makes these (`CardValue.words(in:)`); the language files compose
/// their sentences from them and never name a kind, so a new kind is written in its own file.
struct ValueWords {
    /// The value alone, after a slot's kind and on Settings' practice check box: "red", "two", "큰 것".
    let alone: String
    /// What a face-up card shows, as its name says it: "two dots", "màu đỏ".
    let face: String
    /// Describing the objects of a prompt, in the place the language's prompt puts it (before the
    /// noun, or after it in Vietnamese): "あかい", "큰", "蓝色的", "màu đỏ".
    let beforeNoun: String
    /// The card that shows it, as a sentence names it, where the language's own rule does not fit:
    /// "the big card", "점이 두 개인 카드", "thẻ có hai chấm".
    let card: String?
    /// What a slot needs, where the language puts an article before it: "a circle".
    let needed: String?
    /// For the grown-ups' progress view: digits for a count, kanji and kana in Japanese.
    let forGrownUps: String
    /// On its check box in Settings' practice groups: digits for a count.
    let onCheckBox: String
    /// Whether a verb after it is plural: "Two dots are".
    let isPlural: Bool

    init(_ alone: String, face: String? = nil, beforeNoun: String? = nil, card: String? = nil,
         needed: String? = nil, forGrownUps: String? = nil, onCheckBox: String? = nil, isPlural: Bool = false) {
        self.alone = alone
        self.face = face ?? alone
        self.beforeNoun = beforeNoun ?? alone
        self.card = card
        self.needed = needed
        self.forGrownUps = forGrownUps ?? face ?? alone
        self.onCheckBox = onCheckBox ?? alone
        self.isPlural = isPlural
    }
}
