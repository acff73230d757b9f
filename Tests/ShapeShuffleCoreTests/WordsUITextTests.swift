import Testing
import ShapeShuffleCore
import Foundation

@Suite("UI text table")
struct WordsUITextTests {
    /// Texts that are truly the same in every language: the game's own name.
    static let sameEverywhere: Set<UIText> = [.appTitle]

    static let otherLanguages = Language.allCases.filter { $0 != .english }

    @Test("Every text is there, and translated rather than left in English", arguments: otherLanguages)
    func complete(language: Language) {
        let words = Words(language), english = Words(.english)
        for item in UIText.allCases {
            let text = words.text(item)
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(item) is empty in \(language)")
            if !Self.sameEverywhere.contains(item) {
                #expect(text != english.text(item), "\(item) is still English in \(language)")
                #expect(!text.contains(where: { $0.isASCII && $0.isLetter }) || language == .vietnamese
                        || Self.mayNameAKey(text), "\(item) in \(language) holds Latin letters: \(text)")
            }
        }
    }

    /// Only key names such as Enter are written in Latin letters outside Vietnamese.
    static func mayNameAKey(_ text: String) -> Bool { text.contains("Enter") }

    @Test("English reads as the README's keyboard table and settings")
    func english() {
        let words = Words(.english)
        #expect(words.text(.appTitle) == "Shape Shuffle")
        #expect(words.text(.findPlaceholder) == "Type a name…")
        #expect(words.text(.addCardToBoard) == "Add card to board")
        #expect(words.text(.flipCardOrPressButton) == "Flip card or press button")
        #expect(words.text(.progressCannotBeSaved) == "Progress can't be saved right now. The game will keep trying.")
    }

    @Test("Texts within one language are not muddled together", arguments: Language.allCases)
    func menuItemsDiffer(language: Language) {
        let words = Words(language)
        let menu: [UIText] = [.flip, .addToBoard, .pin, .unpin]
        #expect(Set(menu.map(words.text)).count == menu.count)
        let groups: [UIText] = [.gameplay, .navigation, .general]
        #expect(Set(groups.map(words.text)).count == groups.count)
        #expect(Set(AttributeKind.allCases.map(words.kindName)).count == AttributeKind.allCases.count)
    }

    @Test("Notices name the kept file and the clashing shortcut", arguments: Language.allCases)
    func notices(language: Language) {
        let words = Words(language)
        let file = "progress.json.corrupt-20240101T101010"
        #expect(words.unreadable(.progress, keptAs: file).contains(file))
        #expect(words.unreadable(.settings, keptAs: file).contains(file))
        #expect(words.unreadable(.progress, keptAs: file) != words.unreadable(.settings, keptAs: file))
        #expect(words.keyAlreadyUsed(by: .pinOrUnpinCard).contains(words.text(.pinOrUnpinCard)))
    }

    @Test("A save that could not be read is told with its own words; the lease and the voice's files are not", arguments: Language.allCases)
    func unreadableNotices(language: Language) {
        let words = Words(language)
        let kept = URL(fileURLWithPath: "/saves/kept.corrupt-1")
        func told(_ kind: SaveFileKind) -> String? {
            words.notice(SaveNotice(kind: kind, file: URL(fileURLWithPath: "/saves/file.json"),
                                    event: .startedFresh(because: .empty, keptAt: kept)))
        }
        let saves: [SaveFileKind] = [.progress, .settings, .levelsInPlay, .roster, .practice]
        let notices = saves.map(told)
        #expect(notices.allSatisfy { $0?.contains("kept.corrupt-1") == true })
        #expect(Set(notices).count == saves.count)
        #expect(told(.lease) == nil)
        #expect(told(.voice) == nil)
    }

    @Test("The exact English notices")
    func englishNotices() {
        let words = Words(.english)
        #expect(words.unreadable(.progress, keptAs: "p.corrupt-1") ==
            "Your saved progress could not be read, so the game started fresh. The old file was kept as p.corrupt-1.")
        #expect(words.keyAlreadyUsed(by: .addCardToBoard) == "That key is already used by “Add card to board”.")
    }

    @Test("Seconds, to a tenth, with each language's decimal mark")
    func seconds() {
        #expect(Words(.english).seconds(1) == "1 second")
        #expect(Words(.english).seconds(2) == "2 seconds")
        #expect(Words(.english).seconds(1.5) == "1.5 seconds")
        #expect(Words(.vietnamese).seconds(1.5) == "1,5 giây")
        #expect(Words(.japanese).seconds(2.25) == "2.3秒")
        #expect(Words(.korean).seconds(3) == "3초")
    }

    @Test("Stars and level progress", arguments: [
        (Language.english, "2 of 3 stars", "Done, 2 of 3 stars", "Not played yet"),
        (.vietnamese, "2 trên 3 ngôi sao", "Đã xong, 2 trên 3 ngôi sao", "Chưa chơi"),
        (.japanese, "ほし 3つの うち 2つ", "クリア、ほし 3つの うち 2つ", "まだ あそんでないよ"),
        (.korean, "별 세 개 중 두 개", "완료, 별 세 개 중 두 개", "아직 안 해 봤어요"),
        (.chinese, "两颗星（满分三颗）", "已完成，两颗星（满分三颗）", "还没玩过"),
    ])
    func stars(language: Language, stars: String, done: String, notPlayed: String) {
        let words = Words(language)
        #expect(words.stars(2) == stars)
        #expect(words.levelProgress(bestStars: 2) == done)
        #expect(words.levelProgress(bestStars: nil) == notPlayed)
    }
}
