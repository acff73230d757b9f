/// The Players window's field for how a child's name is said, where its letters do not say it:
/// kana for a name in kanji, pinyin for one in hanzi, a spelling for the ear in any language.
public enum NameReadingText: CaseIterable, Hashable, Sendable {
    /// The field's label.
    case reading
    /// Its placeholder: what to type there.
    case readingHint

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.reading, .english): "Said as"
        case (.readingHint, .english): "Sounds like"
        case (.reading, .vietnamese): "Cách đọc"
        case (.readingHint, .vietnamese): "Tên được đọc thế nào"
        case (.reading, .japanese): "よみがな"
        case (.readingHint, .japanese): "ひらがなで"
        case (.reading, .korean): "읽는 법"
        case (.readingHint, .korean): "이름을 소리 나는 대로"
        case (.reading, .chinese): "拼音"
        case (.readingHint, .chinese): "例如 Zǐhán"
        }
    }
}

extension Words {
    public func text(_ item: NameReadingText) -> String { item.text(in: language) }
}
