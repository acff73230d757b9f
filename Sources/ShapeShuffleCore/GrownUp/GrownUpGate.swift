/// The grown-up lock's rule: a code of four digits, written in the player's language as words or
/// as numerals only grown-ups read (`Words.digitWord`), typed on a keypad of figures. Reading
/// the code is the test, so a child who cannot read yet does not pass, nor does a child who knows
/// the figures, nor need a parent do sums; a screen reader reads the code aloud, so a blind parent
/// passes too (the game's own voice never says it: it talks to children).
///
/// Guessing: each try is four digits, so it passes by chance once in 10,000. A wrong digit ends
/// the try and draws a new code; after `triesPerOpening` wrong tries the gate closes, so random
/// presses must also find the way back to it before they may guess again.
public struct GrownUpGate<Source: RandomNumberGenerator> {
    public static var codeLength: Int { 4 }
    public static var triesPerOpening: Int { 3 }

    /// The digits to press, in order.
    public private(set) var code: [Int]
    /// How many of them are pressed so far.
    public private(set) var pressed = 0
    /// Wrong tries since the gate opened.
    public private(set) var wrongTries = 0
    private var source: Source

    public init(source: Source) {
        self.source = source
        code = []
        code = drawCode()
    }

    /// What one press on the keypad did.
    public enum Outcome: Equatable, Sendable {
        /// Right so far; `pressed` digits of the code are in.
        case progressed(pressed: Int)
        /// The whole code is in: the grown-up may pass.
        case opened
        /// A wrong digit: start again with the new `code`.
        case wrong
        /// Too many wrong tries: the gate closes.
        case closed
    }

    /// A digit, 0 to 9, pressed on the keypad or typed. Anything else is a wrong press.
    public mutating func press(_ digit: Int) -> Outcome {
        guard pressed < code.count, wrongTries < Self.triesPerOpening else { return .closed }
        guard digit == code[pressed] else {
            wrongTries += 1
            pressed = 0
            if wrongTries >= Self.triesPerOpening { return .closed }
            code = drawCode()
            return .wrong
        }
        pressed += 1
        return pressed == code.count ? .opened : .progressed(pressed: pressed)
    }

    private mutating func drawCode() -> [Int] {
        (0..<Self.codeLength).map { _ in Int.random(in: 0...9, using: &source) }
    }
}

/// The gate as the game opens it.
public typealias SystemGrownUpGate = GrownUpGate<GateRandomSource>

extension GrownUpGate where Source == GateRandomSource {
    public init() { self.init(source: GateRandomSource()) }
}

/// The system's random source, or a seeded one, so that a long random test (the monkey against
/// the lock) meets the same codes each run and a chance pass can be replayed rather than flake.
public struct GateRandomSource: RandomNumberGenerator {
    private var seeded: SplitMix64?
    private var system = SystemRandomNumberGenerator()

    public init(seed: UInt64? = nil) { seeded = seed.map { SplitMix64(seed: $0) } }

    public mutating func next() -> UInt64 {
        if seeded != nil { return seeded!.next() }
        return system.next()
    }
}
