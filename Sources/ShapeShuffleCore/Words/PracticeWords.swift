/// The words of practice sets: Home's button, the Settings section a grown-up chooses the practice
/// in, why a choice cannot make a level, and the end of a practice. All five languages side by side.
public enum PracticeText: CaseIterable, Hashable, Sendable {
    /// Home's button, and what a practice is called.
    case practice
    /// Home's button's description.
    case practiceHint
    /// The Settings section's title.
    case practiceSet
    case cardsPerLevel
    case levelsInPractice
    /// The finish after the last practice level; said aloud by the game's voice too.
    case practiceDone
    case practiceCannotBeSaved
}

extension Words {
    /// One fixed text of practice sets.
    public func practice(_ item: PracticeText) -> String {
        switch language {
        case .english: Self.english(item)
        case .vietnamese: Self.vietnamese(item)
        case .japanese: Self.japanese(item)
        case .korean: Self.korean(item)
        case .chinese: Self.chinese(item)
        }
    }

    /// A value's check box in Settings' practice groups: a number in digits, anything else by its name.
    public func practiceValueName(_ attribute: Attribute) -> String { book.words(attribute).onCheckBox }

    /// A practice field's title in Settings: a kind's group ("Colours"), or the practice's length.
    public func practiceTitle(_ field: PracticeField) -> String {
        switch field {
        case .values(let kind): kind.facts.names.practiceGroup.text(in: language)
        case .cardsPerLevel: practice(.cardsPerLevel)
        case .levels: practice(.levelsInPractice)
        }
    }

    private func chooseOne(_ kind: AttributeKind) -> String {
        kind.facts.names.chooseOne?.text(in: language) ?? practiceTitle(.values(kind))
    }

    /// Why the choice cannot make a level, for the grown-up in Settings.
    public func practiceProblem(_ problem: PracticeProblem) -> String {
        switch problem {
        case .numberOutOfRange: chooseOne(.count)
        case .noneChosen(let kind): chooseOne(kind)
        case .levelCountOutOfRange: practice(.levelsInPractice)
        case .tooFewCards(_, let fewest): tooFewCards(fewest)
        case .tooManyCards(_, let most): tooManyCards(most)
        }
    }

    private func tooFewCards(_ fewest: Int) -> String {
        switch language {
        case .english: "Each level needs at least \(fewest) cards."
        case .vietnamese: "Mỗi màn cần ít nhất \(fewest) thẻ."
        case .japanese: "どのレベルにもカードが\(fewest)枚以上必要です。"
        case .korean: "레벨마다 카드가 \(fewest)장 이상 있어야 해요."
        case .chinese: "每一关至少需要 \(fewest) 张卡片。"
        }
    }

    /// Where a practice level stands in its practice, shown on the level: "Practice: 2 of 5".
    public func practicePlace(_ run: PracticeRun) -> String {
        let place = run.levelIndex, count = run.choice.levelCount
        return switch language {
        case .english: "Practice: \(place) of \(count)"
        case .vietnamese: "Luyện tập: \(place)/\(count)"
        case .japanese: "れんしゅう \(place)/\(count)"
        case .korean: "연습 \(place)/\(count)"
        case .chinese: "练习 \(place)/\(count)"
        }
    }

    private func tooManyCards(_ most: Int) -> String {
        switch language {
        case .english: "These choices make at most \(most) different cards. Choose more shapes, colours or numbers, or fewer cards."
        case .vietnamese: "Những lựa chọn này chỉ tạo được nhiều nhất \(most) thẻ khác nhau. Hãy chọn thêm, hoặc bớt số thẻ."
        case .japanese: "この選び方では、違うカードは\(most)枚までしか作れません。選ぶものを増やすか、カードの枚数を減らしてください。"
        case .korean: "이렇게 고르면 서로 다른 카드는 \(most)장까지예요. 더 고르거나 카드 수를 줄여 주세요."
        case .chinese: "这些选择最多只能做出 \(most) 张不同的卡片。请多选一些，或减少卡片。"
        }
    }

    private static func english(_ item: PracticeText) -> String {
        switch item {
        case .practice: "Practice"
        case .practiceHint: "Play the practice a grown-up chose in Settings."
        case .practiceSet: "Practice set"
        case .cardsPerLevel: "Cards in each level"
        case .levelsInPractice: "Levels in the practice"
        case .practiceDone: "Practice done! Well done!"
        case .practiceCannotBeSaved: "The practice can't be saved right now. The game will keep trying."
        }
    }

    private static func vietnamese(_ item: PracticeText) -> String {
        switch item {
        case .practice: "Luyện tập"
        case .practiceHint: "Chơi bài luyện tập người lớn đã chọn trong Cài đặt."
        case .practiceSet: "Bài luyện tập"
        case .cardsPerLevel: "Số thẻ mỗi màn"
        case .levelsInPractice: "Số màn luyện tập"
        case .practiceDone: "Xong bài luyện tập rồi! Giỏi lắm!"
        case .practiceCannotBeSaved: "Hiện chưa lưu được bài luyện tập. Trò chơi sẽ tiếp tục thử lại."
        }
    }

    private static func japanese(_ item: PracticeText) -> String {
        switch item {
        case .practice: "れんしゅう"
        case .practiceHint: "おとなが 設定で えらんだ れんしゅうを あそびます。"
        case .practiceSet: "練習の設定"
        case .cardsPerLevel: "1レベルのカードの枚数"
        case .levelsInPractice: "練習のレベル数"
        case .practiceDone: "れんしゅう おしまい！ よくできたね！"
        case .practiceCannotBeSaved: "今は練習を保存できません。保存できるまで自動で再試行します。"
        }
    }

    private static func korean(_ item: PracticeText) -> String {
        switch item {
        case .practice: "연습"
        case .practiceHint: "보호자가 설정에서 고른 연습을 해요."
        case .practiceSet: "연습 고르기"
        case .cardsPerLevel: "레벨마다 카드 수"
        case .levelsInPractice: "연습 레벨 수"
        case .practiceDone: "연습 끝! 잘했어요!"
        case .practiceCannotBeSaved: "지금은 연습을 저장할 수 없어요. 게임이 계속 다시 시도할 거예요."
        }
    }

    private static func chinese(_ item: PracticeText) -> String {
        switch item {
        case .practice: "练习"
        case .practiceHint: "做家长在设置里选好的练习。"
        case .practiceSet: "练习内容"
        case .cardsPerLevel: "每关卡片数"
        case .levelsInPractice: "练习关数"
        case .practiceDone: "练习完成了！太棒了！"
        case .practiceCannotBeSaved: "现在无法保存练习。游戏会继续尝试。"
        }
    }
}
