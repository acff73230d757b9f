import Testing
import ShapeShuffleCore

/// The grown-ups' way in, sent as actions: what is granted at once, what the lock stands before,
/// each try on it, and what a kiosk refuses.
@Suite("The grown-ups' way in")
struct GrownUpAccessTests {
    private typealias Access = GrownUpAccess<FakeDigits>

    /// Each lock opened draws its codes from these digits: the first code is 7 1 4 2.
    private static func digits() -> FakeDigits { FakeDigits(digits: [7, 1, 4, 2, 3, 3, 9, 0, 5, 5, 5, 5]) }

    private func send(_ action: GrownUpAction, to access: inout Access, lockIsOn: Bool = true,
                      kiosk: Bool = false) -> [GrownUpEffect] {
        access.send(action, lockIsOn: lockIsOn, kiosk: kiosk, source: Self.digits)
    }

    @Test("with the lock off every request is granted at once, and no lock opens", arguments: GrownUpRequest.allCases)
    func lockOff(request: GrownUpRequest) {
        var access = Access()
        #expect(send(.ask(request), to: &access, lockIsOn: false) == [.grant(request)])
        #expect(access.gate == nil)
    }

    @Test("with the lock on it opens saying what it stands before, and the code grants the request",
          arguments: GrownUpRequest.allCases)
    func throughTheLock(request: GrownUpRequest) {
        var access = Access()
        #expect(send(.ask(request), to: &access) == [.openGate(request.purpose)])
        #expect(access.gate?.shown(in: Words(.english)).instruction[0] == Words(.english).gateLead(for: request.purpose))
        for digit in [7, 1, 4] { #expect(send(.gate(.press(digit)), to: &access) == [.drawGate]) }
        #expect(send(.gate(.press(2)), to: &access) == [.closeGate, .grant(request)])
        #expect(access.gate == nil)
    }

    @Test("Cancel, or three wrong tries and then Cancel, grants nothing; the next request opens a new lock")
    func nothingGranted() {
        var access = Access()
        _ = send(.ask(.settings), to: &access)
        #expect(send(.gate(.cancel), to: &access) == [.closeGate])
        _ = send(.ask(.quit), to: &access)
        for _ in 0..<3 { #expect(send(.gate(.press(8)), to: &access) == [.drawGate]) }
        #expect(access.gate?.shown(in: Words(.english)).keysEnabled == false, "the third wrong try shuts it")
        #expect(send(.gate(.press(7)), to: &access) == [.drawGate], "a shut lock grants nothing")
        #expect(send(.gate(.cancel), to: &access) == [.closeGate])
        #expect(send(.ask(.progress), to: &access) == [.openGate(.progress)])
    }

    @Test("one lock at a time: a request while it is open is not queued, and a press with none open does nothing")
    func oneAtATime() {
        var access = Access()
        #expect(send(.gate(.press(7)), to: &access).isEmpty)
        _ = send(.ask(.settings), to: &access)
        #expect(send(.ask(.quit), to: &access).isEmpty)
        for digit in [7, 1, 4] { _ = send(.gate(.press(digit)), to: &access) }
        #expect(send(.gate(.press(2)), to: &access) == [.closeGate, .grant(.settings)], "Settings, not Quit")
    }

    @Test("a kiosk never quits, lock or none, and its grown-ups still reach Settings through the lock")
    func kiosk() {
        var access = Access()
        #expect(send(.ask(.quit), to: &access, kiosk: true).isEmpty)
        #expect(send(.ask(.quit), to: &access, lockIsOn: false, kiosk: true).isEmpty)
        #expect(send(.ask(.settings), to: &access, kiosk: true) == [.openGate(.settings)])
    }
}
