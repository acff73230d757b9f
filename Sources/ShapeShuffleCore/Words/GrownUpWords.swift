/// Every text of the grown-up lock, kiosk mode and the grown-ups' settings, in all five
/// languages. None of it is for the game's own voice: the lock's code must reach a grown-up's
/// eyes or screen reader, never a child's ears.
public enum GrownUpText: CaseIterable, Sendable {
    /// The gate's title and the Settings group's heading.
    case forGrownUps
    /// The gate's keypad, as a group.
    case keypad
    /// The gate's way out.
    case cancel
    /// Said before the new code after a wrong digit.
    case notThatOne
    /// Settings: the lock.
    case grownUpLock
    /// Settings: kiosk mode.
    case kioskMode

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
        case .forGrownUps: "For grown-ups"
        case .keypad: "Number keys"
        case .cancel: "Cancel"
        case .notThatOne: "That was not the code. Here is a new one."
        case .grownUpLock: "Grown-up lock"
        case .kioskMode: "Kiosk mode (full screen, no Quit)"
        }
    }

    private var vietnamese: String {
        switch self {
        case .forGrownUps: "Dành cho người lớn"
        case .keypad: "Phím số"
        case .cancel: "Hủy"
        case .notThatOne: "Chưa đúng mã. Đây là mã mới."
        case .grownUpLock: "Khóa dành cho người lớn"
        case .kioskMode: "Chế độ kiosk (toàn màn hình, không có nút Thoát)"
        }
    }

    private var japanese: String {
        switch self {
        case .forGrownUps: "保護者の方へ"
        case .keypad: "数字のボタン"
        case .cancel: "キャンセル"
        case .notThatOne: "番号が違います。新しい番号です。"
        case .grownUpLock: "保護者ロック"
        case .kioskMode: "キオスクモード（全画面、終了なし）"
        }
    }

    private var korean: String {
        switch self {
        case .forGrownUps: "보호자용"
        case .keypad: "숫자 버튼"
        case .cancel: "취소"
        case .notThatOne: "번호가 틀렸어요. 새 번호예요."
        case .grownUpLock: "보호자 잠금"
        case .kioskMode: "키오스크 모드 (전체 화면, 끝내기 없음)"
        }
    }

    private var chinese: String {
        switch self {
        case .forGrownUps: "家长专用"
        case .keypad: "数字键"
        case .cancel: "取消"
        case .notThatOne: "号码不对。这是新的号码。"
        case .grownUpLock: "家长锁"
        case .kioskMode: "展示模式（全屏，不能退出）"
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

    /// "To open, press seven, one, four, two."
    public func gateInstruction(code: [Int]) -> String {
        let names = code.map(digitWord)
        return switch language {
        case .english: "To open, press " + names.joined(separator: ", ") + "."
        case .vietnamese: "Để mở, hãy bấm lần lượt: " + names.joined(separator: ", ") + "."
        case .japanese: "開けるには、" + names.joined(separator: "、") + "の順に押してください。"
        case .korean: "열려면 " + names.joined(separator: ", ") + " 순서로 누르세요."
        case .chinese: "要打开，请依次按" + names.joined(separator: "、") + "。"
        }
    }
}
