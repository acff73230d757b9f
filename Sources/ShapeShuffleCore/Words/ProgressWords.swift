/// Every text of the grown-ups' progress view and its CSV export, in all five languages. For
/// grown-ups' eyes and screen readers only: the game's own voice never says them.
public enum ProgressText: CaseIterable, Sendable, LanguageTables {
    /// The window's title, the F10 menu item and the Settings button.
    case progress
    case player
    case level
    case bestStars
    /// How many times the level was finished (a level left unfinished does not count).
    case timesFinished
    case lastPlayed
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
    /// Leads the path of the file just written.
    case savedTo
    /// The button that shows the written file's folder in the desktop's file manager.
    case openFolder
    /// The chart's value axes (the unit over each) and the mistakes panel's category axis.
    case starsAxis, mistakesAxis, kindAxis
    /// The filter: its label, and its first choice.
    case show, allChildren
    /// The summary's parts, each followed by its figure.
    case levelsFinished, starsEarned, findsHard
    case noMistakesYet
    /// The CSV's last column: which card was chosen instead of which, in that level.
    case chosenInstead
    /// The two views a small window shows one at a time: the table, or the chart.
    case tableView, chartView

    var english: String {
        switch self {
        case .progress: "Progress"
        case .player: "Player"
        case .level: "Level"
        case .bestStars: "Best stars"
        case .timesFinished: "Times finished"
        case .lastPlayed: "Last played"
        case .wonWithHelp: "Won with help"
        case .export: "Export…"
        case .save: "Save"
        case .nothingPlayedYet: "Nothing has been played yet. Each level played shows here, with its stars and mistakes."
        case .chart: "Chart: stars for each level, and mistakes by kind of card. The table beside it has the same figures."
        case .starsPerLevel: "Stars for each level"
        case .mistakesByKind: "Mistakes by kind of card"
        case .exportFailed: "The file could not be written. Nothing was changed; try another folder."
        case .savedTo: "Saved to"
        case .openFolder: "Open folder"
        case .starsAxis: "Stars"
        case .mistakesAxis: "Mistakes"
        case .kindAxis: "Kind of card"
        case .show: "Show"
        case .allChildren: "All children"
        case .levelsFinished: "Levels finished"
        case .starsEarned: "Stars"
        case .findsHard: "Often mixes up"
        case .noMistakesYet: "No mistakes yet"
        case .chosenInstead: "Chosen instead"
        case .tableView: "Table"
        case .chartView: "Chart"
        }
    }

    var vietnamese: String {
        switch self {
        case .progress: "Tiến độ"
        case .player: "Người chơi"
        case .level: "Màn"
        case .bestStars: "Số sao cao nhất"
        case .timesFinished: "Số lần hoàn thành"
        case .lastPlayed: "Lần chơi gần nhất"
        case .wonWithHelp: "Thắng nhờ trợ giúp"
        case .export: "Xuất…"
        case .save: "Lưu"
        case .nothingPlayedYet: "Chưa chơi màn nào. Mỗi màn đã chơi sẽ hiện ở đây, cùng số sao và lỗi."
        case .chart: "Biểu đồ: số sao của mỗi màn và số lỗi theo loại thẻ. Bảng bên cạnh có cùng số liệu."
        case .starsPerLevel: "Số sao mỗi màn"
        case .mistakesByKind: "Lỗi theo loại thẻ"
        case .exportFailed: "Không ghi được tệp. Không có gì bị thay đổi; hãy thử thư mục khác."
        case .savedTo: "Đã lưu vào"
        case .openFolder: "Mở thư mục"
        case .starsAxis: "Số sao"
        case .mistakesAxis: "Số lỗi"
        case .kindAxis: "Loại thẻ"
        case .show: "Xem"
        case .allChildren: "Tất cả các bé"
        case .levelsFinished: "Màn đã hoàn thành"
        case .starsEarned: "Số sao"
        case .findsHard: "Hay nhầm"
        case .noMistakesYet: "Chưa có lỗi nào"
        case .chosenInstead: "Chọn nhầm"
        case .tableView: "Bảng"
        case .chartView: "Biểu đồ"
        }
    }

    var japanese: String {
        switch self {
        case .progress: "記録"
        case .player: "プレイヤー"
        case .level: "レベル"
        case .bestStars: "最高の星の数"
        case .timesFinished: "クリアした回数"
        case .lastPlayed: "最後に遊んだ日"
        case .wonWithHelp: "手助けありのクリア"
        case .export: "書き出す…"
        case .save: "保存"
        case .nothingPlayedYet: "まだ遊んだレベルはありません。遊んだレベルごとに、星の数と間違いがここに表示されます。"
        case .chart: "グラフ：レベルごとの星の数と、カードの種類ごとの間違いです。隣の表にも同じ数字があります。"
        case .starsPerLevel: "レベルごとの星の数"
        case .mistakesByKind: "カードの種類ごとの間違い"
        case .exportFailed: "ファイルを書き込めませんでした。何も変更されていません。別のフォルダを試してください。"
        case .savedTo: "保存先："
        case .openFolder: "フォルダを開く"
        case .starsAxis: "星の数"
        case .mistakesAxis: "間違いの数"
        case .kindAxis: "カードの種類"
        case .show: "表示"
        case .allChildren: "すべての子ども"
        case .levelsFinished: "クリアしたレベル"
        case .starsEarned: "星"
        case .findsHard: "苦手なこと"
        case .noMistakesYet: "まだ間違いはありません"
        case .chosenInstead: "間違えたカード"
        case .tableView: "表"
        case .chartView: "グラフ"
        }
    }

    var korean: String {
        switch self {
        case .progress: "기록"
        case .player: "플레이어"
        case .level: "레벨"
        case .bestStars: "최고 별 수"
        case .timesFinished: "완료 횟수"
        case .lastPlayed: "마지막으로 한 날"
        case .wonWithHelp: "도움받아 성공"
        case .export: "내보내기…"
        case .save: "저장"
        case .nothingPlayedYet: "아직 플레이한 레벨이 없어요. 플레이한 레벨마다 별과 실수가 여기에 나와요."
        case .chart: "그래프: 레벨별 별과 카드 종류별 실수. 옆의 표에 같은 숫자가 있어요."
        case .starsPerLevel: "레벨별 별"
        case .mistakesByKind: "카드 종류별 실수"
        case .exportFailed: "파일을 쓰지 못했어요. 바뀐 것은 없어요. 다른 폴더를 골라 보세요."
        case .savedTo: "저장한 곳:"
        case .openFolder: "폴더 열기"
        case .starsAxis: "별"
        case .mistakesAxis: "실수 횟수"
        case .kindAxis: "카드 종류"
        case .show: "보기"
        case .allChildren: "모든 아이"
        case .levelsFinished: "완료한 레벨"
        case .starsEarned: "별"
        case .findsHard: "어려워하는 것"
        case .noMistakesYet: "아직 실수가 없어요"
        case .chosenInstead: "잘못 고른 카드"
        case .tableView: "표"
        case .chartView: "차트"
        }
    }

    var chinese: String {
        switch self {
        case .progress: "学习记录"
        case .player: "玩家"
        case .level: "关卡"
        case .bestStars: "最高星数"
        case .timesFinished: "完成次数"
        case .lastPlayed: "最近玩的日期"
        case .wonWithHelp: "借助提示过关"
        case .export: "导出…"
        case .save: "保存"
        case .nothingPlayedYet: "还没有玩过关卡。玩过的每一关都会在这里显示星数和错误。"
        case .chart: "图表：每一关的星数，以及各类卡片的错误次数。旁边的表格有同样的数字。"
        case .starsPerLevel: "每一关的星数"
        case .mistakesByKind: "各类卡片的错误次数"
        case .exportFailed: "无法写入文件。没有任何改动；请换一个文件夹。"
        case .savedTo: "已保存到："
        case .openFolder: "打开文件夹"
        case .starsAxis: "星数"
        case .mistakesAxis: "错误次数"
        case .kindAxis: "卡片种类"
        case .show: "显示"
        case .allChildren: "所有孩子"
        case .levelsFinished: "已完成的关卡"
        case .starsEarned: "星星"
        case .findsHard: "容易出错"
        case .noMistakesYet: "还没有错误"
        case .chosenInstead: "出错的卡片"
        case .tableView: "表格"
        case .chartView: "图表"
        }
    }
}

extension Words {
    public func text(_ item: ProgressText) -> String { item.text(in: language) }

    /// "Saved to /home/mia/Documents/progress.csv": the path whole, as the file manager shows it.
    public func savedTo(_ path: String) -> String {
        let lead = text(ProgressText.savedTo)
        // The CJK leads end in a full-width colon, which needs no space after it.
        return lead.hasSuffix("：") ? lead + path : lead + " " + path
    }

    /// The heading of the mistakes column for cards of `kind`.
    public func mistakesHeading(_ kind: AttributeKind) -> String {
        kind.facts.names.mistakes.text(in: language)
    }
}
