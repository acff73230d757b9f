/// A child's name as the game's voice says it. A name is the grown-ups' own, so the game's rules
/// for its own words never touch it: not the particle は said わ, not the readings chosen for the
/// game's words (子 is zi5 in 兔子, never in 子涵). Where the grown-ups gave a reading, that is
/// said. A Japanese name in kanji with no reading is left unsaid rather than spelled out as
/// "Chinese letter", since espeak-ng has no kanji readings; a Chinese one goes to the voice as
/// written, to be read by its own dictionary.
extension Words {
    public func spokenName(_ profile: Profile) -> String {
        guard !profile.name.isEmpty else { return spoken(displayName(profile)) }
        let reading = profile.reading
        switch language {
        case .japanese:
            if !reading.isEmpty { return JapaneseKana.hiragana(reading) }
            return profile.name.unicodeScalars.contains(where: \.isHan) ? "" : JapaneseKana.hiragana(profile.name)
        case .chinese:
            return reading.isEmpty ? profile.name : Pinyin.withToneNumbers(reading)
        case .english, .vietnamese, .korean:
            return reading.isEmpty ? profile.name : reading
        }
    }
}

extension Unicode.Scalar {
    /// A CJK ideograph (kanji, hanzi, hanja), from the unified blocks and their extensions.
    var isHan: Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
        default: false
        }
    }
}
