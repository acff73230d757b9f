/// The kanji words the game shows, in kana, for espeak-ng's `ja` voice, which has no kanji
/// readings (and the key name it would spell out letter by letter). The child's screens are in kana already; these are the grown-ups' words and the
/// buttons that auditory scanning says wherever the scan goes. A word left out is caught by the
/// test that hands every shown word to espeak-ng.
enum JapaneseKanjiReadings {
    static let readings: [String: String] = [
        "全画面": "ぜんがめん", "閉じる": "とじる", "設定": "せってい", "検索": "けんさく", "終了": "しゅうりょう",
        "文字": "もじ", "日": "ひ", "間隔": "かんかく", "間": "かん", "移動": "いどう", "一般": "いっぱん",
        "今": "いま", "保存": "ほぞん", "試し続け": "ためしつづけ", "進み具合": "すすみぐあい",
        "動き": "うごき", "減らす": "へらす", "大人": "おとな", "方": "かた", "用": "よう", "数字": "すうじ",
        "書き出す": "かきだす", "最初": "さいしょ", "最後": "さいご", "項目": "こうもく", "次": "つぎ",
        "前": "まえ", "決定": "けってい", "番号": "ばんごう", "違います": "ちがいます", "新しい": "あたらしい",
        "色覚": "しきかく", "配色": "はいしょく", "色": "いろ", "模様": "もよう", "名前": "なまえ",
        "表示": "ひょうじ", "配慮": "はいりょ", "言語": "げんご", "Enter": "えんたあ",
    ]

    /// Longest first, so a word is read whole before any word inside it (色覚 before 色).
    static let longestFirst: [(kanji: String, kana: String)] =
        readings.sorted { ($0.key.count, $0.key) > ($1.key.count, $1.key) }.map { ($0.key, $0.value) }
}
