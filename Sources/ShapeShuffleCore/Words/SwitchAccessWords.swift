/// The words of switch access beyond the original one-switch scanning: the Settings rows and what
/// the scan says when it stops. All five languages together, so the feature's words stay in one place.
public enum SwitchAccessText: CaseIterable, Hashable, Sendable, LanguageTables {
    case scanningMethod
    case oneSwitch
    case twoSwitches
    /// The key of the second switch, which moves on.
    case stepKey
    case coolDown
    case loopsBeforeStopping
    case auditoryScanning
    case mouseSwitch
    case mouseOff
    case leftSelects
    case rightSelects
    case leftStepsRightSelects
    /// Said (and shown to a screen reader) when the scan has gone round with nothing chosen.
    case scanningStopped
    /// The colour of the scan's highlight, and its choices.
    case scanColour
    case yellow
    case cyan
    case magenta

    /// The method's name, as the Settings choice shows it.
    public static func title(of method: ScanMethod) -> SwitchAccessText {
        switch method {
        case .oneSwitch: .oneSwitch
        case .twoSwitches: .twoSwitches
        }
    }

    /// The mouse switch's name, as the Settings choice shows it.
    public static func title(of mouse: MouseSwitch) -> SwitchAccessText {
        switch mouse {
        case .off: .mouseOff
        case .leftSelects: .leftSelects
        case .rightSelects: .rightSelects
        case .leftStepsRightSelects: .leftStepsRightSelects
        }
    }

    /// The scan colour's name, as the Settings choice shows it.
    public static func title(of colour: ScanColour) -> SwitchAccessText {
        switch colour {
        case .yellow: .yellow
        case .cyan: .cyan
        case .magenta: .magenta
        }
    }

    var english: String {
        switch self {
        case .scanningMethod: "Scanning method"
        case .oneSwitch: "One switch: the scan moves by itself"
        case .twoSwitches: "Two switches: one moves on, one selects"
        case .stepKey: "Move-on key"
        case .coolDown: "Cool-down after a choice"
        case .loopsBeforeStopping: "Rounds before scanning stops"
        case .auditoryScanning: "Say each item aloud"
        case .mouseSwitch: "Mouse buttons as switches"
        case .mouseOff: "Off"
        case .leftSelects: "Left button selects"
        case .rightSelects: "Right button selects"
        case .leftStepsRightSelects: "Left button moves on, right button selects"
        case .scanningStopped: "Scanning stopped. Press the switch to start."
        case .scanColour: "Scan highlight colour"
        case .yellow: "Yellow"
        case .cyan: "Cyan"
        case .magenta: "Magenta"
        }
    }

    var vietnamese: String {
        switch self {
        case .scanningMethod: "Cách quét"
        case .oneSwitch: "Một công tắc: tự động quét"
        case .twoSwitches: "Hai công tắc: một để đi tiếp, một để chọn"
        case .stepKey: "Phím đi tiếp"
        case .coolDown: "Thời gian nghỉ sau khi chọn"
        case .loopsBeforeStopping: "Số vòng trước khi dừng quét"
        case .auditoryScanning: "Đọc to từng mục"
        case .mouseSwitch: "Dùng nút chuột làm công tắc"
        case .mouseOff: "Tắt"
        case .leftSelects: "Nút trái để chọn"
        case .rightSelects: "Nút phải để chọn"
        case .leftStepsRightSelects: "Nút trái để đi tiếp, nút phải để chọn"
        case .scanningStopped: "Đã dừng quét. Nhấn công tắc để bắt đầu."
        case .scanColour: "Màu khung quét"
        case .yellow: "Vàng"
        case .cyan: "Xanh lơ"
        case .magenta: "Hồng cánh sen"
        }
    }

    /// The Settings rows are for grown-ups, in kanji and kana; the stop line is said to the child.
    var japanese: String {
        switch self {
        case .scanningMethod: "スキャンの方法"
        case .oneSwitch: "スイッチ1つ：自動で進む"
        case .twoSwitches: "スイッチ2つ：1つで進み、1つで選ぶ"
        case .stepKey: "進むキー"
        case .coolDown: "選んだ後の待ち時間"
        case .loopsBeforeStopping: "スキャンが止まるまでの周回数"
        case .auditoryScanning: "項目を1つずつ読み上げる"
        case .mouseSwitch: "マウスのボタンをスイッチにする"
        case .mouseOff: "使わない"
        case .leftSelects: "左ボタンで選ぶ"
        case .rightSelects: "右ボタンで選ぶ"
        case .leftStepsRightSelects: "左ボタンで進み、右ボタンで選ぶ"
        case .scanningStopped: "じゅんばんに うごくのが とまったよ。スイッチを おすと また はじまるよ。"
        case .scanColour: "スキャンの枠の色"
        case .yellow: "黄色"
        case .cyan: "水色"
        case .magenta: "マゼンタ"
        }
    }

    var korean: String {
        switch self {
        case .scanningMethod: "스캔 방법"
        case .oneSwitch: "스위치 한 개: 저절로 움직여요"
        case .twoSwitches: "스위치 두 개: 하나는 넘기기, 하나는 선택"
        case .stepKey: "넘기기 키"
        case .coolDown: "고른 뒤 쉬는 시간"
        case .loopsBeforeStopping: "스캔이 멈추기 전 바퀴 수"
        case .auditoryScanning: "항목마다 소리 내어 읽기"
        case .mouseSwitch: "마우스 버튼을 스위치로"
        case .mouseOff: "끄기"
        case .leftSelects: "왼쪽 버튼으로 선택"
        case .rightSelects: "오른쪽 버튼으로 선택"
        case .leftStepsRightSelects: "왼쪽 버튼은 넘기기, 오른쪽 버튼은 선택"
        case .scanningStopped: "스캔이 멈췄어요. 스위치를 누르면 시작해요."
        case .scanColour: "스캔 테두리 색"
        case .yellow: "노란색"
        case .cyan: "청록색"
        case .magenta: "자홍색"
        }
    }

    var chinese: String {
        switch self {
        case .scanningMethod: "扫描方式"
        case .oneSwitch: "一个开关：自动移动"
        case .twoSwitches: "两个开关：一个前进，一个选择"
        case .stepKey: "前进键"
        case .coolDown: "选择后的等待时间"
        case .loopsBeforeStopping: "停止前的圈数"
        case .auditoryScanning: "朗读每一项"
        case .mouseSwitch: "用鼠标按键当开关"
        case .mouseOff: "关闭"
        case .leftSelects: "左键选择"
        case .rightSelects: "右键选择"
        case .leftStepsRightSelects: "左键前进，右键选择"
        case .scanningStopped: "扫描停止了。按下开关就开始。"
        case .scanColour: "扫描框颜色"
        case .yellow: "黄色"
        case .cyan: "青色"
        case .magenta: "品红色"
        }
    }
}

extension Words {
    /// A switch-access text in this language.
    public func text(_ item: SwitchAccessText) -> String { item.text(in: language) }
}

extension Narration {
    /// What the game's voice says as the scan reaches an item (auditory scanning): the item's
    /// name alone, so each item is short and the next one can follow at once.
    public func scanItem(named name: String) -> Utterance { utterance(saying: name) }

    /// What is said when the scan has gone round with nothing chosen.
    public var scanningStopped: Utterance { utterance(saying: words.text(.scanningStopped)) }
}
