/// The fixed words of the assists: cards face up, Show me and the guided first level.
public enum AssistText: CaseIterable, Sendable, Hashable {
    /// The Show me action, button and menu item.
    case showMe
    /// Settings: the key row for Show me.
    case showMeKey
    /// Settings: every card dealt face up.
    case cardsFaceUp
    /// Settings: Show me rings a card by itself after this many mistakes.
    case showMeAfterMistakes
    /// The "never" choice of `showMeAfterMistakes`.
    case never
    /// Settings: the game plays the first level once for a new player.
    case guidedFirstLevel
    /// Heard when the guided level begins.
    case guidedStart
    /// Heard when the child takes over, from the guided level's end or a key.
    case guidedHandOver
    /// Well done, after a level won with help.
    case wellDoneWithHelp
}

extension Words {
    /// One fixed text of the assists.
    public func assist(_ item: AssistText) -> String {
        switch language {
        case .english:
            switch item {
            case .showMe: "Show me"
            case .showMeKey: "Show me key"
            case .cardsFaceUp: "Cards face up"
            case .showMeAfterMistakes: "Show me after mistakes"
            case .never: "Never"
            case .guidedFirstLevel: "Play the first level once for a new player"
            case .guidedStart: "Watch me play this level once. Then it's your turn."
            case .guidedHandOver: "Now it's your turn. The level starts again."
            case .wellDoneWithHelp: "Well done! You did it with help."
            }
        case .vietnamese:
            switch item {
            case .showMe: "Chỉ cho em"
            case .showMeKey: "Phím chỉ cho em"
            case .cardsFaceUp: "Lật ngửa mọi thẻ"
            case .showMeAfterMistakes: "Chỉ cho em sau khi sai"
            case .never: "Không bao giờ"
            case .guidedFirstLevel: "Chơi mẫu màn đầu một lần cho người mới"
            case .guidedStart: "Em xem mình chơi mẫu màn này một lần nhé, rồi đến lượt em."
            case .guidedHandOver: "Bây giờ đến lượt em. Màn chơi bắt đầu lại."
            case .wellDoneWithHelp: "Giỏi lắm! Nhờ có gợi ý, em đã làm được rồi!"
            }
        case .japanese:
            switch item {
            case .showMe: "おしえて"
            case .showMeKey: "「おしえて」キー"
            case .cardsFaceUp: "カードをすべて表にする"
            case .showMeAfterMistakes: "間違えたら教える"
            case .never: "しない"
            case .guidedFirstLevel: "初めてのプレイヤーに最初のレベルを一度やって見せる"
            case .guidedStart: "みててね。いちど やってみせるよ。そのあと きみの ばんだよ。"
            case .guidedHandOver: "こんどは きみの ばんだよ。はじめから やってみてね。"
            case .wellDoneWithHelp: "よくできたね！ てつだって もらって できたね。"
            }
        case .korean:
            switch item {
            case .showMe: "알려 줘요"
            case .showMeKey: "알려 줘요 키"
            case .cardsFaceUp: "카드를 모두 앞면으로"
            case .showMeAfterMistakes: "틀리면 알려 주기"
            case .never: "안 함"
            case .guidedFirstLevel: "처음 하는 플레이어에게 첫 레벨을 한 번 보여 주기"
            case .guidedStart: "잘 봐요. 이 레벨을 한 번 해 볼게요. 그다음에 직접 해 봐요."
            case .guidedHandOver: "이제 직접 해 봐요. 처음부터 다시 시작해요."
            case .wellDoneWithHelp: "잘했어요! 도움을 받아서 해냈어요."
            }
        case .chinese:
            switch item {
            case .showMe: "提示我"
            case .showMeKey: "提示键"
            case .cardsFaceUp: "卡片全部正面朝上"
            case .showMeAfterMistakes: "答错后提示"
            case .never: "从不"
            case .guidedFirstLevel: "为新玩家演示一遍第一关"
            case .guidedStart: "看好哦：我先玩一遍，然后轮到你。"
            case .guidedHandOver: "现在轮到你了。从头开始吧。"
            case .wellDoneWithHelp: "太棒了！在提示的帮助下，你完成啦！"
            }
        }
    }

    /// What Show me says: "Here is a card you need: Card 3, yellow."
    public func showMeLine(_ hint: ShowMeHint) -> String {
        let card = sentence(.cardLabel(hint.card)) + book.listSeparator + book.cardFace(hint.attribute) + fullStop
        switch language {
        case .english: return "Here is a card you need: " + card
        case .vietnamese: return "Đây là thẻ em cần: " + card
        case .japanese: return "これが いる カードだよ。" + card
        case .korean: return "필요한 카드예요. " + card
        case .chinese: return "你需要这张卡片：" + card
        }
    }

    /// What the card Show me rings says: after a mistake Show me offered itself on, the mistake's own
    /// words first, since focus leaves the wrong card at once and a screen reader would not hear them.
    public func hintLine(_ hint: ShowMeHint, afterMove outcome: MoveOutcome?, in level: Level) -> String {
        sentences([outcome.flatMap { feedback(for: $0, in: level) } ?? "", showMeLine(hint)])
    }

    /// An assist's words told on the level, with the task after them (the guided level's start and
    /// hand-over), so a screen reader hears what to do next.
    public func announcement(_ item: AssistText, task: Prompt) -> String {
        sentences([assist(item), taskLine(task)])
    }

    /// What the guided level says at one step: "Let me look at Card 3, yellow. That's in the task, so
    /// I'll put it on the board." or "… That's not in the task."
    public func guidedLine(_ step: GuidedStep) -> String {
        let card = sentence(.cardLabel(step.card)) + book.listSeparator + book.cardFace(step.attribute) + fullStop
        switch (language, step.fits) {
        case (.english, true): return "Let me look at " + card + " That's in the task, so I'll put it on the board."
        case (.english, false): return "Let me look at " + card + " That's not in the task."
        case (.vietnamese, true): return "Cùng xem " + card.lowercasedFirst + " Thẻ này có trong đề bài, nên thêm vào bảng nhé."
        case (.vietnamese, false): return "Cùng xem " + card.lowercasedFirst + " Thẻ này không có trong đề bài."
        case (.japanese, true): return "みてみるよ。" + card + "おだいに あるから ボードに おくよ。"
        case (.japanese, false): return "みてみるよ。" + card + "おだいに ないね。"
        case (.korean, true): return "볼게요. " + card + " 문제에 있으니까 보드에 놓을게요."
        case (.korean, false): return "볼게요. " + card + " 문제에 없어요."
        case (.chinese, true): return "我看看" + card + "题目里有它，所以我把它放到答案区。"
        case (.chinese, false): return "我看看" + card + "题目里没有它。"
        }
    }

    /// Well done after a level won with help, with the stars: kind, never a failure.
    public func wellDoneWithHelpLine(stars earned: Int) -> String {
        sentences([assist(.wellDoneWithHelp), sentence(.starsWon(earned, of: Stars.maximum))])
    }

    /// Well done's heading, which says so kindly when Show me helped.
    public func wellDoneHeading(helped: Bool) -> String { helped ? assist(.wellDoneWithHelp) : text(.wellDone) }
}
