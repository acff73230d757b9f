import Testing
import ShapeShuffleCore

/// The lock as a grown-up meets it, sent as actions: what it shows after each, and how it ends.
@Suite("The grown-up lock's flow")
struct GateFlowTests {
    private let words = Words(.english)

    private func lock(_ digits: [Int], for purpose: GatePurpose = .settings) -> GateFlow<FakeDigits> {
        GateFlow(purpose: purpose, source: FakeDigits(digits: digits))
    }

    @Test("it opens asking for the code, and the code typed in order passes it")
    func passes() {
        var flow = lock([7, 1, 4, 2])
        let first = flow.shown(in: words)
        #expect(first.instruction == ["To open Settings, press", "seven, one, four, two."])
        #expect(first.entered == 0 && first.mistake.isEmpty && first.keysEnabled)
        #expect(first.keyDescription == "To open Settings, press seven, one, four, two.")
        for digit in [7, 1, 4] { #expect(flow.send(.press(digit)) == nil) }
        let typed = flow.shown(in: words)
        #expect(typed.entered == 3 && typed.progress == "3 of 4 digits entered")
        #expect(typed.keyDescription.hasPrefix("3 of 4 digits entered."), "\(typed.keyDescription)")
        #expect(flow.send(.press(2)) == .passed)
        #expect(flow.send(.press(2)) == nil && flow.end == .passed, "an ended lock takes nothing more")
    }

    @Test("a wrong digit says so over the new code, until the next right digit")
    func wrongDigit() {
        var flow = lock([7, 1, 4, 2, 3, 3, 9, 0])
        flow.send(.press(7))
        flow.send(.press(9))
        let wrong = flow.shown(in: words)
        #expect(wrong.mistake == "Not quite: here is a new code.")
        #expect(wrong.instruction[1] == "three, three, nine, zero." && wrong.entered == 0)
        #expect(wrong.keyDescription.hasPrefix("Not quite: here is a new code. To open Settings"))
        flow.send(.press(3))
        #expect(flow.shown(in: words).mistake.isEmpty)
        #expect(flow.shown(in: words).entered == 1)
    }

    @Test("the third wrong try shuts it with the reason; then only Cancel ends it")
    func shutsAfterThreeWrongTries() {
        var flow = lock([7, 1, 4, 2, 3, 3, 9, 0, 5, 5, 5, 5], for: .quit)
        for digit in [9, 9, 9] { #expect(flow.send(.press(digit)) == nil) }
        let shut = flow.shown(in: words)
        #expect(shut.instruction == ["Three wrong tries: the lock stays shut.", "Open it again for a new code."])
        #expect(!shut.keysEnabled && shut.entered == 0 && shut.mistake.isEmpty)
        #expect(shut.keyDescription == "Three wrong tries: the lock stays shut. Open it again for a new code.")
        #expect(flow.send(.press(5)) == nil && flow.shown(in: words) == shut, "a shut lock takes no digit")
        #expect(flow.send(.cancel) == .left)
    }

    @Test("Cancel leaves it at any moment, and the purpose is what it says it opens", arguments: GatePurpose.allCases)
    func cancel(purpose: GatePurpose) {
        var flow = lock([7, 1, 4, 2], for: purpose)
        #expect(flow.shown(in: words).instruction[0] == words.gateLead(for: purpose))
        flow.send(.press(7))
        #expect(flow.send(.cancel) == .left)
        #expect(flow.send(.press(1)) == nil && flow.end == .left)
    }
}
