/// Turns a seed file into a hostile one: a few stacked edits of the kinds a careless editor, a
/// broken disk or an attacker makes. Rare edits are huge (deep nesting, megabyte strings) so the
/// size and depth limits are crossed now and then without slowing every input.
struct Mutator {
    let seeds: [[UInt8]]

    /// Words the loader knows, so mutations often produce nearly-right files.
    static let words = [
        "version", "levels", "number", "prompt", "columns", "cards", "count", "colour", "shape", "size",
        "red", "orange", "yellow", "green", "blue", "purple", "circle", "square", "triangle", "rectangle",
        "star", "heart", "diamond", "big", "small", "color", "", "__proto__",
    ]
    static let numbers = [
        "0", "-0", "1", "-1", "2", "6", "7", "16", "17", "32", "1.0", "1e0", "1E+2", "2.5", "-3",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "99999999999999999999999999999999", "1e999", "-1e-999", "0.000000000000000000001", "01", "-",
        "1.", ".5", "1e", "+1", "0x10", "NaN", "Infinity",
    ]
    static let values = ["null", "true", "false", "[]", "{}", #""""#, "[[]]", #"{"":{}}"#, "[null]", "0"]
    static let structural: [UInt8] = Array(#"{}[]:,"\ 0123456789-.eE+tfnu"#.utf8) + [0x00, 0x09, 0x0A, 0x0D, 0x7F, 0x80, 0xBF, 0xC0, 0xFE, 0xFF]
    static let unicode = [
        "é", "日本", "한국어", "🟦", "👨‍👩‍👧", "\u{0301}", "\u{200B}", "\u{202E}", "\u{FEFF}", "\u{FFFD}",
        #"\u0000"#, #"\ud800"#, #"\udc00"#, #"\ud83d\ude00"#, #"\uDBFF\uDFFF"#, #"\u12"#, #"\x"#, #"\"#,
    ].map { Array($0.utf8) } + [[0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                [0xC0, 0xAF], [0xFF, 0xFE]]

    /// The seed index and edits for one input.
    func input(_ random: inout FuzzRandom) -> [UInt8] {
        var bytes = seeds[random.below(seeds.count)]
        let edits = 1 + random.below(random.oneIn(4) ? 8 : 3)
        for _ in 0..<edits { mutate(&bytes, &random) }
        return bytes
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout FuzzRandom) {
        if bytes.isEmpty {
            bytes = [random.pick(Self.structural)]
            return
        }
        let at = random.below(bytes.count + 1)
        switch random.below(16) {
        case 0: // one bit
            bytes[random.below(bytes.count)] ^= 1 << UInt8(random.below(8))
        case 1: // one byte set to something JSON or UTF-8 cares about
            bytes[random.below(bytes.count)] = random.pick(Self.structural)
        case 2: // a run deleted
            bytes.removeSubrange(at..<min(bytes.count, at + random.length(limit: 64)))
        case 3: // random bytes inserted
            bytes.insert(contentsOf: (0..<random.length(limit: 32)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: at)
        case 4: // truncated
            bytes.removeSubrange(at...)
        case 5: // a run copied elsewhere, sometimes many times (repeated levels and cards)
            let start = random.below(bytes.count)
            let run = Array(bytes[start..<min(bytes.count, start + random.length(limit: 512))])
            let copies = random.oneIn(8) ? random.length(limit: 4096) : 1
            bytes.insert(contentsOf: Array([[UInt8]](repeating: run, count: copies).joined()), at: random.below(bytes.count + 1))
        case 6: // spliced with another seed
            let other = random.pick(seeds)
            let cut = random.below(other.count + 1)
            bytes = Array(bytes[..<at]) + Array(other[cut...])
        case 7: // deep nesting, closed or not
            let depth = random.length(limit: 200_000)
            let opener: [UInt8] = random.oneIn(2) ? [UInt8(ascii: "[")] : Array(#"{"a":"#.utf8)
            var nest = Array([[UInt8]](repeating: opener, count: depth).joined())
            if random.oneIn(2) {
                nest += [UInt8(ascii: "1")] + Array(repeating: opener == [UInt8(ascii: "[")] ? UInt8(ascii: "]") : UInt8(ascii: "}"), count: depth)
            }
            bytes.insert(contentsOf: nest, at: at)
        case 8: // a number made huge, fractional or malformed
            let number = random.oneIn(6)
                ? (random.oneIn(2) ? "-" : "") + String(repeating: "9", count: random.length(limit: 2_000_000))
                : random.pick(Self.numbers)
            replaceToken(&bytes, at: at, isStart: { $0 == UInt8(ascii: "-") || (48...57).contains($0) },
                         isPart: { (48...57).contains($0) || Array("+-.eE".utf8).contains($0) }, with: Array(number.utf8))
        case 9: // a long string
            let filler = random.oneIn(2) ? [UInt8(ascii: "a")] : random.pick(Self.unicode)
            let count = random.length(limit: 1_200_000 / max(filler.count, 1))
            bytes.insert(contentsOf: [UInt8(ascii: "\"")] + Array([[UInt8]](repeating: filler, count: count).joined()) + [UInt8(ascii: "\"")], at: at)
        case 10: // unicode and escapes, valid and not
            bytes.insert(contentsOf: random.pick(Self.unicode), at: at)
        case 11: // a known word swapped into a string
            replaceToken(&bytes, at: at, isStart: { $0 == UInt8(ascii: "\"") },
                         isPart: { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") },
                         with: Array(("\"" + random.pick(Self.words) + "\"").utf8))
        case 12: // a number swapped for a value of another kind
            replaceToken(&bytes, at: at, isStart: { (48...57).contains($0) || $0 == UInt8(ascii: "-") },
                         isPart: { (48...57).contains($0) }, with: Array(random.pick(Self.values).utf8))
        case 13: // a member added: unknown key, repeated key, or known key with any value
            let member = "\"" + random.pick(Self.words) + "\": " + random.pick(Self.values + Self.numbers + ["\"red\""]) + ", "
            if let brace = firstIndex(of: UInt8(ascii: "{"), in: bytes, from: at) {
                bytes.insert(contentsOf: Array(member.utf8), at: brace + 1)
            }
        case 14: // whitespace and a byte-order mark where they may or may not belong
            bytes.insert(contentsOf: random.pick([[0x20], [0x0A], [0x0D, 0x0A], [0x09], [0xEF, 0xBB, 0xBF], [0x0B], [0x0C], [0xC2, 0xA0]]), at: at)
        default: // a stretch of the file reversed: brackets cross
            let end = min(bytes.count, at + random.length(limit: 64))
            bytes[at..<end].reverse()
        }
    }

    /// Replaces the first token at or after `at` that begins with `isStart`.
    private func replaceToken(_ bytes: inout [UInt8], at: Int, isStart: (UInt8) -> Bool, isPart: (UInt8) -> Bool, with replacement: [UInt8]) {
        guard let start = bytes[at...].firstIndex(where: isStart) ?? bytes.firstIndex(where: isStart) else {
            bytes.insert(contentsOf: replacement, at: at)
            return
        }
        var end = start + 1
        while end < bytes.count, isPart(bytes[end]) { end += 1 }
        if bytes[start] == UInt8(ascii: "\""), end < bytes.count { end += 1 }
        bytes.replaceSubrange(start..<end, with: replacement)
    }

    private func firstIndex(of byte: UInt8, in bytes: [UInt8], from at: Int) -> Int? {
        bytes[at...].firstIndex(of: byte) ?? bytes.firstIndex(of: byte)
    }
}
