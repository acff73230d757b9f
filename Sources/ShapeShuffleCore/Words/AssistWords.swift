/// The fixed words of the assists (SPEC 8b): cards face up, Show me and the guided first level.
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
            case .guidedStart: "Watch: I play this level once, then it is your turn."
            case .guidedHandOver: "Now it is your turn. The level starts again."
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
            case .guidedStart: "Xem nhé: mình chơi màn này một lần, rồi đến lượt em."
            case .guidedHandOver: "Bây giờ đến lượt em. Màn chơi bắt đầu lại."
            case .wellDoneWithHelp: "Giỏi lắm! Em đã làm được với sự giúp đỡ."
            }
        case .japanese:
            switch item {
            case .showMe: "おしえて"
            case .showMeKey: "おしえて キー"
            case .cardsFaceUp: "カードを ぜんぶ おもてに する"
            case .showMeAfterMistakes: "まちがえたら おしえる"
            case .never: "しない"
            case .guidedFirstLevel: "はじめての ひとに さいしょの レベルを いちど やってみせる"
            case .guidedStart: "みててね。いちど やってみせるよ。そのあと きみの ばんだよ。"
            case .guidedHandOver: "こんどは きみの ばんだよ。はじめから やってみてね。"
            case .wellDoneWithHelp: "よく できたね！ てつだって もらって できたよ。"
            }
        case .korean:
            switch item {
            case .showMe: "알려 줘요"
            case .showMeKey: "알려 줘요 키"
            case .cardsFaceUp: "카드를 모두 앞면으로"
            case .showMeAfterMistakes: "틀리면 알려 주기"
            case .never: "안 함"
            case .guidedFirstLevel: "처음 하는 사람에게 첫 판을 한 번 보여 주기"
            case .guidedStart: "잘 봐요. 한 번 해 볼게요. 그다음에 여러분 차례예요."
            case .guidedHandOver: "이제 여러분 차례예요. 처음부터 해 봐요."
            case .wellDoneWithHelp: "잘했어요! 도움을 받아서 해냈어요."
            }
        case .chinese:
            switch item {
            case .showMe: "提示我"
            case .showMeKey: "提示的按键"
            case .cardsFaceUp: "卡片全部正面朝上"
            case .showMeAfterMistakes: "答错后提示"
            case .never: "从不"
            case .guidedFirstLevel: "为新玩家演示一遍第一关"
            case .guidedStart: "看好哦：我先玩一遍，然后轮到你。"
            case .guidedHandOver: "现在轮到你了。从头开始吧。"
            case .wellDoneWithHelp: "真棒！你在帮助下完成了。"
            }
        }
    }

    /// What Show me says: "Here is a card you need: Card 3, yellow."
    public func showMeLine(_ hint: ShowMeHint) -> String {
        let card = book.cardLabel(hint.card) + book.listSeparator + book.cardFace(hint.attribute) + fullStop
        switch language {
        case .english: return "Here is a card you need: " + card
        case .vietnamese: return "Đây là thẻ em cần: " + card
        case .japanese: return "これが いる カードだよ。" + card
        case .korean: return "필요한 카드예요. " + card
        case .chinese: return "你需要这张卡片：" + card
        }
    }

    /// What the guided level says at one step: "I look at Card 3, yellow. That is in the task, so I
    /// put it on the board." or "… That is not in the task."
    public func guidedLine(_ step: GuidedStep) -> String {
        let card = book.cardLabel(step.card) + book.listSeparator + book.cardFace(step.attribute) + fullStop
        switch (language, step.fits) {
        case (.english, true): return "I look at " + card + " That is in the task, so I put it on the board."
        case (.english, false): return "I look at " + card + " That is not in the task."
        case (.vietnamese, true): return "Mình xem " + card + " Cái này có trong đề bài, nên mình đặt nó lên bảng."
        case (.vietnamese, false): return "Mình xem " + card + " Cái này không có trong đề bài."
        case (.japanese, true): return "みてみるよ。" + card + "おだいに あるから ボードに おくよ。"
        case (.japanese, false): return "みてみるよ。" + card + "おだいに ないね。"
        case (.korean, true): return "봐요. " + card + " 문제에 있으니까 보드에 놓아요."
        case (.korean, false): return "봐요. " + card + " 문제에 없어요."
        case (.chinese, true): return "我看看" + card + "题目里有它，所以我把它放到答案区。"
        case (.chinese, false): return "我看看" + card + "题目里没有它。"
        }
    }

    /// Well done after a level won with help, with the stars: kind, never a failure.
    public func wellDoneWithHelpLine(stars earned: Int) -> String {
        sentences([assist(.wellDoneWithHelp), stars(earned) + fullStop])
    }
}
