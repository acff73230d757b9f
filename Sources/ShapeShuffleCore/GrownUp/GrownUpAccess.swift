/// Something only a grown-up may do: what the grown-up lock stands in front of.
public enum GrownUpRequest: Hashable, Sendable, CaseIterable {
    case settings
    case progress
    case startOver
    case quit

    /// What the lock says passing it does.
    public var purpose: GatePurpose {
        switch self {
        case .settings: .settings
        case .progress: .progress
        case .startOver: .startOver
        case .quit: .quit
        }
    }
}

/// What reaches the grown-ups' side of the game: a request (a key, a menu item, the window's close
/// button for Quit), or a press on the lock.
public enum GrownUpAction: Hashable, Sendable {
    case ask(GrownUpRequest)
    case gate(GateAction)
}

/// What the front does after a grown-up's action, in order.
public enum GrownUpEffect: Hashable, Sendable {
    /// The lock opens over the game, saying what it stands before; it shows `GrownUpAccess.gate`.
    case openGate(GatePurpose)
    /// The open lock shows its state afresh (`GrownUpAccess.gate`'s `shown(in:)`).
    case drawGate
    case closeGate
    /// The request is granted: Settings or Progress opens, Start over asks, the game ends.
    case grant(GrownUpRequest)
}

/// The grown-ups' way in, as actions in and effects out: what the lock stands before, when it
/// opens, what each press on it does, and what is granted once it is passed. A kiosk never quits;
/// with the lock off every request is granted at once; one lock at a time, and a request made
/// while it is open is not queued behind it.
public struct GrownUpAccess<Source: RandomNumberGenerator> {
    /// The lock open now, and the request it stands before.
    private var open: (request: GrownUpRequest, gate: GateFlow<Source>)?
    public var gate: GateFlow<Source>? { open?.gate }

    public init() {}

    /// `lockIsOn` and `kiosk` are the computer's settings now; `source` draws a new lock's codes.
    public mutating func send(_ action: GrownUpAction, lockIsOn: Bool, kiosk: Bool,
                              source: () -> Source) -> [GrownUpEffect] {
        switch action {
        case .ask(let request):
            if request == .quit && kiosk { return [] }
            guard open == nil else { return [] }
            guard lockIsOn else { return [.grant(request)] }
            open = (request, GateFlow(purpose: request.purpose, source: source()))
            return [.openGate(request.purpose)]
        case .gate(let press):
            guard let (request, opened) = open else { return [] }
            var gate = opened
            guard let end = gate.send(press) else {
                open = (request, gate)
                return [.drawGate]
            }
            open = nil
            return end == .passed ? [.closeGate, .grant(request)] : [.closeGate]
        }
    }
}
