/// The words of profiles, in all five languages: "Who is playing?", the pictures, the Players
/// window and its refusals, and the roster's notices.
public enum ProfileText: CaseIterable, Hashable, Sendable {
    /// The chooser's title, also said aloud when it opens.
    case whoIsPlaying
    /// The Players window's title and the button in Settings that opens it.
    case players
    case addPlayer, removePlayer, playerName, playerPicture, close
    /// Shown, and given to a screen reader, after each change the Players window saved.
    case saved
    /// The heading over the part of Players that adds a child.
    case newPlayer
    /// Refusals of a typed name.
    case nameEmpty, nameTaken
    /// The Remove dialog's buttons.
    case keepPlayer
    /// A notice: the roster could not be saved.
    case rosterCannotBeSaved
    /// Beside the settings kept for the computer (the lock, kiosk mode), which a change for one
    /// child would otherwise seem to be.
    case forEveryoneOnThisComputer
}

extension Words {
    public func text(_ item: ProfileText) -> String {
        switch language {
        case .english:
            switch item {
            case .whoIsPlaying: "Who is playing?"
            case .players: "Players"
            case .addPlayer: "Add a player"
            case .saved: "Saved"
            case .newPlayer: "New player"
            case .removePlayer: "Remove player"
            case .playerName: "Name"
            case .playerPicture: "Picture"
            case .close: "Close"
            case .nameEmpty: "A name needs at least one letter."
            case .nameTaken: "Another player already has this name."
            case .keepPlayer: "Keep"
            case .rosterCannotBeSaved: "The list of players can't be saved right now."
            case .forEveryoneOnThisComputer: "For everyone on this computer"
            }
        case .vietnamese:
            switch item {
            case .whoIsPlaying: "Ai đang chơi?"
            case .players: "Người chơi"
            case .addPlayer: "Thêm người chơi"
            case .saved: "Đã lưu"
            case .newPlayer: "Người chơi mới"
            case .removePlayer: "Xóa người chơi"
            case .playerName: "Tên"
            case .playerPicture: "Hình đại diện"
            case .close: "Đóng"
            case .nameEmpty: "Tên cần có ít nhất một chữ."
            case .nameTaken: "Đã có người chơi khác mang tên này."
            case .keepPlayer: "Giữ lại"
            case .rosterCannotBeSaved: "Hiện chưa lưu được danh sách người chơi."
            case .forEveryoneOnThisComputer: "Dùng chung cho mọi người trên máy tính này"
            }
        case .japanese:
            switch item {
            case .whoIsPlaying: "だれが あそぶ？"
            case .players: "プレイヤー"
            case .addPlayer: "プレイヤーを追加"
            case .saved: "保存しました"
            case .newPlayer: "新しいプレイヤー"
            case .removePlayer: "プレイヤーを削除"
            case .playerName: "名前"
            case .playerPicture: "絵"
            case .close: "閉じる"
            case .nameEmpty: "名前を1文字以上入力してください。"
            case .nameTaken: "この名前のプレイヤーはすでにいます。"
            case .keepPlayer: "削除しない"
            case .rosterCannotBeSaved: "今はプレイヤーの一覧を保存できません。"
            case .forEveryoneOnThisComputer: "このパソコンを使う全員に共通です"
            }
        case .korean:
            switch item {
            case .whoIsPlaying: "누가 할 거예요?"
            case .players: "플레이어"
            case .addPlayer: "플레이어 추가"
            case .saved: "저장했어요"
            case .newPlayer: "새 플레이어"
            case .removePlayer: "플레이어 삭제"
            case .playerName: "이름"
            case .playerPicture: "그림"
            case .close: "닫기"
            case .nameEmpty: "이름에는 글자가 하나 이상 있어야 해요."
            case .nameTaken: "이미 같은 이름의 플레이어가 있어요."
            case .keepPlayer: "그대로 두기"
            case .rosterCannotBeSaved: "지금은 플레이어 목록을 저장할 수 없어요."
            case .forEveryoneOnThisComputer: "이 컴퓨터를 쓰는 모든 사람에게 적용돼요"
            }
        case .chinese:
            switch item {
            case .whoIsPlaying: "谁来玩？"
            case .players: "玩家"
            case .addPlayer: "添加玩家"
            case .saved: "已保存"
            case .newPlayer: "新玩家"
            case .removePlayer: "删除玩家"
            case .playerName: "名字"
            case .playerPicture: "图片"
            case .close: "关闭"
            case .nameEmpty: "名字至少要有一个字。"
            case .nameTaken: "已经有玩家叫这个名字了。"
            case .keepPlayer: "保留"
            case .rosterCannotBeSaved: "现在无法保存玩家列表。"
            case .forEveryoneOnThisComputer: "这台电脑上的所有人共用"
            }
        }
    }

    /// A picture's name, as the chooser says it: "cat", "red circle".
    public func picture(_ picture: ProfilePicture) -> String {
        switch language {
        case .english:
            switch picture {
            case .cat: "cat"
            case .dog: "dog"
            case .rabbit: "rabbit"
            case .bear: "bear"
            case .fish: "fish"
            case .bird: "bird"
            case .redCircle: "red circle"
            case .blueTriangle: "blue triangle"
            case .yellowSquare: "yellow square"
            case .greenStar: "green star"
            }
        case .vietnamese:
            switch picture {
            case .cat: "con mèo"
            case .dog: "con chó"
            case .rabbit: "con thỏ"
            case .bear: "con gấu"
            case .fish: "con cá"
            case .bird: "con chim"
            case .redCircle: "hình tròn màu đỏ"
            case .blueTriangle: "hình tam giác màu xanh dương"
            case .yellowSquare: "hình vuông màu vàng"
            case .greenStar: "ngôi sao màu xanh lá"
            }
        case .japanese:
            switch picture {
            case .cat: "ねこ"
            case .dog: "いぬ"
            case .rabbit: "うさぎ"
            case .bear: "くま"
            case .fish: "さかな"
            case .bird: "とり"
            case .redCircle: "あかい まる"
            case .blueTriangle: "あおい さんかく"
            case .yellowSquare: "きいろい しかく"
            case .greenStar: "みどりの ほし"
            }
        case .korean:
            switch picture {
            case .cat: "고양이"
            case .dog: "강아지"
            case .rabbit: "토끼"
            case .bear: "곰"
            case .fish: "물고기"
            case .bird: "새"
            case .redCircle: "빨간색 동그라미"
            case .blueTriangle: "파란색 세모"
            case .yellowSquare: "노란색 네모"
            case .greenStar: "초록색 별"
            }
        case .chinese:
            switch picture {
            case .cat: "猫"
            case .dog: "狗"
            case .rabbit: "兔子"
            case .bear: "熊"
            case .fish: "鱼"
            case .bird: "鸟"
            case .redCircle: "红色的圆形"
            case .blueTriangle: "蓝色的三角形"
            case .yellowSquare: "黄色的正方形"
            case .greenStar: "绿色的星星"
            }
        }
    }

    /// The name a profile shows: the one given, or "Player 2" for one whose name was lost.
    public func displayName(_ profile: Profile) -> String {
        if !profile.name.isEmpty { return profile.name }
        let number = profile.id.number
        return switch language {
        case .english: "Player \(number)"
        case .vietnamese: "Người chơi \(number)"
        case .japanese: "プレイヤー \(number)"
        case .korean: "플레이어 \(number)"
        case .chinese: "玩家\(number)"
        }
    }

    /// The Players window's picture button: "Picture for Mia: cat"; for the new player's, "Picture: cat".
    public func pictureButtonName(owner: String?, picture shown: ProfilePicture) -> String {
        let name = picture(shown)
        guard let owner else {
            return switch language {
            case .japanese, .chinese: text(.playerPicture) + "：" + name
            case .english, .vietnamese, .korean: text(.playerPicture) + ": " + name
            }
        }
        return switch language {
        case .english: "Picture for \(owner): \(name)"
        case .vietnamese: "Hình đại diện của \(owner): \(name)"
        case .japanese: "\(owner)さんの絵：\(name)"
        case .korean: "\(owner)의 그림: \(name)"
        case .chinese: "\(owner)的图片：\(name)"
        }
    }

    /// What a screen reader and the game's voice call a picture button: "Mia, cat".
    public func profileButtonName(_ profile: Profile) -> String {
        displayName(profile) + book.listSeparator + picture(profile.picture)
    }

    /// Who is playing, as Home and the level show it and a screen reader reads it: "Playing: Mia".
    /// Home and the level are the child's screens, so Japanese stays in kana there.
    public func playing(_ profile: Profile) -> String {
        let name = displayName(profile)
        return switch language {
        case .english: "Playing: \(name)"
        case .vietnamese: "Đang chơi: \(name)"
        case .japanese: "あそんでいるのは \(name)"
        case .korean: "지금 하는 사람: \(name)"
        case .chinese: "正在玩：\(name)"
        }
    }

    /// Settings' title while several children share the game, so a grown-up sees whose settings
    /// a change goes to: "Settings for Mia".
    public func settingsTitle(for profile: Profile) -> String {
        let name = displayName(profile)
        return switch language {
        case .english: "Settings for \(name)"
        case .vietnamese: "Cài đặt của \(name)"
        case .japanese: "\(name)さんの設定"
        case .korean: "\(name)의 설정"
        case .chinese: "\(name)的设置"
        }
    }

    /// Why a typed name was refused.
    public func refusal(_ refusal: ProfileName.Refusal) -> String {
        switch refusal {
        case .empty: text(.nameEmpty)
        case .taken: text(.nameTaken)
        }
    }

    /// "Remove Mia? Their stars are kept in a folder aside, not deleted."
    public func removeQuestion(_ profile: Profile) -> String {
        let name = displayName(profile)
        return switch language {
        case .english: "Remove \(name)? Their stars are kept aside in a folder, not deleted."
        case .vietnamese: "Xóa \(name)? Số sao được cất riêng trong một thư mục, không bị xóa."
        case .japanese: "\(name)さんを削除しますか？星の記録は削除されず、別のフォルダに残ります。"
        case .korean: "\(name)을(를) 삭제할까요? 별은 다른 폴더에 남아 있어요."
        case .chinese: "删除\(name)？星星会另存在一个文件夹里，不会被删掉。"
        }
    }
}
