import Testing
import ShapeShuffleCore

/// A random source that draws the digits it is given, in order, then zeros.
struct FakeDigits: RandomNumberGenerator {
    var digits: [Int]
    mutating func next() -> UInt64 {
        let digit = digits.isEmpty ? 0 : digits.removeFirst()
        // Int.random(in: 0...9) keeps the high part of value × 10: aim at the middle of the digit's range.
        return (UInt64.max / 10) * UInt64(digit) + UInt64.max / 20
    }
}

@Suite("Grown-up lock")
struct GrownUpGateTests {
    @Test("the code is drawn from the random source and written as words")
    func codeFromSource() {
        let gate = GrownUpGate(source: FakeDigits(digits: [7, 1, 4, 2]))
        #expect(gate.code == [7, 1, 4, 2])
        #expect(Words(.english).gateInstruction(code: gate.code, for: .settings)
                == "To open Settings, press seven, one, four, two.")
        #expect(Words(.chinese).gateInstruction(code: gate.code, for: .settings) == "要打开设置，请依次按：柒、壹、肆、贰")
    }

    @Test("the four digits in order open it")
    func opens() {
        var gate = GrownUpGate(source: FakeDigits(digits: [7, 1, 4, 2]))
        #expect(gate.press(7) == .progressed(pressed: 1))
        #expect(gate.press(1) == .progressed(pressed: 2))
        #expect(gate.press(4) == .progressed(pressed: 3))
        #expect(gate.press(2) == .opened)
    }

    @Test("a wrong digit starts again with a new code; the third wrong try closes the gate")
    func wrongDigit() {
        var gate = GrownUpGate(source: FakeDigits(digits: [7, 1, 4, 2, 3, 3, 9, 0, 5, 5, 5, 5]))
        #expect(gate.press(7) == .progressed(pressed: 1))
        #expect(gate.press(9) == .wrong)
        #expect(gate.code == [3, 3, 9, 0] && gate.pressed == 0)
        // The old code's next digits no longer count.
        #expect(gate.press(1) == .wrong)
        #expect(gate.code == [5, 5, 5, 5])
        #expect(gate.press(5) == .progressed(pressed: 1))
        #expect(gate.press(4) == .closed)
        #expect(gate.press(5) == .closed, "a closed gate opens for nothing")
    }

    @Test("random presses pass once in 10,000 tries at most: one four-digit sequence of all opens")
    func chance() {
        let fresh = GrownUpGate(source: FakeDigits(digits: [3, 8, 0, 6]))
        var opened = 0
        for sequence in 0..<10_000 {
            var gate = fresh
            let digits = [sequence / 1000, sequence / 100 % 10, sequence / 10 % 10, sequence % 10]
            if digits.map({ gate.press($0) }).last == .opened { opened += 1 }
        }
        #expect(opened == 1)
    }

    @Test("the system's source draws different codes")
    func systemSource() {
        let codes = Set((0..<20).map { _ in SystemGrownUpGate().code })
        #expect(codes.count > 1)
        #expect(codes.allSatisfy { $0.count == 4 && $0.allSatisfy((0...9).contains) })
    }
}

@Suite("Grown-up words")
struct GrownUpWordsTests {
    static let otherLanguages = Language.allCases.filter { $0 != .english }

    @Test("every text is there and translated, in the language's own script", arguments: otherLanguages)
    func translated(language: Language) {
        let words = Words(language), english = Words(.english)
        for item in GrownUpText.allCases {
            let text = words.text(item)
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(item) is empty in \(language)")
            #expect(text != english.text(item), "\(item) is still English in \(language)")
            #expect(!text.contains(where: { $0.isASCII && $0.isLetter }) || language == .vietnamese,
                    "\(item) in \(language) holds Latin letters: \(text)")
        }
    }

    @Test("the code is written in words, ten different ones, never in figures", arguments: Language.allCases)
    func digitsAsWords(language: Language) {
        let words = Words(language)
        #expect(Set((0...9).map(words.digitWord)).count == 10)
        let instruction = words.gateInstruction(code: [0, 9, 5, 5], for: .quit)
        #expect(!instruction.contains(where: \.isNumber) || [.chinese, .japanese, .korean].contains(language),
                "figures in \(instruction)")
        #expect(!instruction.contains(where: { $0.isASCII && $0.isNumber }), "figures in \(instruction)")
        for digit in [0, 9, 5] { #expect(instruction.contains(words.digitWord(digit))) }
    }
}

@Suite("Grown-up lock's random source")
struct GateRandomSourceTests {
    @Test("a seed gives the same codes every run; no seed, the system's")
    func seeded() {
        #expect(GrownUpGate(source: GateRandomSource(seed: 7)).code == GrownUpGate(source: GateRandomSource(seed: 7)).code)
        #expect(Set((0..<20).map { GrownUpGate(source: GateRandomSource(seed: $0)).code }).count > 1)
    }
}
