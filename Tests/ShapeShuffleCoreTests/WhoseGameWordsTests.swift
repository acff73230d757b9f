import Testing
@testable import ShapeShuffleCore

/// The child playing is named on Home, on the level and in Settings' title, in every language,
/// and only when the computer has more than one child.
@Suite("Whose game it is")
struct WhoseGameWordsTests {
    static let mia = Profile(id: ProfileID(number: 1), name: "Mia", picture: .cat)
    static let leo = Profile(id: ProfileID(number: 2), name: "Leo", picture: .dog)

    @Test("Every language names the child playing and whose settings are open", arguments: Language.allCases)
    func named(language: Language) {
        let words = Words(language)
        for text in [words.playing(Self.mia), words.settingsTitle(for: Self.mia)] {
            #expect(text.contains("Mia"), "\(language): \(text)")
            #expect(text != "Mia", "\(language): only the name")
        }
        #expect(words.settingsTitle(for: Self.mia).contains(words.text(.settings)), "\(language)")
        #expect(!words.text(ProfileText.forEveryoneOnThisComputer).isEmpty)
    }

    @Test("The words as written", arguments: [
        (Language.english, "Playing: Mia", "Settings for Mia", "For everyone on this computer"),
        (.vietnamese, "Đang chơi: Mia", "Cài đặt của Mia", "Dùng chung cho mọi người trên máy tính này"),
        (.japanese, "あそんでいるのは Mia", "Miaさんの設定", "このパソコンを使う全員に共通です"),
        (.korean, "지금 하는 사람: Mia", "Mia의 설정", "이 컴퓨터를 쓰는 모든 사람에게 적용돼요"),
        (.chinese, "正在玩：Mia", "Mia的设置", "这台电脑上的所有人共用"),
    ])
    func written(language: Language, playing: String, settings: String, everyone: String) {
        let words = Words(language)
        #expect(words.playing(Self.mia) == playing)
        #expect(words.settingsTitle(for: Self.mia) == settings)
        #expect(words.text(ProfileText.forEveryoneOnThisComputer) == everyone)
    }

    @Test("A child whose name was lost is named by number")
    func lostName() {
        let nameless = Profile(id: ProfileID(number: 3), name: "", picture: .fish)
        #expect(Words(.english).playing(nameless) == "Playing: Player 3")
    }

    @Test("Only a roster of more than one child names who plays")
    func onlyWithSeveral() {
        #expect(Roster(profiles: []).whoseGame(Self.mia.id) == nil)
        #expect(Roster(profiles: [Self.mia]).whoseGame(Self.mia.id) == nil)
        #expect(Roster(profiles: [Self.mia, Self.leo]).whoseGame(Self.leo.id) == Self.leo)
        #expect(Roster(profiles: [Self.mia, Self.leo]).whoseGame(ProfileID(number: 9)) == nil)
    }
}
