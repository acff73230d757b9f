import FoundationEssentials
import Testing
@testable import ShapeShuffleCore

/// A child's name is said as the grown-ups wrote it, or as their reading says it: the game's own
/// spelling rules for its words never reach it.
@Suite("Names said right")
struct SpeechNamesTests {
    func chooser(_ language: Language, name: String, reading: String = "", picture: ProfilePicture = .cat) -> Utterance {
        Narration(words: Words(language)).utterance(for: Profile(id: ProfileID(number: 1), name: name, picture: picture, reading: reading))
    }

    @Test("は at the end of a Japanese name stays は; only the game's own words turn it into わ")
    func japaneseParticleNeverTouchesAName() {
        let said = chooser(.japanese, name: "ちは")
        #expect(said.spoken == "ちは、ねこ", "\(said.spoken)")
        #expect(said.text == "ちは、ねこ")
    }

    @Test("A Japanese name in kanji is said by its reading, and never spelled out as letters")
    func japaneseKanjiNameNeedsItsReading() {
        #expect(chooser(.japanese, name: "花子", reading: "はなこ").spoken == "はなこ、ねこ")
        #expect(chooser(.japanese, name: "花子", reading: "ハナコ").spoken == "はなこ、ねこ")
        let unread = chooser(.japanese, name: "花子")
        #expect(unread.spoken == "ねこ", "a kanji name with no reading: \(unread.spoken)")
        #expect(unread.text == "花子、ねこ", "the screen still shows the name")
        #expect(chooser(.japanese, name: "ハナ").spoken == "はな、ねこ")
    }

    @Test("A Chinese name never goes through the game's pinyin table", arguments: [
        ("子涵", "", "子涵, mao1"),
        ("子涵", "Zǐhán", "zi3 han2, mao1"),
        ("朝阳", "Zhāoyáng", "zhao1 yang2, mao1"),
        ("朝阳", "zhao1 yang2", "zhao1 yang2, mao1"),
    ])
    func chineseName(name: String, reading: String, expected: String) {
        #expect(chooser(.chinese, name: name, reading: reading).spoken == expected)
    }

    @Test("Pinyin typed with tone marks becomes the tone numbers the voice reads", arguments: [
        ("Zǐhán", "zi3 han2"), ("zǐ hán", "zi3 han2"), ("Cháoyáng", "chao2 yang2"), ("Xī'ān", "xi1 an1"),
        ("Fāngē", "fan1 ge1"), ("Lǚ", "lü3"), ("Èrmáo", "er4 mao2"), ("Wáng Xīnyí", "wang2 xin1 yi2"), ("zi3 han2", "zi3 han2"),
    ])
    func toneMarks(typed: String, expected: String) {
        #expect(Pinyin.withToneNumbers(typed) == expected)
    }

    @Test("A name with its reading is said by the reading in every language")
    func readingWins() {
        #expect(chooser(.english, name: "Siobhan", reading: "Shivawn").spoken == "Shivawn, cat")
        #expect(chooser(.english, name: "Mia").spoken == "Mia, cat")
        #expect(chooser(.korean, name: "민준").spoken.hasPrefix("민준, "))
    }

    @Test("A child with no name is called by the game's words, in the game's spoken form")
    func unnamed() {
        #expect(chooser(.japanese, name: "").spoken == "ぷれいやあ いち、ねこ")
    }

    @Test("A reading is kept in profiles.json, and a roster written before readings still loads")
    func readingSaved() throws {
        var roster = Roster()
        roster.add(name: "花子", picture: .cat, reading: " はなこ ")
        let data = try JSONEncoder().encode(roster)
        let back = try JSONDecoder().decode(Roster.self, from: data)
        #expect(back.profiles.first?.reading == "はなこ")
        let old = Data(#"{"version":1,"nextNumber":2,"profiles":[{"id":"p1","name":"Mia","picture":"cat"}]}"#.utf8)
        #expect(try JSONDecoder().decode(Roster.self, from: old).profiles.first?.reading == "")
        #expect(!String(decoding: try JSONEncoder().encode(Roster(profiles: [Profile(id: ProfileID(number: 1), name: "Mia", picture: .cat)])), as: UTF8.self).contains("reading"))
    }

    @Test("へ ending a Japanese word is said え; the kanji of buttons are read in kana")
    func japaneseParticleAndKanjiButtons() {
        let words = Words(.japanese)
        #expect(words.spoken("つぎへ すすむ キー") == "つぎえ すすむ きい")
        #expect(words.spoken("へや") == "へや", "へ starting a word is not the particle")
        #expect(words.spoken("保護者の方へ") == "ほごしゃのかたえ", "へ ending the line is the particle")
        #expect(words.spoken("はは") == "はは", "は ending the line may be the word's own")
        #expect(words.spoken("閉じる") == "とじる")
        #expect(words.spoken("全画面") == "ぜんがめん")
        #expect(words.spoken("終了") == "しゅうりょう")
    }
}
