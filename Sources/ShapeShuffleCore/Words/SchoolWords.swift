/// The words of a school's computers: settings an administrator set, a game already playing a
/// child's saves elsewhere, and no sound. All for grown-ups; none is said by the game's voice.
public enum SchoolText: CaseIterable, Sendable {
    /// A locked setting's reason, read with its row.
    case setByAdministrator
    /// The voice is off because no sound can be heard here.
    case voiceOff

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.setByAdministrator, .english): "Set by your administrator"
        case (.setByAdministrator, .vietnamese): "Do quản trị viên cài đặt"
        case (.setByAdministrator, .japanese): "管理者が設定しています"
        case (.setByAdministrator, .korean): "관리자가 설정했습니다"
        case (.setByAdministrator, .chinese): "由管理员设置"
        case (.voiceOff, .english):
            "The game's voice is off: no sound can be played on this computer. What it would say is written on the screen."
        case (.voiceOff, .vietnamese):
            "Giọng đọc của trò chơi đang tắt: máy tính này không phát được âm thanh. Lời đọc được viết trên màn hình."
        case (.voiceOff, .japanese):
            "このコンピューターでは音を出せないため、ゲームの音声はオフです。読み上げる内容は画面に表示されます。"
        case (.voiceOff, .korean):
            "이 컴퓨터에서는 소리를 낼 수 없어 게임 음성이 꺼져 있습니다. 읽어 줄 내용은 화면에 글자로 표시됩니다."
        case (.voiceOff, .chinese):
            "这台电脑不能播放声音，游戏的语音已关闭。要读的内容会写在屏幕上。"
        }
    }
}

extension Words {
    public func text(_ item: SchoolText) -> String { item.text(in: language) }

    /// "Mia has been playing on LAB-PC-07 since 10:42." and what that means for this game.
    public func playingElsewhere(player: String?, host: String, since: ClockTime) -> String {
        let time = since.description
        switch language {
        case .english:
            return (player.map { "\($0) has been playing on \(host) since \(time)." }
                    ?? "This game has been open on \(host) since \(time).")
                + " Stars won here are kept; a level left unfinished here is not."
        case .vietnamese:
            return (player.map { "\($0) đang chơi trên máy \(host) từ \(time)." }
                    ?? "Trò chơi này đang mở trên máy \(host) từ \(time).")
                + " Sao giành được ở đây vẫn được lưu; màn chơi dở ở đây thì không."
        case .japanese:
            return (player.map { "\($0)さんは\(time)から\(host)で遊んでいます。" }
                    ?? "このゲームは\(time)から\(host)で開かれています。")
                + "ここで取った星は保存されますが、ここでやりかけたレベルは保存されません。"
        case .korean:
            return (player.map { "\($0) 님이 \(time)부터 \(host)에서 이미 플레이하고 있어요." }
                    ?? "이 게임은 \(time)부터 \(host)에서 이미 열려 있어요.")
                + " 여기서 얻은 별은 저장되지만, 여기서 하다 만 레벨은 저장되지 않아요."
        case .chinese:
            return (player.map { "\($0)从\(time)起已经在\(host)上玩。" }
                    ?? "这个游戏从\(time)起已经在\(host)上打开。")
                + "在这里得到的星星会保存，在这里没玩完的关卡不会保存。"
        }
    }
}
