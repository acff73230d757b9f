/// Every text of the grown-ups' progress view and its CSV export, in all five languages. For
/// grown-ups' eyes and screen readers only: the game's own voice never says them.
public enum ProgressText: CaseIterable, Sendable {
    /// The window's title, the F10 menu item and the Settings button.
    case progress
    case player
    case level
    case bestStars
    case timesPlayed
    case lastPlayed
    case numberMistakes
    case colourMistakes
    case shapeMistakes
    case sizeMistakes
    case wonWithHelp
    /// The button that writes the CSV file, and the file chooser's title.
    case export
    /// The file chooser's button.
    case save
    /// Shown when nothing has been played yet.
    case nothingPlayedYet
    /// The chart's name for a screen reader.
    case chart
    /// The chart's two parts, as drawn above them.
    case starsPerLevel
    case mistakesByKind
    case exportFailed

    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .vietnamese: vietnamese
        case .japanese: japanese
        case .korean: korean
        case .chinese: chinese
        }
    }

    private var english: String {
        switch self {
        case .progress: "Progress"
        case .player: "Player"
        case .level: "Level"
        case .bestStars: "Best stars"
        case .timesPlayed: "Times played"
        case .lastPlayed: "Last played"
        case .numberMistakes: "Number mistakes"
        case .colourMistakes: "Colour mistakes"
        case .shapeMistakes: "Shape mistakes"
        case .sizeMistakes: "Size mistakes"
        case .wonWithHelp: "Won with help"
        case .export: "Export…"
        case .save: "Save"
        case .nothingPlayedYet: "Nothing has been played yet. Each level played shows here, with its stars and mistakes."
        case .chart: "Chart: stars for each level, and mistakes by kind of card. The table beside it has the same figures."
        case .starsPerLevel: "Stars for each level"
        case .mistakesByKind: "Mistakes by kind of card"
        case .exportFailed: "The file could not be written. Nothing was changed; try another folder."
        }
    }

    private var vietnamese: String {
        switch self {
        case .progress: "Tiến bộ"
        case .player: "Người chơi"
        case .level: "Màn"
        case .bestStars: "Sao cao nhất"
        case .timesPlayed: "Số lần chơi"
        case .lastPlayed: "Lần chơi gần nhất"
        case .numberMistakes: "Lỗi về số"
        case .colourMistakes: "Lỗi về màu"
        case .shapeMistakes: "Lỗi về hình"
        case .sizeMistakes: "Lỗi về kích thước"
        case .wonWithHelp: "Thắng nhờ trợ giúp"
        case .export: "Xuất…"
        case .save: "Lưu"
        case .nothingPlayedYet: "Chưa chơi màn nào. Mỗi màn đã chơi sẽ hiện ở đây, cùng số sao và lỗi."
        case .chart: "Biểu đồ: số sao của mỗi màn và số lỗi theo loại thẻ. Bảng bên cạnh có cùng số liệu."
        case .starsPerLevel: "Số sao mỗi màn"
        case .mistakesByKind: "Lỗi theo loại thẻ"
        case .exportFailed: "Không ghi được tệp. Không có gì bị thay đổi; hãy thử thư mục khác."
        }
    }

    private var japanese: String {
        switch self {
        case .progress: "きろく"
        case .player: "プレイヤー"
        case .level: "レベル"
        case .bestStars: "いちばん よい ほし"
        case .timesPlayed: "あそんだ かいすう"
        case .lastPlayed: "さいごに あそんだ 日"
        case .numberMistakes: "かずの まちがい"
        case .colourMistakes: "いろの まちがい"
        case .shapeMistakes: "かたちの まちがい"
        case .sizeMistakes: "おおきさの まちがい"
        case .wonWithHelp: "てだすけで クリア"
        case .export: "書き出す…"
        case .save: "保存"
        case .nothingPlayedYet: "まだ あそんだ レベルは ありません。あそんだ レベルごとに、ほしと まちがいが ここに でます。"
        case .chart: "グラフ：レベルごとの ほしと、カードの しゅるいごとの まちがい。となりの ひょうに おなじ かずが あります。"
        case .starsPerLevel: "レベルごとの ほし"
        case .mistakesByKind: "カードの しゅるいごとの まちがい"
        case .exportFailed: "ファイルを 書けませんでした。なにも かわっていません。ほかの フォルダを ためしてください。"
        }
    }

    private var korean: String {
        switch self {
        case .progress: "기록"
        case .player: "놀이하는 아이"
        case .level: "단계"
        case .bestStars: "최고 별"
        case .timesPlayed: "놀이 횟수"
        case .lastPlayed: "마지막으로 논 날"
        case .numberMistakes: "숫자 실수"
        case .colourMistakes: "색깔 실수"
        case .shapeMistakes: "모양 실수"
        case .sizeMistakes: "크기 실수"
        case .wonWithHelp: "도움받아 성공"
        case .export: "내보내기…"
        case .save: "저장"
        case .nothingPlayedYet: "아직 논 단계가 없어요. 논 단계마다 별과 실수가 여기에 나와요."
        case .chart: "그래프: 단계별 별과 카드 종류별 실수. 옆의 표에 같은 숫자가 있어요."
        case .starsPerLevel: "단계별 별"
        case .mistakesByKind: "카드 종류별 실수"
        case .exportFailed: "파일을 쓰지 못했어요. 바뀐 것은 없어요. 다른 폴더를 골라 보세요."
        }
    }

    private var chinese: String {
        switch self {
        case .progress: "学习记录"
        case .player: "玩家"
        case .level: "关卡"
        case .bestStars: "最好星数"
        case .timesPlayed: "玩过次数"
        case .lastPlayed: "最近玩的日期"
        case .numberMistakes: "数字错误"
        case .colourMistakes: "颜色错误"
        case .shapeMistakes: "形状错误"
        case .sizeMistakes: "大小错误"
        case .wonWithHelp: "靠提示过关"
        case .export: "导出…"
        case .save: "保存"
        case .nothingPlayedYet: "还没有玩过关卡。玩过的每一关都会在这里显示星数和错误。"
        case .chart: "图表：每一关的星数，以及按卡片种类的错误。旁边的表格有同样的数字。"
        case .starsPerLevel: "每一关的星数"
        case .mistakesByKind: "按卡片种类的错误"
        case .exportFailed: "无法写入文件。没有任何改动；请换一个文件夹。"
        }
    }
}

extension Words {
    public func text(_ item: ProgressText) -> String { item.text(in: language) }

    /// The heading of the mistakes column for cards of `kind`.
    public func mistakesHeading(_ kind: AttributeKind) -> String {
        switch kind {
        case .count: text(ProgressText.numberMistakes)
        case .colour: text(ProgressText.colourMistakes)
        case .shape: text(ProgressText.shapeMistakes)
        case .size: text(ProgressText.sizeMistakes)
        }
    }
}
