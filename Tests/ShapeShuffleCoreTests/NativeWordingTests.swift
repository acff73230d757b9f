import Testing
@testable import ShapeShuffleCore

/// Lines as a native speaker says them, pinned where a review found them wrong, and one word for
/// each idea across a language's grown-ups' screens and notices.
@Suite("Native wording")
struct NativeWordingTests {
    @Test("Japanese: a size card is おおきい カード, never おおきいの カード")
    func japaneseSizeCard() throws {
        let words = Words(.japanese)
        #expect(words.book.added(.size(.big)) == "おおきい カードを ボードに おいたよ。")
        #expect(words.book.added(.size(.small)) == "ちいさい カードを ボードに おいたよ。")
        #expect(words.book.slotNeeds(.size(.big)) == "おおきい カードが はいるよ。")
        // A noun keeps its の: "きいろの カード".
        #expect(words.book.added(.colour(.yellow)) == "きいろの カードを ボードに おいたよ。")
        let wrong = try Self.everyLine(.japanese).filter { $0.contains("いの カード") }
        #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    }

    @Test("Korean: a size card is 큰 카드, and a rectangle a 긴 네모")
    func koreanSizeAndRectangle() throws {
        let words = Words(.korean)
        #expect(words.book.added(.size(.big)) == "큰 카드를 보드에 놓았어요.")
        #expect(words.book.slotNeeds(.size(.small)) == "작은 카드가 들어가요.")
        #expect(words.book.word(Shape.rectangle) == "긴 네모")
        let wrong = try Self.everyLine(.korean).filter { $0.contains("것 카드") || $0.contains("직사각형") }
        #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    }

    @Test("Chinese: an ordinal 一 keeps its first tone", arguments: [
        ("第一", "di4 yi1"), ("第1关", "di4 yi1 guan1"), ("第11关", "di4 shi2 yi1 guan1"),
        // A count's 一 still changes: yi2 before a fourth tone, yi4 before another.
        ("1个点", "yi2 ge4 dian3"), ("1颗星", "yi4 ke1 xing1"),
    ])
    func chineseOrdinalTone(written: String, spoken: String) {
        #expect(Words(.chinese).spoken(written) == spoken)
    }

    @Test("Chinese: a level won says the stars got; a level button says them out of three")
    func chineseStars() throws {
        let words = Words(.chinese)
        #expect(words.wellDoneLine(stars: 1) == "太棒了！你得到了一颗星！")
        #expect(words.wellDoneLine(stars: 2) == "太棒了！你得到了两颗星！")
        #expect(words.stars(2) == "两颗星（满分三颗）")
        #expect(words.spoken(words.wellDoneLine(stars: 2)) == "tai4 bang4 le5! ni3 de2 dao4 le5 liang3 ke1 xing1!")
        #expect(try !Self.everyLine(.chinese).contains { $0.contains("颗星中的") })
    }

    @Test("Vietnamese: the guided level says who plays")
    func vietnameseGuided() {
        let words = Words(.vietnamese)
        #expect(words.assist(.guidedStart) == "Em xem mình chơi mẫu màn này một lần nhé, rồi đến lượt em.")
        let line = words.guidedLine(GuidedStep(card: 3, attribute: .colour(.yellow), fits: true, moves: []))
        #expect(line == "Cùng xem thẻ 3, màu vàng. Thẻ này có trong đề bài, nên thêm vào bảng nhé.")
    }

    @Test("Another game on the same child's saves is told in the right tense")
    func schoolNotices() {
        let since = ClockTime(hour: 10, minute: 42)
        let english = Words(.english)
        #expect(english.playingElsewhere(player: "Mia", host: "LAB-PC-07", since: since)
            .hasPrefix("Mia has been playing on LAB-PC-07 since 10:42."))
        #expect(english.playingElsewhere(player: nil, host: "LAB-PC-07", since: since)
            .hasPrefix("This game has been open on LAB-PC-07 since 10:42."))
        let japanese = Words(.japanese).playingElsewhere(player: "Mia", host: "LAB-PC-07", since: since)
        #expect(japanese.hasSuffix("ここでやりかけたレベルは保存されません。"))
        let korean = Words(.korean).playingElsewhere(player: "Mia", host: "LAB-PC-07", since: since)
        #expect(korean.hasPrefix("Mia 님이") && korean.hasSuffix("저장되지 않아요."), "\(korean)")
    }

    static func everyLine(_ language: Language) throws -> [String] {
        SpokenLineCatalog.everyLineSaid(in: language, levels: try SpokenLineCatalog.levels())
    }

    /// Each idea's one word on a language's grown-ups' screens, and the words it must not also go by.
    static let terms: [Language: [(idea: String, word: String, notAlso: [String])]] = [
        .english: [("Progress", "Progress", ["progress report"]), ("Settings", "Settings", ["Preferences", "Options"]),
                   ("Players", "Players", ["Profiles"]), ("lock", "Grown-up lock", ["parental lock", "parent lock"])],
        .vietnamese: [("Progress", "Tiến độ", ["Tiến trình", "Quá trình"]), ("Settings", "Cài đặt", ["Thiết lập"]),
                      ("Players", "Người chơi", ["Hồ sơ"]), ("lock", "Khóa dành cho người lớn", ["Khóa phụ huynh"])],
        .japanese: [("Progress", "記録", ["進み具合", "進捗", "進行"]), ("Settings", "設定", ["オプション", "環境設定"]),
                    ("Players", "プレイヤー", ["プロフィール", "ユーザー"]), ("lock", "保護者ロック", ["ペアレンタルロック"])],
        .korean: [("Progress", "기록", ["진행 상황", "진행상황", "진도"]), ("Settings", "설정", ["환경설정", "옵션"]),
                  ("Players", "플레이어", ["프로필", "사용자"]), ("lock", "보호자 잠금", ["부모 잠금"])],
        .chinese: [("Progress", "学习记录", ["进度", "进展"]), ("Settings", "设置", ["设定", "选项"]),
                   ("Players", "玩家", ["用户", "档案"]), ("lock", "家长锁", ["家长控制"])],
    ]

    @Test("One word for Progress, Settings, Players and the lock on every grown-ups' screen and notice",
          arguments: Language.allCases)
    func oneTermEach(language: Language) throws {
        let words = Words(language)
        let named = [words.text(ProgressText.progress), words.text(.settings), words.text(ProfileText.players),
                     words.text(GrownUpText.grownUpLock)]
        let terms = try #require(Self.terms[language])
        #expect(named == terms.map(\.word), "the screens' titles")
        let texts = Self.grownUpTexts(words)
        for term in terms {
            for other in term.notAlso {
                let using = texts.filter { $0.localizedLowercase.contains(other.localizedLowercase) }
                #expect(using.isEmpty, "\(language): \(term.idea) is \(term.word), not \(other): \(using)")
            }
        }
    }

    /// Every fixed text of the grown-ups' screens and notices in one language.
    static func grownUpTexts(_ words: Words) -> [String] {
        var texts = UIText.allCases.map { words.text($0) }
        texts += GrownUpText.allCases.map { words.text($0) }
        texts += ProgressText.allCases.map { words.text($0) }
        texts += ProfileText.allCases.map { words.text($0) }
        texts += SchoolText.allCases.map { words.text($0) }
        texts += PracticeText.allCases.map { words.practice($0) }
        texts += SettingText.allCases.map { words.setting($0) }
        texts += SwitchAccessText.allCases.map { words.text($0) }
        texts += AssistText.allCases.map { words.assist($0) }
        texts += SettingsGroup.allCases.map { words.title(of: $0) }
        texts += UnreadableSave.allCases.map { words.unreadable($0, keptAs: "file") }
        texts += GatePurpose.allCases.map { words.gateInstruction(code: [1, 2, 3], for: $0) }
        texts.append(words.playingElsewhere(player: "Mia", host: "PC", since: ClockTime(hour: 9, minute: 5)))
        return texts
    }
}
