/// What a grown-up does at the lock: a digit, on its keypad or typed, or Cancel (or Escape).
public enum GateAction: Hashable, Sendable {
    case press(Int)
    case cancel
}

/// How the lock ended, for whoever opened it: the grown-up passed, or it was left.
public enum GateEnd: Hashable, Sendable {
    case passed
    case left
}

/// What the lock shows and says after each action, for the front to draw as it is.
public struct GateShown: Hashable, Sendable {
    /// The lead and the code, each a line of its own; after the third wrong try, why the lock
    /// stays shut and how to get a new code.
    public let instruction: [String]
    /// How many dots are filled, and what they are named.
    public let entered: Int
    public let progress: String
    /// The line under the dots: empty but after a wrong digit.
    public let mistake: String
    /// The digit keys take presses; once shut, only Cancel does, and focus belongs on it.
    public let keysEnabled: Bool
    /// Every key's description, so a screen reader says what changed on the key with focus.
    public let keyDescription: String
}

/// The grown-up lock from opening to its end, as actions in and what it shows out: the rule of
/// its tries (`GrownUpGate`), the words of each state, and when it ends. The dialog only draws
/// `shown(in:)` and reports `send(_:)`'s end.
public struct GateFlow<Source: RandomNumberGenerator> {
    public let purpose: GatePurpose
    public private(set) var gate: GrownUpGate<Source>
    public private(set) var end: GateEnd?

    /// The last press was a wrong digit: a new code, nothing of it pressed yet.
    private var lastWasWrong: Bool { gate.wrongTries > 0 && gate.pressed == 0 }
    private var shut: Bool { gate.wrongTries >= GrownUpGate<Source>.triesPerOpening }

    public init(purpose: GatePurpose, source: Source) {
        self.purpose = purpose
        gate = GrownUpGate(source: source)
    }

    /// The lock after `action`; its end once it has one, and nil while it stays open. Nothing
    /// changes after the end, and a shut lock takes only Cancel.
    @discardableResult
    public mutating func send(_ action: GateAction) -> GateEnd? {
        guard end == nil else { return nil }
        switch action {
        case .cancel:
            end = .left
        case .press(let digit):
            // A shut gate answers every digit with `.closed`: it stays shut.
            if gate.press(digit) == .opened { end = .passed }
        }
        return end
    }

    /// What the lock shows now, in `words`' language.
    public func shown(in words: Words) -> GateShown {
        guard !shut else {
            let reason = [words.text(.closedAfterWrongTries), words.text(.openAgainForANewCode)]
            return GateShown(instruction: reason, entered: 0, progress: reason[0], mistake: "",
                             keysEnabled: false, keyDescription: reason.joined(separator: " "))
        }
        return GateShown(instruction: words.gateInstructionLines(code: gate.code, for: purpose),
                         entered: gate.pressed,
                         progress: words.gateProgress(entered: gate.pressed, of: GrownUpGate<Source>.codeLength),
                         mistake: lastWasWrong ? words.text(.notThatOne) : "",
                         keysEnabled: true,
                         keyDescription: words.gateDescription(code: gate.code, for: purpose,
                                                               entered: gate.pressed, wrong: lastWasWrong))
    }
}

/// The lock as the game opens it.
public typealias SystemGateFlow = GateFlow<GateRandomSource>
