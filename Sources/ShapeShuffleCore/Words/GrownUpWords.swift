/// Every text of the grown-up lock, kiosk mode and the grown-ups' settings, in all five
/// languages. None of it is for the game's own voice: the lock's code must reach a grown-up's
/// eyes or screen reader, never a child's ears.
public enum GrownUpText: CaseIterable, Sendable, LanguageTables {
    /// The gate's title and the Settings group's heading.
    case forGrownUps
    /// The gate's keypad, as a group.
    case keypad
    /// The gate's way out.
    case cancel
    /// Shown and said after a wrong digit, before the new code.
    case notThatOne
    /// Why the lock closed: the third wrong try, and what to do now.
    case closedAfterWrongTries
    case openAgainForANewCode
    /// Settings: the lock.
    case grownUpLock
    /// Settings: kiosk mode.
    case kioskMode

    var english: String {
        switch self {
        case .closedAfterWrongTries: "Three wrong tries: the lock stays shut."
        case .openAgainForANewCode: "Open it again for a new code."
        case .forGrownUps: "For grown-ups"
        case .keypad: "Number keys"
        case .cancel: "Cancel"
        case .notThatOne: "Not quite: here is a new code."
        case .grownUpLock: "Grown-up lock"
        case .kioskMode: "Kiosk mode (full screen, no Quit)"
        }
    }

    var vietnamese: String {
        switch self {
        case .closedAfterWrongTries: "Sai ba lần: khóa vẫn đóng."
        case .openAgainForANewCode: "Hãy mở lại để có mã mới."
        case .forGrownUps: "Dành cho người lớn"
        case .keypad: "Phím số"
        case .cancel: "Hủy"
        case .notThatOne: "Chưa đúng: đây là mã mới."
        case .grownUpLock: "Khóa dành cho người lớn"
        case .kioskMode: "Chế độ kiosk (toàn màn hình, không có nút Thoát)"
        }
    }

    var japanese: String {
        switch self {
        case .closedAfterWrongTries: "3回違ったので、ロックは閉じたままです。"
        case .openAgainForANewCode: "もう一度開くと、新しい番号が出ます。"
        case .forGrownUps: "保護者の方へ"
        case .keypad: "数字のボタン"
        case .cancel: "キャンセル"
        case .notThatOne: "違います。新しい番号です。"
        case .grownUpLock: "保護者ロック"
        case .kioskMode: "キオスクモード（全画面、終了なし）"
        }
    }

    var korean: String {
        switch self {
        case .closedAfterWrongTries: "세 번 틀려서 잠금이 닫혔어요."
        case .openAgainForANewCode: "다시 열면 새 번호가 나와요."
        case .forGrownUps: "보호자용"
        case .keypad: "숫자 버튼"
        case .cancel: "취소"
        case .notThatOne: "아니에요. 새 번호예요."
        case .grownUpLock: "보호자 잠금"
        case .kioskMode: "키오스크 모드 (전체 화면, 끝내기 없음)"
        }
    }

    var chinese: String {
        switch self {
        case .closedAfterWrongTries: "输错三次，锁没有打开。"
        case .openAgainForANewCode: "再打开一次，就会有新的号码。"
        case .forGrownUps: "家长专用"
        case .keypad: "数字键"
        case .cancel: "取消"
        case .notThatOne: "不对，这是新的号码。"
        case .grownUpLock: "家长锁"
        case .kioskMode: "展台模式（全屏，不能退出）"
        }
    }
}

extension Words {
    public func text(_ item: GrownUpText) -> String { item.text(in: language) }

    /// A digit as a grown-up reads it and a child who reads a little does not, never as the figure
    /// on the key, which a child may know: a word in English and Vietnamese; the kanji numeral in
    /// Japanese and the hanja numeral in Korean, which a child reads later than kana or hangul; in
    /// Chinese the financial numeral (柒 for 七), which every adult knows from receipts and a child
    /// learning 一二三 does not. Zero is 零 in all three, not 〇, which a child matches to 0 by its shape.
    public func digitWord(_ digit: Int) -> String {
        let words: [String] = switch language {
        case .english: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        case .vietnamese: ["không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"]
        case .japanese, .korean: ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
        case .chinese: ["零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖"]
        }
        return words.indices.contains(digit) ? words[digit] : String(digit)
    }

    /// What a key of the lock's keypad shows and is named: its figure, in every language. A grown-up
    /// matches each numeral of the code to its figure; were the keys to show the code's own
    /// numerals, a child could pass by matching shapes without reading them.
    public func keypadKey(_ digit: Int) -> String { String(digit) }

    /// The lock's instruction as two lines: what passing it does, then the code. The code has a
    /// line of its own so that no code, long or short, moves a word of the first line.
    /// ["To open Settings, press", "seven, one, four, two."]
    public func gateInstructionLines(code: [Int], for purpose: GatePurpose) -> [String] {
        [gateLead(for: purpose), gateCode(code)]
    }

    /// The instruction as one sentence, for a screen reader.
    public func gateInstruction(code: [Int], for purpose: GatePurpose) -> String {
        let lines = gateInstructionLines(code: code, for: purpose)
        return lines.joined(separator: [.japanese, .chinese].contains(language) ? "" : " ")
    }

    /// The code's digits as words: "seven, one, four, two."
    public func gateCode(_ code: [Int]) -> String {
        let names = code.map(digitWord)
        return switch language {
        case .english, .vietnamese: names.joined(separator: ", ") + "."
        case .korean: names.joined(separator: ", ")
        case .japanese, .chinese: names.joined(separator: "、")
        }
    }

    /// What passing the lock does, up to the code: "To open Settings, press".
    public func gateLead(for purpose: GatePurpose) -> String {
        switch language {
        case .english:
            switch purpose {
            case .settings: "To open Settings, press"
            case .progress: "To see Progress, press"
            case .startOver: "To start this level over, press"
            case .quit: "To quit the game, press"
            }
        case .vietnamese:
            switch purpose {
            case .settings: "Để mở Cài đặt, hãy bấm lần lượt:"
            case .progress: "Để xem Tiến độ, hãy bấm lần lượt:"
            case .startOver: "Để chơi lại màn này từ đầu, hãy bấm lần lượt:"
            case .quit: "Để thoát trò chơi, hãy bấm lần lượt:"
            }
        case .japanese:
            switch purpose {
            case .settings: "設定を開くには、次の順に押してください。"
            case .progress: "記録を見るには、次の順に押してください。"
            case .startOver: "最初からやり直すには、次の順に押してください。"
            case .quit: "ゲームを終了するには、次の順に押してください。"
            }
        case .korean:
            switch purpose {
            case .settings: "설정을 열려면 다음 순서로 누르세요."
            case .progress: "기록을 보려면 다음 순서로 누르세요."
            case .startOver: "이 레벨을 처음부터 다시 하려면 다음 순서로 누르세요."
            case .quit: "게임을 끝내려면 다음 순서로 누르세요."
            }
        case .chinese:
            switch purpose {
            case .settings: "要打开设置，请依次按："
            case .progress: "要查看学习记录，请依次按："
            case .startOver: "要重新开始这一关，请依次按："
            case .quit: "要退出游戏，请依次按："
            }
        }
    }

    /// What a screen reader hears on the lock's keys after each press: the wrong-digit message, or
    /// how many digits are in, then the instruction, so the code can be heard again at any time.
    public func gateDescription(code: [Int], for purpose: GatePurpose, entered: Int, wrong: Bool) -> String {
        let lead = wrong ? text(.notThatOne)
            : entered > 0 ? gateProgress(entered: entered, of: code.count) + fullStop : ""
        return sentences([lead, gateInstruction(code: code, for: purpose)])
    }

    /// How much of the code is in, as the lock's dots say it: "2 of 4 digits entered".
    public func gateProgress(entered: Int, of total: Int) -> String {
        switch language {
        case .english: "\(entered) of \(total) digits entered"
        case .vietnamese: "Đã nhập \(entered) trên \(total) chữ số"
        case .japanese: "\(total)桁中\(entered)桁を入力しました"
        case .korean: "\(total)자리 중 \(entered)자리를 입력했어요"
        case .chinese: "已输入\(entered)位，共\(total)位"
        }
    }
}
