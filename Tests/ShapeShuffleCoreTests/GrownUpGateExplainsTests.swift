import Testing
import ShapeShuffleCore

/// The lock explains itself: what passing it does, how many digits are in, and that a wrong digit
/// drew a new code; and it keeps one width whatever the code.
@Suite("The grown-up lock explains itself")
struct GrownUpGateExplainsTests {
    @Test("one line says what passing the lock does, for each thing it guards")
    func saysWhatItOpens() {
        let words = Words(.english)
        let code = [7, 1, 4, 2]
        #expect(words.gateInstructionLines(code: code, for: .settings) == ["To open Settings, press", "seven, one, four, two."])
        #expect(words.gateInstruction(code: code, for: .progress) == "To see Progress, press seven, one, four, two.")
        #expect(words.gateInstruction(code: code, for: .startOver) == "To start this level over, press seven, one, four, two.")
        #expect(words.gateInstruction(code: code, for: .quit) == "To quit the game, press seven, one, four, two.")
    }

    @Test("every language says each purpose in its own words", arguments: Language.allCases)
    func purposesDiffer(language: Language) {
        let words = Words(language)
        let leads = GatePurpose.allCases.map(words.gateLead)
        #expect(Set(leads).count == GatePurpose.allCases.count, "\(leads)")
        if language != .english {
            #expect(leads.allSatisfy { !Set(GatePurpose.allCases.map(Words(.english).gateLead)).contains($0) })
        }
    }

    @Test("a wrong digit says so before the new code; typed digits are counted", arguments: [
        (Language.english, "Not quite: here is a new code.", "2 of 4 digits entered"),
        (.vietnamese, "Chưa đúng: đây là mã mới.", "Đã nhập 2 trên 4 chữ số"),
        (.japanese, "違います。新しい番号です。", "4桁中2桁を入力しました"),
        (.korean, "아니에요. 새 번호예요.", "4자리 중 2자리를 입력했어요"),
        (.chinese, "不对，这是新的号码。", "已输入2位，共4位"),
    ])
    func messages(language: Language, wrong: String, twoOfFour: String) {
        let words = Words(language)
        let code = [3, 3, 9, 0]
        let instruction = words.gateInstruction(code: code, for: .quit)
        #expect(words.text(.notThatOne) == wrong)
        #expect(words.gateProgress(entered: 2, of: 4) == twoOfFour)
        #expect(words.gateDescription(code: code, for: .quit, entered: 0, wrong: false) == instruction)
        let afterWrong = words.gateDescription(code: code, for: .quit, entered: 0, wrong: true)
        #expect(afterWrong.hasPrefix(wrong) && afterWrong.hasSuffix(instruction), "\(afterWrong)")
        let afterTwo = words.gateDescription(code: code, for: .quit, entered: 2, wrong: false)
        #expect(afterTwo.hasPrefix(twoOfFour) && afterTwo.hasSuffix(instruction), "\(afterTwo)")
    }

    @Test("one width holds every line the lock can show, so no code reflows it", arguments: Language.allCases)
    func fixedWidth(language: Language) {
        let words = Words(language)
        let layout = GrownUpGateLayout(words: words)
        for purpose in GatePurpose.allCases {
            for first in 0...9 {
                for second in 0...9 {
                    for line in words.gateInstructionLines(code: [first, second, first, second], for: purpose) {
                        #expect(layout.fits(line), "\(line) is wider than \(layout.textColumns) columns")
                    }
                }
            }
        }
        #expect(layout.fits(words.text(.notThatOne)))
        #expect(layout.fits(words.gateProgress(entered: 4, of: 4)))
        // The dialog, its margins and the keypad fit an 800-px window: at most 52 columns of about 10.5 px.
        #expect(layout.textColumns <= 52, "\(layout.textColumns) columns in \(language)")
    }

    @Test("the width is the layout's, never the code's")
    func widthIgnoresTheCode() {
        let words = Words(.english)
        let layout = GrownUpGateLayout(words: words)
        #expect(layout.textColumns == GrownUpGateLayout(words: Words(.english)).textColumns)
        // The longest line the lock can show sets the width; a long code line is never wider than it.
        let longestCode = GrownUpGateLayout.columns(words.gateCode([7, 7, 7, 7]))
        let longestLead = GatePurpose.allCases.map { GrownUpGateLayout.columns(words.gateLead(for: $0)) }.max() ?? 0
        #expect(Double(layout.textColumns) >= max(longestCode, longestLead))
    }

    @Test("wide characters count wider than Latin ones")
    func columns() {
        #expect(GrownUpGateLayout.columns("abc") == 3)
        #expect(GrownUpGateLayout.columns("設定") == 2 * 1.75)
        #expect(GrownUpGateLayout.columns("설정") == 2 * 1.75)
    }
}
