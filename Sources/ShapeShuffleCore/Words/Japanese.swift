/// 日本語. Adjectives before the noun, then the count with the native counter つ:
/// "おおきいあおいさんかくが3つ". Colours that are nouns take の before a shape ("みどりのまる").
/// The words a child hears and reads are in kana, not the kanji taught at school.
struct Japanese: Phrasebook {
    let listSeparator = "、"
    let labelSeparator = "："
    let sentenceSeparator = ""
    let decimalSeparator = "."

    func colour(_ colour: Colour) -> String {
        switch colour {
        case .red: "あか"
        case .orange: "オレンジ"
        case .yellow: "きいろ"
        case .green: "みどり"
        case .blue: "あお"
        case .purple: "むらさき"
        }
    }

    /// The colour before a noun: an い-adjective where there is one, otherwise the noun with の.
    private func colourBeforeNoun(_ colour: Colour) -> String {
        switch colour {
        case .red: "あかい"
        case .orange: "オレンジの"
        case .yellow: "きいろい"
        case .green: "みどりの"
        case .blue: "あおい"
        case .purple: "むらさきの"
        }
    }

    func shape(_ shape: Shape) -> String {
        switch shape {
        case .circle: "まる"
        case .square: "しかく"
        case .triangle: "さんかく"
        case .rectangle: "ながしかく"
        case .star: "ほし"
        case .heart: "ハート"
        case .diamond: "ひしがた"
        }
    }

    func size(_ size: Size) -> String {
        switch size {
        case .big: "おおきい"
        case .small: "ちいさい"
        }
    }

    private static let kanji = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
    private static let readings = ["", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう"]
    /// Other readings of a digit on its own: 4 し, 7 しち, 9 く.
    private static let otherReadings: [Int: String] = [4: "し", 7: "しち", 9: "く"]
    private static let nativeCounts = ["", "ひとつ", "ふたつ", "みっつ", "よっつ", "いつつ", "むっつ", "ななつ", "やっつ", "ここのつ", "とお"]

    func numberWord(_ number: Int) -> String? {
        guard (1..<100).contains(number) else { return nil }
        let tens = number / 10, unit = number % 10
        let head = tens == 0 ? "" : (tens == 1 ? "" : Self.readings[tens]) + "じゅう"
        return head + Self.readings[unit]
    }

    private func kanjiNumeral(_ number: Int) -> String {
        let tens = number / 10, unit = number % 10
        let head = tens == 0 ? "" : (tens == 1 ? "" : Self.kanji[tens]) + "十"
        return head + Self.kanji[unit]
    }

    func numberSpellings(_ number: Int) -> [String] {
        guard let reading = numberWord(number) else { return [] }
        var all = [reading, kanjiNumeral(number)]
        if let other = Self.otherReadings[number] { all.append(other) }
        if number < Self.nativeCounts.count {
            all += [Self.nativeCounts[number], counted(number), kanjiNumeral(number) + "つ"]
        }
        return all
    }

    /// A count with the native counter つ, written with a digit as the game shows it: "2つ".
    private func counted(_ number: Int) -> String { number < 10 ? "\(number)つ" : "\(number)個" }

    func prompt(_ prompt: Prompt) -> String { "\(promptPicture(prompt))が\(counted(prompt.count))" }

    func promptPicture(_ prompt: Prompt) -> String {
        (prompt.size.map(size) ?? "") + colourBeforeNoun(prompt.colour) + shape(prompt.shape)
    }

    func cardFace(_ attribute: Attribute) -> String {
        switch attribute {
        case .count(let n): "てんが\(counted(n))"
        default: slotValue(attribute)
        }
    }

    func slotValue(_ attribute: Attribute) -> String {
        switch attribute {
        case .count(let n): counted(n)
        case .colour(let c): colour(c)
        case .shape(let s): shape(s)
        case .size(let s): size(s)
        }
    }

    func cardLabel(_ number: Int) -> String { "カード\(number)" }
    let faceDown = "裏向き"
    let pinnedMark = "ピン留め中"
    let onBoardMark = "ボードの上"

    func cardPosition(row: Int, column: Int) -> String { "上から\(row)段目、左から\(column)番目。" }
    func addHint(key: String) -> String { "\(key)キーでボードに追加します。" }
    func pinHint(key: String, pinned: Bool) -> String {
        pinned ? "\(key)キーでピン留めを外します。" : "\(key)キーでピン留めします。"
    }
    let actionsMenuHint = "Shift+F10でアクションメニューを開きます。"

    func slotNeeds(_ requirement: Attribute) -> String { "「\(slotValue(requirement))」のカードが入ります。" }
    func slotHolds(card: Int) -> String { "カード\(card)が入っています。" }

    func levelName(_ number: Int) -> String { "レベル\(number)" }
    func stars(_ earned: Int, of maximum: Int) -> String { "星\(maximum)つのうち\(earned)つ" }

    func added(_ attribute: Attribute) -> String { "「\(slotValue(attribute))」のカードをボードに追加しました。" }
    func levelCompleted(stars: Int) -> String { "レベルクリア！星\(stars)つ。" }
    func mistake(card: Int) -> String { "カード\(card)はおだいにありません。ほかのカードをえらんでみてね。" }
    func turnedDown(card: Int) -> String { "カード\(card)は裏向きにもどりました。" }
    let pinnedLine = "ピン留めしました。"
    let unpinnedLine = "ピン留めを外しました。"
    func refused(card: Int, reason: RefusalReason) -> String {
        switch reason {
        case .noSuchCard: "カード\(card)はありません。"
        case .alreadyOnBoard: "カード\(card)はもうボードにあります。"
        case .pinnedStaysFaceUp: "カード\(card)はピン留め中なので、表向きのままです。"
        case .levelAlreadyComplete: "このレベルはもうクリアしています。"
        }
    }

    func keyAlreadyUsed(by action: String) -> String { "このキーはすでに「\(action)」に使われています。" }
    func progressUnreadable(keptAs file: String) -> String {
        "保存された進み具合を読み込めなかったため、最初から始めました。古いファイルは \(file) として残してあります。"
    }
    func settingsUnreadable(keptAs file: String) -> String {
        "保存された設定を読み込めなかったため、最初の設定で始めました。古いファイルは \(file) として残してあります。"
    }
    func levelsInPlayUnreadable(keptAs file: String) -> String {
        "とちゅうのレベルを読み込めなかったため、そのレベルは最初から始めます。古いファイルは \(file) として残してあります。"
    }
    func seconds(_ amount: String, isOne: Bool) -> String { "\(amount)秒" }

    func levelSynonyms(_ number: Int) -> [String] {
        guard let reading = numberWord(number) else { return [String(number)] }
        let spelled = [String(number), reading, kanjiNumeral(number)]
        return spelled + spelled.flatMap { ["レベル\($0)", "れべる\($0)"] }
    }
    func cardSynonyms(_ number: Int) -> [String] {
        guard let reading = numberWord(number) else { return [String(number)] }
        let spelled = [String(number), reading, kanjiNumeral(number)]
        return spelled + spelled.flatMap { ["カード\($0)", "\($0)番", "\($0)ばん"] }
    }
    let settingsSynonyms = ["せってい", "環境設定", "オプション", "歯車", "はぐるま", "ギア"]
    let helpSynonyms = ["へるぷ", "ショートカット", "キーボード", "キー", "使い方", "つかいかた"]
    let findSynonyms = ["さがす", "探す", "けんさく", "さがしもの"]
    let homeSynonyms = ["ほーむ", "もどる", "戻る", "はじめ", "レベル"]
    let hearTaskSynonyms = ["スピーカー", "きく", "もういちど", "おだい"]
    let closeNoticeSynonyms = ["とじる", "閉じる", "おしらせ", "通知"]
    let nextLevelSynonyms = ["次", "つぎ", "次へ", "つぎへ", "すすむ"]

    func text(_ item: UIText) -> String {
        switch item {
        case .appTitle: "Shape Shuffle"
        case .levels: "レベル"
        case .settings: "設定"
        case .help: "ヘルプ"
        case .keyboardShortcuts: "キーボードショートカット"
        case .find: "検索"
        case .findPlaceholder: "名前を入力…"
        case .findHint: "名前を入力して、Enterキーでそこへ移動します。"
        case .noMatch: "見つかりません"
        case .done: "クリア"
        case .notPlayedYet: "まだ遊んでいません"
        case .home: "ホーム"
        case .yourTask: "おだい"
        case .makeThis: "これをつくろう："
        case .board: "ボード"
        case .cards: "カード"
        case .colourKind: "色"
        case .shapeKind: "形"
        case .numberKind: "数"
        case .sizeKind: "大きさ"
        case .empty: "空き"
        case .actions: "アクション"
        case .flip: "めくる"
        case .addToBoard: "ボードに追加"
        case .pin: "ピン留め"
        case .unpin: "ピン留めを外す"
        case .wellDone: "よくできました！"
        case .levelComplete: "レベルクリア！"
        case .nextLevel: "次のレベル"
        case .gameplay: "ゲームプレイ"
        case .navigation: "移動"
        case .general: "一般"
        case .addCardToBoard: "カードをボードに追加"
        case .pinOrUnpinCard: "カードのピン留め／解除"
        case .flipCardOrPressButton: "カードをめくる／ボタンを押す"
        case .nextOrPreviousItem: "次／前の項目"
        case .moveBetweenCards: "カード間を移動"
        case .firstOrLastItem: "最初／最後の項目"
        case .actionsMenu: "アクションメニュー"
        case .backOrClose: "戻る／閉じる"
        case .quit: "終了"
        case .language: "言語"
        case .colourBlindPalette: "色覚に配慮した配色"
        case .patternsOnColours: "色に模様をつける"
        case .colourNamesOnCards: "色のカードに色の名前を表示"
        case .reducedMotion: "動きを減らす"
        case .largeCards: "大きいカード"
        case .singleKeyShortcuts: "1文字のショートカット"
        case .addKey: "追加キー"
        case .pinKey: "ピン留めキー"
        case .pressNewKey: "新しいキーを押してください…"
        case .keyReserved: "そのキーはゲームの中を動くのに使います。ほかのキーをえらんでください。"
        case .scanBack: "もどる"
        case .scanChoose: "スイッチをおすと えらべます。"
        case .switchScanning: "スイッチスキャン"
        case .scanningInterval: "スキャンの間隔"
        case .selectKey: "決定キー"
        case .close: "閉じる"
        case .hearTask: "おだいをきく"
        case .hearTaskKey: "おだいをきくキー"
        case .readAloud: "よみあげ"
        case .speechRate: "よみあげのはやさ"
        case .speechSlow: "ゆっくり"
        case .speechNormal: "ふつう"
        case .speechFast: "はやい"
        case .sounds: "こうかおん"
        case .voiceVolume: "よみあげのおおきさ"
        case .soundVolume: "こうかおんのおおきさ"
        case .volumeOff: "オフ"
        case .volumeQuiet: "ちいさい"
        case .volumeNormal: "ふつう"
        case .volumeLoud: "おおきい"
        case .progressCannotBeSaved: "今は進み具合を保存できません。ゲームは保存を試し続けます。"
        case .settingsCannotBeSaved: "今は設定を保存できません。ゲームは保存を試し続けます。"
        case .levelsInPlayCannotBeSaved: "今はとちゅうのレベルを保存できません。ゲームは保存を試し続けます。"
        case .inPlay: "とちゅう"
        case .startOver: "さいしょから"
        case .startOverQuestion: "このレベルをさいしょからやりなおしますか？カードはうらがえしになり、ボードはからになります。"
        case .keepPlaying: "つづける"
        case .closeNotice: "おしらせをとじる"
        case .fullScreen: "全画面"
        }
    }
}
