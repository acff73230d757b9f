import ShapeShuffleCore

/// The fuzzer's seeded source: the core's SplitMix64, so input `i` of seed `s` is the same bytes on
/// every machine and every Swift release, and any one input can be rebuilt alone from (seed, index).
struct FuzzRandom {
    private var generator: SplitMix64

    /// The generator for input `index` of run `seed`: independent of every other input.
    init(seed: UInt64, index: Int) {
        generator = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        _ = generator.next()
    }

    mutating func next() -> UInt64 { generator.next() }

    /// 0..<bound by plain modulo (not the core's unbiased draw), so a seed printed by an earlier run
    /// still rebuilds the same inputs; the tiny bias does not matter to a fuzzer.
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
