/// Find's other words for the buttons that carry no number, beyond each button's name.
enum FindSynonymList {
    case settings, help, find, home, hearTask, closeNotice, nextLevel
}

extension FindSynonymList {
    func words(in language: Language) -> [String] {
        switch (self, language) {
        case (.settings, .english): ["prefs", "preferences", "options", "gear", "setup", "configure"]
        case (.settings, .vietnamese): ["cài đặt", "tùy chọn", "thiết lập", "cấu hình", "bánh răng"]
        case (.settings, .japanese): ["せってい", "環境設定", "オプション", "歯車", "はぐるま", "ギア"]
        case (.settings, .korean): ["환경설정", "옵션", "톱니바퀴", "기어", "세팅"]
        case (.settings, .chinese): ["选项", "偏好设置", "设定", "齿轮", "配置"]
        case (.help, .english): ["help", "shortcuts", "keys", "keyboard"]
        case (.help, .vietnamese): ["trợ giúp", "giúp đỡ", "phím tắt", "bàn phím", "phím"]
        case (.help, .japanese): ["へるぷ", "ショートカット", "キーボード", "キー", "使い方", "つかいかた"]
        case (.help, .korean): ["도움", "단축키", "키보드", "키", "사용법"]
        case (.help, .chinese): ["帮助", "快捷键", "键盘", "按键", "说明"]
        case (.find, .english): ["search", "look for", "go to"]
        case (.find, .vietnamese): ["tìm kiếm", "tìm", "đi đến"]
        case (.find, .japanese): ["さがす", "探す", "けんさく", "さがしもの"]
        case (.find, .korean): ["검색", "찾아가기", "이동"]
        case (.find, .chinese): ["搜索", "找", "寻找"]
        case (.home, .english): ["back", "levels", "main menu", "start"]
        case (.home, .vietnamese): ["trang chủ", "màn hình chính", "quay lại", "trở về", "các màn chơi"]
        case (.home, .japanese): ["ほーむ", "もどる", "戻る", "はじめ", "レベル"]
        case (.home, .korean): ["처음", "처음으로", "뒤로", "돌아가기", "레벨 목록"]
        case (.home, .chinese): ["首页", "返回", "回去", "关卡列表"]
        case (.hearTask, .english): ["speaker", "listen", "say it again", "task"]
        case (.hearTask, .vietnamese): ["loa", "nghe", "nói lại", "đề bài"]
        case (.hearTask, .japanese): ["スピーカー", "きく", "もういちど", "おだい"]
        case (.hearTask, .korean): ["스피커", "듣기", "다시 말하기", "문제"]
        case (.hearTask, .chinese): ["喇叭", "听", "再说一遍", "题目"]
        case (.closeNotice, .english): ["close", "dismiss", "notice", "message"]
        case (.closeNotice, .vietnamese): ["đóng", "thông báo", "tắt"]
        case (.closeNotice, .japanese): ["とじる", "閉じる", "おしらせ", "通知"]
        case (.closeNotice, .korean): ["닫기", "알림", "메시지"]
        case (.closeNotice, .chinese): ["关闭", "通知", "消息"]
        case (.nextLevel, .english): ["next", "continue", "go on"]
        case (.nextLevel, .vietnamese): ["tiếp", "tiếp theo", "tiếp tục", "màn sau"]
        case (.nextLevel, .japanese): ["次", "つぎ", "次へ", "つぎへ", "すすむ"]
        case (.nextLevel, .korean): ["다음", "계속", "다음으로"]
        case (.nextLevel, .chinese): ["下一个", "继续", "下一步"]
        }
    }
}
