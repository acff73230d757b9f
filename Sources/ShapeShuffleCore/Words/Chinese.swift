/// 简体中文. Number and measure word, colour with 的, then size and shape: "三个蓝色的大三角形".
/// Two before a measure word is 两.
struct Chinese: Phrasebook {
    let language = Language.chinese
    let punctuation = Punctuation(list: "，", label: "：", sentence: "", decimal: ".")

    private static let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]

    func numberWord(_ number: Int) -> String? {
        switch number {
        case 1..<100:
            let tens = number / 10, unit = number % 10
            return (tens == 0 ? "" : (tens == 1 ? "" : Self.digits[tens]) + "十") + Self.digits[unit]
        case 100..<1000:
            // After a hundred, ten is 一十 (一百一十) and a missing ten is 零 (一百零五).
            let head = Self.digits[number / 100] + "百", rest = number % 100
            switch rest {
            case 0: return head
            case 1..<10: return head + "零" + Self.digits[rest]
            case 10..<20: return head + "一" + numberWord(rest)!
            default: return head + numberWord(rest)!
            }
        default: return nil
        }
    }

    /// The number before a measure word: 两 for two, otherwise as counted.
    func beforeMeasure(_ number: Int) -> String {
        number == 2 ? "两" : (numberWord(number) ?? String(number))
    }

    func numberSpellings(_ number: Int) -> [String] {
        guard let word = numberWord(number) else { return [] }
        return number == 2 ? [word, "两", "两个"] : [word, "\(word)个"]
    }

    func countWord(_ number: Int) -> String { "\(beforeMeasure(number))个" }

    func prompt(_ prompt: Prompt) -> String { countWord(prompt.count) + promptPicture(prompt) }

    func promptPicture(_ prompt: Prompt) -> String {
        // The colour with 的 comes first, then the size: the words describing it, last first.
        prompt.describing.reversed().map { words($0).beforeNoun }.joined() + word(prompt.shape)
    }

    func dots(_ number: Int) -> String { "\(countWord(number))点" }

    /// The card that shows an attribute, as a sentence names it: "黄色卡片", "两个点的卡片",
    /// "大的卡片". None leans on quotation marks, which a voice drops: "“两个”卡片" is heard as two cards.
    private func cardNoun(_ attribute: Attribute) -> String {
        let words = words(attribute)
        return words.card ?? "\(words.face)卡片"
    }

    func slotNeeds(_ requirement: Attribute) -> String { "这里要放\(cardNoun(requirement))。" }
    func added(_ attribute: Attribute) -> String { "\(cardNoun(attribute))放到答案区了。" }

    func levelSynonyms(_ number: Int) -> [String] {
        guard let word = numberWord(number) else { return [String(number)] }
        return [String(number), word, "第\(word)关", "关卡\(number)", "关卡\(word)", "\(number)关"]
    }
    func cardSynonyms(_ number: Int) -> [String] {
        guard let word = numberWord(number) else { return [String(number)] }
        let spelled = [String(number), word]
        return spelled + spelled.flatMap { ["卡片\($0)", "第\($0)张", "\($0)号"] }
    }

    func text(_ item: UIText) -> String {
        switch item {
        case .appTitle: "Shape Shuffle"
        case .levels: "关卡"
        case .settings: "设置"
        case .help: "帮助"
        case .keyboardShortcuts: "键盘快捷键"
        case .find: "查找"
        case .findPlaceholder: "输入名称…"
        case .findHint: "输入名称，按 Enter 键前往。"
        case .noMatch: "没有找到"
        case .done: "已完成"
        case .notPlayedYet: "还没玩过"
        case .home: "主页"
        case .yourTask: "题目"
        case .makeThis: "拼出这个："
        case .board: "答案区"
        case .cards: "卡片"
        case .empty: "空"
        case .actions: "操作"
        case .flip: "翻面"
        case .addToBoard: "放到答案区"
        case .pin: "固定"
        case .unpin: "取消固定"
        case .wellDone: "太棒了！"
        case .levelComplete: "过关啦！"
        case .nextLevel: "下一关"
        case .gameplay: "游戏"
        case .navigation: "导航"
        case .general: "常规"
        case .addCardToBoard: "把卡片放到答案区"
        case .pinOrUnpinCard: "固定或取消固定卡片"
        case .flipCardOrPressButton: "翻开卡片或按下按钮"
        case .nextOrPreviousItem: "下一项 / 上一项"
        case .moveBetweenCards: "在卡片之间移动"
        case .firstOrLastItem: "第一项 / 最后一项"
        case .actionsMenu: "操作菜单"
        case .backOrClose: "返回 / 关闭"
        case .quit: "退出"
        case .language: "语言"
        case .colourBlindPalette: "色盲友好配色"
        case .patternsOnColours: "在颜色上加图案"
        case .colourNamesOnCards: "在颜色卡片上显示颜色名称"
        case .reducedMotion: "减少动画"
        case .largeCards: "放大卡片"
        case .singleKeyShortcuts: "单键快捷键"
        case .addKey: "放置键"
        case .pinKey: "固定键"
        case .pressNewKey: "请按新的按键…"
        case .keyReserved: "这个按键用来在游戏里移动。请选择别的按键。"
        case .scanBack: "返回"
        case .scanChoose: "按下开关来选择。"
        case .switchScanning: "开关扫描"
        case .scanningInterval: "扫描间隔"
        case .selectKey: "选择键"
        case .close: "关闭"
        case .hearTask: "再听一遍题目"
        case .hearTaskKey: "听题目键"
        case .readAloud: "朗读"
        case .speechRate: "朗读速度"
        case .speechSlow: "慢"
        case .speechNormal: "正常"
        case .speechFast: "快"
        case .sounds: "音效"
        case .captions: "字幕：显示语音说的话"
        case .voiceVolume: "朗读音量"
        case .soundVolume: "音效音量"
        case .volumeOff: "关"
        case .volumeQuiet: "小"
        case .volumeNormal: "中"
        case .volumeLoud: "大"
        case .progressCannotBeSaved: "现在无法保存学习记录。游戏会继续尝试。"
        case .settingsCannotBeSaved: "现在无法保存设置。游戏会继续尝试。"
        case .levelsInPlayCannotBeSaved: "现在无法保存正在玩的关卡。游戏会继续尝试。"
        case .inPlay: "进行中"
        case .startOver: "重新开始"
        case .startOverQuestion: "要重新开始这一关吗？卡片会翻回背面，答案区会清空。"
        case .keepPlaying: "继续玩"
        case .closeNotice: "关闭通知"
        case .fullScreen: "全屏"
        }
    }
}
