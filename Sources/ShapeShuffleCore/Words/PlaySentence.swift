/// The sentences said about a level and its stars, a card, a slot or what a move did, each with
/// its five languages side by side so a translator reads one sentence at a time. The grammar a
/// sentence leans on (Korean particles and ordinals, Chinese 两, Japanese counters) stays in its
/// language's file.
enum PlaySentence {
    case cardLabel(Int)
    case faceDown
    case pinnedMark
    case onBoardMark
    /// Row and column counted from 1.
    case position(row: Int, column: Int)
    case addHint(key: String)
    case pinHint(key: String)
    case unpinHint(key: String)
    case actionsMenuHint
    /// Every way to add a card: the Add key when single keys work (nil when they do not), a
    /// double-click, the card's menu.
    case addCardHint(key: String?)
    case slotHolds(card: Int)
    case levelName(Int)
    /// "2 of 3 stars".
    case stars(Int, of: Int)
    /// The stars just won, as the Well done line says them after its cheer: "2 of 3 stars."
    case starsWon(Int, of: Int)
    case levelCompleted(stars: Int)
    case mistake(card: Int)
    case turnedDown(card: Int)
    case pinned
    case unpinned
    case refused(card: Int, RefusalReason)
}

extension Words {
    func sentence(_ sentence: PlaySentence) -> String {
        let korean = Korean(), chinese = Chinese(), japanese = Japanese()
        return switch (sentence, language) {
        case (.cardLabel(let n), .english): "Card \(n)"
        case (.cardLabel(let n), .vietnamese): "Thẻ \(n)"
        case (.cardLabel(let n), .japanese): "カード\(n)"
        case (.cardLabel(let n), .korean): "카드 \(n)"
        case (.cardLabel(let n), .chinese): "卡片\(n)"
        case (.faceDown, .english): "face down"
        case (.faceDown, .vietnamese): "đang úp"
        case (.faceDown, .japanese): "うらがえし"
        case (.faceDown, .korean): "덮여 있음"
        case (.faceDown, .chinese): "背面朝上"
        case (.pinnedMark, .english): "pinned"
        case (.pinnedMark, .vietnamese): "đã ghim"
        case (.pinnedMark, .japanese): "ピンどめ"
        case (.pinnedMark, .korean): "고정됨"
        case (.pinnedMark, .chinese): "已固定"
        case (.onBoardMark, .english): "on the board"
        case (.onBoardMark, .vietnamese): "trên bảng"
        case (.onBoardMark, .japanese): "ボードの うえ"
        case (.onBoardMark, .korean): "보드에 있음"
        case (.onBoardMark, .chinese): "在答案区"
        case (.position(let r, let c), .english): "Row \(r), column \(c)."
        case (.position(let r, let c), .vietnamese): "Hàng \(r), cột \(c)."
        case (.position(let r, let c), .japanese): "うえから \(r)だんめ、ひだりから \(c)ばんめ。"
        case (.position(let r, let c), .korean): "\(korean.ordinal(r)) 줄, \(korean.ordinal(c)) 칸."
        case (.position(let r, let c), .chinese): "第\(r)行，第\(c)列。"
        case (.addHint(let key), .english): "Press \(key) to add it to the board."
        case (.addHint(let key), .vietnamese): "Nhấn \(key) để thêm thẻ vào bảng."
        case (.addHint(let key), .japanese): "\(key)キーで ボードに おくよ。"
        case (.addHint(let key), .korean): "\(key) 키를 누르면 보드에 놓아요."
        case (.addHint(let key), .chinese): "按 \(key) 键放到答案区。"
        case (.pinHint(let key), .english): "Press \(key) to pin it."
        case (.pinHint(let key), .vietnamese): "Nhấn \(key) để ghim thẻ."
        case (.pinHint(let key), .japanese): "\(key)キーで ピンどめするよ。"
        case (.pinHint(let key), .korean): "\(key) 키를 누르면 고정해요."
        case (.pinHint(let key), .chinese): "按 \(key) 键固定。"
        case (.unpinHint(let key), .english): "Press \(key) to unpin it."
        case (.unpinHint(let key), .vietnamese): "Nhấn \(key) để bỏ ghim."
        case (.unpinHint(let key), .japanese): "\(key)キーで ピンを はずすよ。"
        case (.unpinHint(let key), .korean): "\(key) 키를 누르면 고정을 풀어요."
        case (.unpinHint(let key), .chinese): "按 \(key) 键取消固定。"
        case (.actionsMenuHint, .english): "Shift+F10 opens the actions menu."
        case (.actionsMenuHint, .vietnamese): "Nhấn Shift+F10 để mở menu thao tác."
        case (.actionsMenuHint, .japanese): "Shift+F10で メニューが ひらくよ。"
        case (.actionsMenuHint, .korean): "Shift+F10 키를 누르면 동작 메뉴가 열려요."
        case (.actionsMenuHint, .chinese): "按 Shift+F10 打开操作菜单。"
        case (.addCardHint(let key?), .english): "To add a card to the board: press \(key), double-click it, or use its menu."
        case (.addCardHint(nil), .english): "To add a card to the board: double-click it, or use its menu."
        case (.addCardHint(let key?), .vietnamese): "Để thêm thẻ vào bảng: nhấn \(key), nhấp đúp vào thẻ, hoặc dùng menu của thẻ."
        case (.addCardHint(nil), .vietnamese): "Để thêm thẻ vào bảng: nhấp đúp vào thẻ, hoặc dùng menu của thẻ."
        case (.addCardHint(let key?), .japanese): "カードを ボードに おくには、\(key)キーを おすか、ダブルクリックするか、カードの メニューを つかってね。"
        case (.addCardHint(nil), .japanese): "カードを ボードに おくには、ダブルクリックするか、カードの メニューを つかってね。"
        case (.addCardHint(let key?), .korean): "카드를 보드에 놓으려면 \(key) 키를 누르거나, 두 번 클릭하거나, 카드 메뉴를 써요."
        case (.addCardHint(nil), .korean): "카드를 보드에 놓으려면 두 번 클릭하거나, 카드 메뉴를 써요."
        case (.addCardHint(let key?), .chinese): "把卡片放到答案区：按 \(key) 键、双击卡片，或者用卡片的菜单。"
        case (.addCardHint(nil), .chinese): "把卡片放到答案区：双击卡片，或者用卡片的菜单。"
        case (.slotHolds(let card), .english): "Card \(card) is here."
        case (.slotHolds(let card), .vietnamese): "Thẻ \(card) ở đây."
        case (.slotHolds(let card), .japanese): "カード\(card)が はいっているよ。"
        case (.slotHolds(let card), .korean): "\(korean.cardSubject(card)) 들어 있어요."
        case (.slotHolds(let card), .chinese): "卡片\(card)放在这里。"
        case (.levelName(let n), .english): "Level \(n)"
        case (.levelName(let n), .vietnamese): "Màn \(n)"
        case (.levelName(let n), .japanese): "レベル\(n)"
        case (.levelName(let n), .korean): "레벨 \(n)"
        case (.levelName(let n), .chinese): "第\(n)关"
        case (.stars(let n, let most), .english): "\(n) of \(most) stars"
        case (.stars(let n, let most), .vietnamese): "\(n) trên \(most) ngôi sao"
        case (.stars(let n, let most), .japanese): "ほし \(japanese.countWord(most))の うち \(japanese.countWord(n))"
        case (.stars(let n, let most), .korean): "별 \(korean.countWord(most)) 중 \(korean.countWord(n))"
        case (.stars(let n, let most), .chinese): "\(chinese.beforeMeasure(n))颗星（满分\(chinese.beforeMeasure(most))颗）"
        case (.starsWon(let n, let most), .english): "\(n) of \(most) stars."
        case (.starsWon(let n, let most), .vietnamese): "\(n) trên \(most) ngôi sao."
        case (.starsWon(let n, let most), .japanese): "ほし \(japanese.countWord(most))の うち \(japanese.countWord(n))。"
        case (.starsWon(let n, let most), .korean): "별 \(korean.countWord(most)) 중 \(korean.countWord(n))."
        case (.starsWon(let n, _), .chinese): "你得到了\(chinese.beforeMeasure(n))颗星！"
        case (.levelCompleted(let stars), .english): "Level complete! \(stars) \(stars == 1 ? "star" : "stars")."
        case (.levelCompleted(let stars), .vietnamese): "Xong màn rồi! \(stars) ngôi sao."
        case (.levelCompleted(let stars), .japanese): "レベル クリア！ ほし \(japanese.countWord(stars))。"
        case (.levelCompleted(let stars), .korean): "레벨 완료! 별 \(korean.countWord(stars))."
        case (.levelCompleted(let stars), .chinese): "过关啦！\(chinese.beforeMeasure(stars))颗星。"
        case (.mistake(let card), .english): "Card \(card) is not part of your task. Try another card."
        case (.mistake(let card), .vietnamese): "Thẻ \(card) không có trong đề bài. Thử thẻ khác nhé."
        case (.mistake(let card), .japanese): "カード\(card)は おだいに ないよ。ほかの カードを えらんでみてね。"
        case (.mistake(let card), .korean): "\(korean.cardTopic(card)) 문제에 없어요. 다른 카드를 골라 보세요."
        case (.mistake(let card), .chinese): "卡片\(card)不在题目里。再试试别的卡片吧。"
        case (.turnedDown(let card), .english): "Card \(card) turned face down."
        case (.turnedDown(let card), .vietnamese): "Thẻ \(card) đã úp lại."
        case (.turnedDown(let card), .japanese): "カード\(card)は うらがえしに もどったよ。"
        case (.turnedDown(let card), .korean): "\(korean.cardTopic(card)) 다시 덮였어요."
        case (.turnedDown(let card), .chinese): "卡片\(card)翻回去了。"
        case (.pinned, .english): "Now it is pinned."
        case (.pinned, .vietnamese): "Đã ghim."
        case (.pinned, .japanese): "ピンどめしたよ。"
        case (.pinned, .korean): "고정했어요."
        case (.pinned, .chinese): "已固定。"
        case (.unpinned, .english): "Not pinned anymore."
        case (.unpinned, .vietnamese): "Đã bỏ ghim."
        case (.unpinned, .japanese): "ピンを はずしたよ。"
        case (.unpinned, .korean): "고정을 풀었어요."
        case (.unpinned, .chinese): "已取消固定。"
        case (.refused(let card, .noSuchCard), .english): "There is no card \(card)."
        case (.refused(let card, .noSuchCard), .vietnamese): "Không có thẻ \(card)."
        case (.refused(let card, .noSuchCard), .japanese): "カード\(card)は ないよ。"
        case (.refused(let card, .noSuchCard), .korean): "\(korean.cardTopic(card)) 없어요."
        case (.refused(let card, .noSuchCard), .chinese): "没有卡片\(card)。"
        case (.refused(let card, .alreadyOnBoard), .english): "Card \(card) is already on the board."
        case (.refused(let card, .alreadyOnBoard), .vietnamese): "Thẻ \(card) đã ở trên bảng rồi."
        case (.refused(let card, .alreadyOnBoard), .japanese): "カード\(card)は もう ボードに あるよ。"
        case (.refused(let card, .alreadyOnBoard), .korean): "\(korean.cardTopic(card)) 이미 보드에 있어요."
        case (.refused(let card, .alreadyOnBoard), .chinese): "卡片\(card)已经在答案区了。"
        case (.refused(let card, .pinnedStaysFaceUp), .english): "Card \(card) is pinned, so it stays face up."
        case (.refused(let card, .pinnedStaysFaceUp), .vietnamese): "Thẻ \(card) đang được ghim nên vẫn ngửa."
        case (.refused(let card, .pinnedStaysFaceUp), .japanese): "カード\(card)は ピンどめしてあるから、おもての ままだよ。"
        case (.refused(let card, .pinnedStaysFaceUp), .korean): "\(korean.cardTopic(card)) 고정되어 있어서 계속 앞면이 보여요."
        case (.refused(let card, .pinnedStaysFaceUp), .chinese): "卡片\(card)已固定，会一直正面朝上。"
        case (.refused(_, .levelAlreadyComplete), .english): "This level is already complete."
        case (.refused(_, .levelAlreadyComplete), .vietnamese): "Màn này đã xong rồi."
        case (.refused(_, .levelAlreadyComplete), .japanese): "この レベルは もう クリアしたよ。"
        case (.refused(_, .levelAlreadyComplete), .korean): "이 레벨은 이미 끝났어요."
        case (.refused(_, .levelAlreadyComplete), .chinese): "这一关已经完成了。"
        }
    }
}
