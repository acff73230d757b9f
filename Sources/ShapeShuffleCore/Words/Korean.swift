/// 한국어. Size, colour and shape, then the count in native numbers with the counter 개:
/// "큰 파란색 세모 세 개".
struct Korean: Phrasebook {
    let language = Language.korean
    let punctuation = Punctuation(list: ", ", label: ": ", sentence: " ", decimal: ".")

    private static let sino = ["", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
    private static let nativeUnits = ["", "하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟", "아홉"]
    /// Before a counter, one to four (and twenty) shorten: 한 개, 두 개, 스무 개.
    private static let nativeUnitsBeforeCounter = ["", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"]
    private static let nativeTens = ["", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔"]

    /// The native number a child counts with: 하나, 둘, 셋…
    func numberWord(_ number: Int) -> String? {
        guard (1..<100).contains(number) else { return nil }
        return Self.nativeTens[number / 10] + Self.nativeUnits[number % 10]
    }

    private func nativeBeforeCounter(_ number: Int) -> String {
        guard (1..<100).contains(number) else { return String(number) }
        if number == 20 { return "스무" }
        return Self.nativeTens[number / 10] + Self.nativeUnitsBeforeCounter[number % 10]
    }

    func sinoNumber(_ number: Int) -> String {
        let hundreds = number / 100, tens = number / 10 % 10, unit = number % 10
        let hundredsWord = hundreds == 0 ? "" : (hundreds == 1 ? "" : Self.sino[hundreds]) + "백"
        let tensWord = tens == 0 ? "" : (tens == 1 ? "" : Self.sino[tens]) + "십"
        return hundredsWord + tensWord + Self.sino[unit]
    }

    func numberSpellings(_ number: Int) -> [String] {
        guard let native = numberWord(number) else { return [] }
        return [native, nativeBeforeCounter(number), sinoNumber(number), countWord(number)]
    }

    /// A count with the counter 개: "두 개".
    func countWord(_ number: Int) -> String { "\(nativeBeforeCounter(number)) 개" }

    func prompt(_ prompt: Prompt) -> String { "\(promptPicture(prompt)) \(countWord(prompt.count))" }

    func promptPicture(_ prompt: Prompt) -> String {
        (prompt.describing.map { words($0).beforeNoun } + [word(prompt.shape)])
            .joined(separator: " ")
    }

    func dots(_ number: Int) -> String { "점 \(countWord(number))" }

    /// The card that shows an attribute, as a sentence names it: "노란색 카드", "점이 두 개인 카드".
    /// Every form ends in 카드, so the particles after it never change, and none leans on quotation
    /// marks, which a voice drops.
    private func cardNoun(_ attribute: Attribute) -> String {
        let words = words(attribute)
        return words.card ?? "\(words.face) 카드"
    }

    /// "카드 3은", "카드 2는": the topic particle follows how the number is read.
    func cardTopic(_ number: Int) -> String { "카드 \(number)\(Self.endsInConsonant(number) ? "은" : "는")" }
    func cardSubject(_ number: Int) -> String { "카드 \(number)\(Self.endsInConsonant(number) ? "이" : "가")" }

    /// Whether a number read in Sino-Korean ends in a consonant: 이, 사, 오, 구 do not; 일, 삼, 육, 칠, 팔, 십, 백 do.
    static func endsInConsonant(_ number: Int) -> Bool { ![2, 4, 5, 9].contains(number % 10) }

    /// "첫 번째", "두 번째": ordinals count natively, and the first is 첫.
    func ordinal(_ number: Int) -> String {
        "\(number == 1 ? "첫" : nativeBeforeCounter(number)) 번째"
    }

    func slotNeeds(_ requirement: Attribute) -> String { "\(cardNoun(requirement))가 들어가요." }
    func added(_ attribute: Attribute) -> String { "\(cardNoun(attribute))를 보드에 놓았어요." }

    func levelSynonyms(_ number: Int) -> [String] {
        guard let native = numberWord(number) else { return [String(number)] }
        let sino = sinoNumber(number)
        return [String(number), sino, native, "레벨 \(sino)", "\(number)번 레벨", "\(sino)번 레벨"]
    }
    func cardSynonyms(_ number: Int) -> [String] {
        guard let native = numberWord(number) else { return [String(number)] }
        let sino = sinoNumber(number)
        return [String(number), sino, native, "카드 \(sino)", "\(number)번", "\(number)번 카드", "\(sino)번 카드"]
    }

    func text(_ item: UIText) -> String {
        switch item {
        case .appTitle: "Shape Shuffle"
        case .levels: "레벨"
        case .settings: "설정"
        case .help: "도움말"
        case .keyboardShortcuts: "키보드 단축키"
        case .find: "찾기"
        case .findPlaceholder: "이름을 입력하세요…"
        case .findHint: "이름을 입력하고 Enter 키를 누르면 그곳으로 가요."
        case .noMatch: "찾을 수 없어요"
        case .done: "완료"
        case .notPlayedYet: "아직 안 해 봤어요"
        case .home: "홈"
        case .yourTask: "문제"
        case .makeThis: "이렇게 만들어요:"
        case .board: "보드"
        case .cards: "카드"
        case .empty: "비어 있음"
        case .actions: "동작"
        case .flip: "뒤집기"
        case .addToBoard: "보드에 놓기"
        case .pin: "고정"
        case .unpin: "고정 해제"
        case .wellDone: "잘했어요!"
        case .levelComplete: "레벨 완료!"
        case .nextLevel: "다음 레벨"
        case .gameplay: "게임"
        case .navigation: "이동"
        case .general: "일반"
        case .addCardToBoard: "카드를 보드에 놓기"
        case .pinOrUnpinCard: "카드 고정 또는 해제"
        case .flipCardOrPressButton: "카드 뒤집기 또는 버튼 누르기"
        case .nextOrPreviousItem: "다음 / 이전 항목"
        case .moveBetweenCards: "카드 사이 이동"
        case .firstOrLastItem: "처음 / 마지막 항목"
        case .actionsMenu: "동작 메뉴"
        case .backOrClose: "뒤로 / 닫기"
        case .quit: "끝내기"
        case .language: "언어"
        case .colourBlindPalette: "색각 이상을 배려한 색"
        case .patternsOnColours: "색에 무늬 넣기"
        case .colourNamesOnCards: "색 카드에 색 이름 보이기"
        case .reducedMotion: "움직임 줄이기"
        case .largeCards: "카드 크게 하기"
        case .singleKeyShortcuts: "한 글자 단축키"
        case .addKey: "놓기 키"
        case .pinKey: "고정 키"
        case .pressNewKey: "새 키를 누르세요…"
        case .keyReserved: "그 키는 게임 안에서 움직일 때 써요. 다른 키를 골라 주세요."
        case .scanBack: "돌아가기"
        case .scanChoose: "스위치를 누르면 골라요."
        case .switchScanning: "스위치 스캔"
        case .scanningInterval: "스캔 간격"
        case .selectKey: "선택 키"
        case .close: "닫기"
        case .hearTask: "문제 다시 듣기"
        case .hearTaskKey: "문제 듣기 키"
        case .readAloud: "소리 내어 읽기"
        case .speechRate: "읽는 속도"
        case .speechSlow: "느리게"
        case .speechNormal: "보통"
        case .speechFast: "빠르게"
        case .sounds: "효과음"
        case .captions: "자막: 음성이 하는 말 보여 주기"
        case .voiceVolume: "음성 크기"
        case .soundVolume: "효과음 크기"
        case .volumeOff: "끄기"
        case .volumeQuiet: "작게"
        case .volumeNormal: "보통"
        case .volumeLoud: "크게"
        case .progressCannotBeSaved: "지금은 기록을 저장할 수 없어요. 게임이 계속 다시 시도할 거예요."
        case .settingsCannotBeSaved: "지금은 설정을 저장할 수 없어요. 게임이 계속 다시 시도할 거예요."
        case .levelsInPlayCannotBeSaved: "지금은 하던 레벨을 저장할 수 없어요. 게임이 계속 다시 시도할 거예요."
        case .inPlay: "하는 중"
        case .startOver: "처음부터 다시"
        case .startOverQuestion: "이 레벨을 처음부터 다시 할까요? 카드는 다시 덮이고 보드는 비워져요."
        case .keepPlaying: "계속하기"
        case .closeNotice: "알림 닫기"
        case .fullScreen: "전체 화면"
        }
    }
}
