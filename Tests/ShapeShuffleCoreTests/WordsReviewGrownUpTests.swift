import Testing
@testable import ShapeShuffleCore

/// The grown-ups' words after a review by native speakers: the lock, the progress view, Players,
/// Settings and the practice messages, each fix on its own.
@Suite("Grown-ups' words as a native speaker writes them")
struct WordsReviewGrownUpTests {
    /// Every fixed text of the game in `words`' language, with the texts that carry a value.
    static func everyText(_ words: Words) -> [String] {
        let mia = Profile(id: ProfileID(number: 1), name: "Mia", picture: .cat)
        return UIText.allCases.map(words.text) + ProgressText.allCases.map(words.text)
            + AttributeKind.allCases.flatMap { [words.kindName($0), words.mistakesHeading($0)] }
            + PracticeField.all.map(words.practiceTitle) + GrownUpText.allCases.map(words.text)
            + AttributeKind.allCases.filter { !$0.mayBeLeftOut }.map { words.practiceProblem(.noneChosen($0)) } + ProfileText.allCases.map(words.text)
            + PracticeText.allCases.map(words.practice) + AssistText.allCases.map(words.assist)
            + SwitchAccessText.allCases.map(words.text) + SettingsGroup.allCases.map(words.title)
            + SettingsTable.rows.map { words.title(of: $0.title) }
            + [words.removeQuestion(mia), words.unreadable(.roster, keptAs: "x.json"), words.unreadable(.practice, keptAs: "x.json"),
               words.practiceProblem(.tooFewCards(cards: 1, fewest: 2)), words.practiceProblem(.tooManyCards(cards: 9, most: 4)),
               words.gateProgress(entered: 2, of: 4)]
            + GatePurpose.allCases.map { words.gateInstruction(code: [7, 1, 4, 2], for: $0) }
            + (1...20).flatMap { words.book.levelSynonyms($0) }
    }

    /// The Japanese a grown-up reads: Progress, Settings (its groups and rows), the practice
    /// messages, Players and the lock. The child's own screens stay in kana.
    static func japaneseForGrownUps() -> [String] {
        let words = Words(.japanese)
        let mia = Profile(id: ProfileID(number: 1), name: "Mia", picture: .cat)
        let settingsRows: [UIText] = [.largeCards, .addKey, .pinKey, .pressNewKey, .keyReserved, .hearTaskKey, .readAloud,
                                      .speechRate, .speechNormal, .speechFast, .sounds, .voiceVolume, .soundVolume,
                                      .volumeQuiet, .volumeNormal, .volumeLoud, .close]
        let assistRows: [AssistText] = [.showMeKey, .cardsFaceUp, .showMeAfterMistakes, .guidedFirstLevel]
        return ProgressText.allCases.map(words.text) + SettingsGroup.allCases.map(words.title)
            + AttributeKind.allCases.map(words.mistakesHeading) + PracticeField.all.map(words.practiceTitle)
            + AttributeKind.allCases.filter { !$0.mayBeLeftOut }.map { words.practiceProblem(.noneChosen($0)) }
            + settingsRows.map(words.text) + assistRows.map(words.assist)
            + PracticeText.allCases.filter { ![.practice, .practiceDone, .practiceHint].contains($0) }.map(words.practice)
            + [words.practiceProblem(.tooFewCards(cards: 1, fewest: 2)), words.practiceProblem(.tooManyCards(cards: 9, most: 4)),
               words.unreadable(.practice, keptAs: "x.json")]
            + ProfileText.allCases.filter { $0 != .whoIsPlaying }.map(words.text)
            + [words.removeQuestion(mia), words.unreadable(.roster, keptAs: "x.json")]
            + GrownUpText.allCases.map(words.text) + [words.gateProgress(entered: 2, of: 4)]
            + GatePurpose.allCases.map { words.gateInstruction(code: [7, 1, 4, 2], for: $0) }
            + SwitchAccessText.allCases.filter { $0 != .scanningStopped }.map(words.text)
            + SettingsTable.rows.map { words.title(of: $0.title) }
    }

    @Test("The progress column counts the times a level was finished, in the table and the CSV", arguments: [
        (Language.english, "Times finished"), (.vietnamese, "Số lần hoàn thành"), (.japanese, "クリアした回数"),
        (.korean, "완료 횟수"), (.chinese, "完成次数"),
    ])
    func timesFinished(language: Language, expected: String) {
        let words = Words(language)
        #expect(words.text(ProgressText.timesFinished) == expected)
        #expect(ProgressReport.headings(words)[3] == expected)
        #expect(ProgressReport(players: []).csv(words).hasPrefix(ProgressReport.headings(words).joined(separator: ",")))
    }

    @Test("Progress headings", arguments: [
        (Language.vietnamese, "Tiến độ", "Số sao cao nhất"), (.chinese, "学习记录", "最高星数"),
        (.japanese, "記録", "最高の星の数"),
    ])
    func progressHeadings(language: Language, progress: String, bestStars: String) {
        let words = Words(language)
        #expect(words.text(ProgressText.progress) == progress)
        #expect(words.text(ProgressText.bestStars) == bestStars)
    }

    @Test("The two-switch step key says it moves on", arguments: [
        (Language.english, "Move-on key"), (.vietnamese, "Phím đi tiếp"), (.japanese, "進むキー"),
        (.korean, "넘기기 키"), (.chinese, "前进键"),
    ])
    func stepKey(language: Language, expected: String) {
        #expect(Words(language).text(SwitchAccessText.stepKey) == expected)
    }

    @Test("The lock is the grown-ups' own, named as a parent names it", arguments: [
        (Language.japanese, "保護者ロック", "保護者の方へ"), (.korean, "보호자 잠금", "보호자용"), (.chinese, "家长锁", "家长专用"),
    ])
    func lockName(language: Language, lock: String, forGrownUps: String) {
        let words = Words(language)
        #expect(words.text(GrownUpText.grownUpLock) == lock)
        #expect(words.text(GrownUpText.forGrownUps) == forGrownUps)
        #expect(words.title(of: .forGrownUps) == forGrownUps)
    }

    @Test("The lock's code is in numerals a grown-up reads and a young reader does not, apart from the keys' figures",
          arguments: [
        (Language.japanese, "設定を開くには、次の順に押してください。七、一、四、二"),
        (.korean, "설정을 열려면 다음 순서로 누르세요. 七, 一, 四, 二"),
        (.chinese, "要打开设置，请依次按：柒、壹、肆、贰"),
    ])
    func lockNumerals(language: Language, instruction: String) {
        let words = Words(language)
        #expect(words.gateInstruction(code: [7, 1, 4, 2], for: .settings) == instruction)
        let numerals = (0...9).map(words.digitWord)
        #expect(numerals.allSatisfy { $0.count == 1 && $0.contains(/\p{Script=Han}/) }, "\(numerals)")
        #expect(numerals[0] == "零", "〇 looks like the key 0")
        if language == .chinese {
            #expect(numerals == ["零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖"])
        } else {
            #expect(numerals == ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"])
        }
    }

    @Test("Each key of the lock shows and is named by its figure, never the code's own numeral", arguments: Language.allCases)
    func keypadFigures(language: Language) {
        let words = Words(language)
        for digit in 0...9 {
            #expect(words.keypadKey(digit) == String(digit))
            #expect(!words.digitWord(digit).contains(words.keypadKey(digit)))
        }
    }

    @Test("Vietnamese: the lock says press in turn; Xóa in the old spelling; a player's picture is Hình đại diện")
    func vietnamese() {
        let words = Words(.vietnamese)
        #expect(words.gateInstruction(code: [7, 1, 4, 2], for: .settings) == "Để mở Cài đặt, hãy bấm lần lượt: bảy, một, bốn, hai.")
        #expect(words.text(ProfileText.removePlayer) == "Xóa người chơi")
        #expect(words.text(ProfileText.playerPicture) == "Hình đại diện")
        let all = Self.everyText(words)
        // The new spelling marks the a of an open oa (xoá); the old marks the o (xóa). Thoát is the same in both.
        let newSpelling = all.filter { $0.contains(/[oO][áàảãạéèẻẽẹ](?!\p{L})/) }
        #expect(newSpelling.isEmpty, "the new tone-mark spelling: \(newSpelling)")
        #expect(!all.contains { $0.contains("Tiến bộ") })
    }

    @Test("Japanese for grown-ups is kanji and kana with です/ます, one word for close and for save")
    func japaneseForGrownUps() {
        let texts = Self.japaneseForGrownUps()
        let spaced = texts.filter { $0.contains(/[^\x00-\x7F] [^\x00-\x7F]/) }
        #expect(spaced.isEmpty, "picture-book spaces in grown-ups' Japanese: \(spaced)")
        let sentences = texts.flatMap { $0.split(separator: "。", omittingEmptySubsequences: false).dropLast() }
        let plain = sentences.filter { !$0.contains(/(です|ます|ません|ました|でした|ください)$/) }
        #expect(plain.isEmpty, "sentences not in です/ます: \(plain)")
        #expect(!texts.contains { $0.contains("とじる") || $0.contains("ほぞん") || $0.contains("大人") })
        let words = Words(.japanese)
        #expect(words.text(UIText.close) == "閉じる" && words.text(ProfileText.close) == "閉じる")
        #expect(words.text(ProgressText.save) == "保存" && words.text(ProfileText.saved).contains("保存"))
        #expect(words.text(SwitchAccessText.loopsBeforeStopping).hasSuffix("周回数"))
    }

    @Test("Korean says 레벨, never 단계, and the grown-ups are 보호자")
    func korean() {
        let words = Words(.korean)
        let all = Self.everyText(words)
        #expect(!all.contains { $0.contains("단계") }, "\(all.filter { $0.contains("단계") })")
        #expect(!all.contains { $0.contains("어른") }, "\(all.filter { $0.contains("어른") })")
        #expect(words.text(ProgressText.level) == "레벨")
        #expect(words.text(ProgressText.player) == "플레이어")
        #expect(words.book.levelSynonyms(3).contains("3번 레벨"))
    }

    @Test("Chinese: grown-ups are 家长, the assists are 游戏辅助")
    func chinese() {
        let words = Words(.chinese)
        #expect(!Self.everyText(words).contains { $0.contains("大人") })
        #expect(words.practice(.practiceHint).contains("家长"))
        #expect(words.title(of: .helpWhilePlaying) == "游戏辅助")
    }
}
