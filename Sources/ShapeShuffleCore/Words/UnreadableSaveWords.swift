/// A save that could not be read and was kept aside, as the notice to a parent names it.
public enum UnreadableSave: String, Sendable, CaseIterable {
    case progress, settings, levelsInPlay, roster, practice

    /// The save a file kind holds, by the same name; nil for the files that hold no save of the child's.
    init?(_ kind: SaveFileKind) {
        switch kind {
        case .progress, .settings, .levelsInPlay, .roster, .practice: self.init(rawValue: kind.rawValue)
        case .lease, .voice: return nil
        }
    }
}

extension Words {
    /// The notice after an unreadable save was kept aside under `file`: what the game did instead,
    /// and where the old file is.
    public func unreadable(_ save: UnreadableSave, keptAs file: String) -> String {
        switch (save, language) {
        case (.progress, .english): "Your saved progress could not be read, so the game started fresh. The old file was kept as \(file)."
        case (.progress, .vietnamese): "Không đọc được tiến độ đã lưu, nên trò chơi bắt đầu lại từ đầu. Tệp cũ vẫn được giữ với tên \(file)."
        case (.progress, .japanese): "保存された記録を読み込めなかったため、最初から始めました。古いファイルは \(file) として残してあります。"
        case (.progress, .korean): "저장된 기록을 읽을 수 없어서 처음부터 시작했어요. 이전 파일은 다음 이름으로 보관했어요: \(file)"
        case (.progress, .chinese): "无法读取保存的学习记录，游戏已重新开始。旧文件已保留为 \(file)。"
        case (.settings, .english): "Your settings could not be read, so the game started with the usual settings. The old file was kept as \(file)."
        case (.settings, .vietnamese): "Không đọc được cài đặt đã lưu, nên trò chơi dùng cài đặt mặc định. Tệp cũ vẫn được giữ với tên \(file)."
        case (.settings, .japanese): "保存された設定を読み込めなかったため、初期設定で始めました。古いファイルは \(file) として残してあります。"
        case (.settings, .korean): "저장된 설정을 읽을 수 없어서 기본 설정으로 시작했어요. 이전 파일은 다음 이름으로 보관했어요: \(file)"
        case (.settings, .chinese): "无法读取保存的设置，游戏已使用默认设置。旧文件已保留为 \(file)。"
        case (.levelsInPlay, .english): "The level you left unfinished could not be read, so it starts fresh. The old file was kept as \(file)."
        case (.levelsInPlay, .vietnamese): "Không đọc được màn chơi đang dở, nên màn đó bắt đầu lại. Tệp cũ vẫn được giữ với tên \(file)."
        case (.levelsInPlay, .japanese): "途中のレベルを読み込めなかったため、そのレベルは最初から始めます。古いファイルは \(file) として残してあります。"
        case (.levelsInPlay, .korean): "하던 레벨을 읽을 수 없어서 그 레벨은 처음부터 시작해요. 이전 파일은 다음 이름으로 보관했어요: \(file)"
        case (.levelsInPlay, .chinese): "无法读取没玩完的关卡，这一关将从头开始。旧文件已保留为 \(file)。"
        case (.roster, .english): "The list of players could not be read and was kept as \(file). Every player's stars are kept; give their names again in Players."
        case (.roster, .vietnamese): "Không đọc được danh sách người chơi, đã cất lại thành \(file). Sao của mọi người chơi vẫn còn; hãy đặt lại tên trong mục Người chơi."
        case (.roster, .japanese): "プレイヤーの一覧を読み込めなかったため、\(file) として残しました。星の記録はすべて残っています。「プレイヤー」で名前を付け直してください。"
        case (.roster, .korean): "플레이어 목록을 읽을 수 없어 \(file)(으)로 보관했어요. 모든 플레이어의 별은 남아 있어요. 플레이어에서 이름을 다시 정해 주세요."
        case (.roster, .chinese): "无法读取玩家列表，已保存为 \(file)。每个玩家的星星都还在，请在“玩家”里重新填写名字。"
        case (.practice, .english): "The chosen practice could not be read, so the game uses the first practice. The old file was kept as \(file)."
        case (.practice, .vietnamese): "Không đọc được bài luyện tập đã chọn, nên trò chơi dùng bài luyện tập đầu tiên. Tệp cũ vẫn được giữ với tên \(file)."
        case (.practice, .japanese): "選んだ練習を読み込めなかったため、最初の練習を使います。古いファイルは \(file) として残してあります。"
        case (.practice, .korean): "고른 연습을 읽을 수 없어서 처음 연습을 써요. 이전 파일은 다음 이름으로 보관했어요: \(file)"
        case (.practice, .chinese): "无法读取选好的练习，游戏使用第一个练习。旧文件已保留为 \(file)。"
        }
    }
}
