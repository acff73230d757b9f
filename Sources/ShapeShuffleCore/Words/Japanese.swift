/// 日本語. Adjectives before the noun, then the count with the native counter つ:
/// "おおきい あおい さんかくが 3つ". Colours that are nouns take の before a shape ("みどりの まる").
/// What a child hears and reads is in kana with a space between words, as a picture book writes it,
/// in one soft style (〜よ, 〜てね). The grown-ups' screens (Settings, Players, Progress) and the
/// notices for a grown-up are ordinary kanji and kana with です/ます, one word for each idea
/// (閉じる, 保存).
struct Japanese: Phrasebook {
    let language = Language.japanese
    let punctuation = Punctuation(list: "、", label: "：", sentence: "", decimal: ".")

    private static let kanji = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
    private static let readings = ["", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう"]
    /// Other readings of a digit on its own: 4 し, 7 しち, 9 く.
    private static let otherReadings: [Int: String] = [4: "し", 7: "しち", 9: "く"]
    static let nativeCounts = ["", "ひとつ", "ふたつ", "みっつ", "よっつ", "いつつ", "むっつ", "ななつ", "やっつ", "ここのつ", "とお"]

    func numberWord(_ number: Int) -> String? {
        guard (1..<1000).contains(number) else { return nil }
        let hundreds = number / 100, tens = number / 10 % 10, unit = number % 10
        let tensWord = tens == 0 ? "" : (tens == 1 ? "" : Self.readings[tens]) + "じゅう"
        return Self.hundredReadings[hundreds] + tensWord + Self.readings[unit]
    }

    /// 300 is さんびゃく and 600 ろっぴゃく: the hundreds change their sound, so each is written out.
    private static let hundredReadings = ["", "ひゃく", "にひゃく", "さんびゃく", "よんひゃく", "ごひゃく",
                                          "ろっぴゃく", "ななひゃく", "はっぴゃく", "きゅうひゃく"]

    private func kanjiNumeral(_ number: Int) -> String {
        let hundreds = number / 100, tens = number / 10 % 10, unit = number % 10
        let hundredsWord = hundreds == 0 ? "" : (hundreds == 1 ? "" : Self.kanji[hundreds]) + "百"
        let tensWord = tens == 0 ? "" : (tens == 1 ? "" : Self.kanji[tens]) + "十"
        return hundredsWord + tensWord + Self.kanji[unit]
    }

    func numberSpellings(_ number: Int) -> [String] {
        guard let reading = numberWord(number) else { return [] }
        var all = [reading, kanjiNumeral(number)]
        if let other = Self.otherReadings[number] { all.append(other) }
        if number < Self.nativeCounts.count {
            all += [Self.nativeCounts[number], countWord(number), kanjiNumeral(number) + "つ"]
        }
        return all
    }

    /// A count with the native counter つ, written with a digit as the game shows it: "2つ".
    func countWord(_ number: Int) -> String { number < 10 ? "\(number)つ" : "\(number)個" }

    func prompt(_ prompt: Prompt) -> String { "\(promptPicture(prompt))が \(countWord(prompt.count))" }

    func promptPicture(_ prompt: Prompt) -> String {
        (prompt.describing.map { words($0).beforeNoun } + [word(prompt.shape)])
            .joined(separator: " ")
    }

    func dots(_ number: Int) -> String { "てんが \(countWord(number))" }

    /// The card that shows an attribute, as a sentence names it: "きいろの カード", "てんが 2つの カード",
    /// "おおきい カード". None leans on quotation marks, which a voice drops: 「2つ」の カード is heard
    /// as two cards.
    private func cardNoun(_ attribute: Attribute) -> String { words(attribute).card ?? "\(cardFace(attribute))の カード" }

    func slotNeeds(_ requirement: Attribute) -> String { "\(cardNoun(requirement))が はいるよ。" }
    func added(_ attribute: Attribute) -> String { "\(cardNoun(attribute))を ボードに おいたよ。" }

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

    func text(_ item: UIText) -> String {
        switch item {
        case .appTitle: "Shape Shuffle"
        case .levels: "レベル"
        case .settings: "設定"
        case .help: "ヘルプ"
        case .keyboardShortcuts: "キーボードショートカット"
        case .find: "検索"
        case .findPlaceholder: "なまえを いれてね…"
        case .findHint: "なまえを いれて、Enterキーで そこへ いけるよ。"
        case .noMatch: "みつからないよ"
        case .done: "クリア"
        case .notPlayedYet: "まだ あそんでないよ"
        case .home: "ホーム"
        case .yourTask: "おだい"
        case .makeThis: "これを つくろう："
        case .board: "ボード"
        case .cards: "カード"
        case .empty: "から"
        case .actions: "アクション"
        case .flip: "めくる"
        case .addToBoard: "ボードに おく"
        case .pin: "ピンどめ"
        case .unpin: "ピンを はずす"
        case .wellDone: "よくできたね！"
        case .levelComplete: "レベル クリア！"
        case .nextLevel: "つぎの レベル"
        case .gameplay: "ゲームプレイ"
        case .navigation: "移動"
        case .general: "一般"
        case .addCardToBoard: "カードを ボードに おく"
        case .pinOrUnpinCard: "カードを ピンどめ／ピンを はずす"
        case .flipCardOrPressButton: "カードを めくる／ボタンを おす"
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
        case .largeCards: "カードを大きくする"
        case .singleKeyShortcuts: "1文字のショートカット"
        case .addKey: "ボードに置くキー"
        case .pinKey: "ピン留めキー"
        case .pressNewKey: "新しいキーを押してください…"
        case .keyReserved: "そのキーはゲーム内の移動に使います。別のキーを選んでください。"
        case .scanBack: "もどる"
        case .scanChoose: "スイッチを おすと えらべるよ。"
        case .switchScanning: "スイッチスキャン"
        case .scanningInterval: "スキャンの間隔"
        case .selectKey: "決定キー"
        case .close: "閉じる"
        case .hearTask: "おだいを きく"
        case .hearTaskKey: "お題を聞くキー"
        case .readAloud: "読み上げ"
        case .speechRate: "読み上げの速さ"
        case .speechSlow: "ゆっくり"
        case .speechNormal: "普通"
        case .speechFast: "速い"
        case .sounds: "効果音"
        case .captions: "字幕：声で話す言葉を表示する"
        case .voiceVolume: "読み上げの音量"
        case .soundVolume: "効果音の音量"
        case .volumeOff: "オフ"
        case .volumeQuiet: "小さい"
        case .volumeNormal: "普通"
        case .volumeLoud: "大きい"
        case .progressCannotBeSaved: "今は記録を保存できません。保存できるまで自動で再試行します。"
        case .settingsCannotBeSaved: "今は設定を保存できません。保存できるまで自動で再試行します。"
        case .levelsInPlayCannotBeSaved: "今は途中のレベルを保存できません。保存できるまで自動で再試行します。"
        case .inPlay: "とちゅう"
        case .startOver: "さいしょから"
        case .startOverQuestion: "この レベルを さいしょから やりなおす？ カードは うらがえしに なって、ボードは からに なるよ。"
        case .keepPlaying: "つづける"
        case .closeNotice: "お知らせを閉じる"
        case .fullScreen: "全画面"
        }
    }
}
