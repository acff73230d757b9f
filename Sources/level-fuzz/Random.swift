/// SplitMix64: the fuzzer's own seeded source, so input `i` of seed `s` is the same bytes on every
/// machine and every Swift release, and any one input can be rebuilt alone from (seed, index).
struct FuzzRandom {
    private var state: UInt64

    /// The generator for input `index` of run `seed`: independent of every other input.
    init(seed: UInt64, index: Int) {
        state = seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93)
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound; the tiny modulo bias does not matter to a fuzzer.
    mutating func below(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }

    /// True with probability 1 in `n`.
    mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A length that is usually small and now and then very large: 1 in 4 up to 16, and each
    /// further step rarer and 16 times longer, up to `limit`.
    mutating func length(limit: Int) -> Int {
        var top = 16
        while top < limit, oneIn(3) { top *= 16 }
        return 1 + below(min(top, limit))
    }
}
