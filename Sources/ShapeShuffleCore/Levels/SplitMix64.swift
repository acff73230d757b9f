/// A small seeded pseudo-random source (SplitMix64) with its own bounded draws and shuffle.
///
/// The standard library's random algorithms may change between Swift releases and `hashValue` changes
/// between runs; a level number must deal the same cards everywhere, for ever, so none of them is used.
/// Public for the tools beside the game (`level-fuzz` builds its inputs from it); its sequence must
/// never change, or every generated level would deal other cards.
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform whole number in 0..<bound, without modulo bias.
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "a draw needs at least one outcome")
        let range = UInt64(bound)
        let threshold = (0 &- range) % range
        while true {
            let value = next()
            if value >= threshold { return Int(value % range) }
        }
    }

    /// A uniform fraction in 0..<1.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    public mutating func pick<T>(_ items: [T]) -> T {
        items[next(below: items.count)]
    }

    /// Fisher–Yates, written out so the order depends only on this generator.
    public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        var i = result.count - 1
        while i > 0 {
            result.swapAt(i, next(below: i + 1))
            i -= 1
        }
        return result
    }
}
