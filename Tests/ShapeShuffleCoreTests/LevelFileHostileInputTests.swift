import Foundation
import Testing
import ShapeShuffleCore

private typealias F = LevelFileFixture

private func seconds(_ work: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(work)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

@Suite("Hostile level files give errors, never crashes or long waits")
struct LevelFileHostileInputTests {
    @Test("a grid of a million cards is refused at once, without reading the cards")
    func millionCards() throws {
        let cards = Array(repeating: #"{"count": 1}"#, count: 1_000_000)
        let data = Data(F.file(levels: [F.level(number: "1", cards: cards)]).utf8)
        var error: LevelFileError?
        let time = seconds { error = F.error(data) }
        #expect(error?.message.contains("larger than \(LevelFile.maximumFileBytes) bytes") == true)
        #expect(time < 0.5)
    }

    @Test("eighty thousand cards that fit in the size cap are refused by count")
    func manyCardsUnderTheCap() throws {
        let cards = Array(repeating: "{}", count: 80_000)
        var error: LevelFileError?
        let time = seconds { error = F.error(F.file(levels: [F.level(number: "1", cards: cards)])) }
        #expect(error?.description == "levels.json: level 1: cards: 80000 cards; a level holds at most 16")
        #expect(time < 2)
    }

    @Test("a megabyte of text in one string is refused where it starts")
    func megabyteString() throws {
        let long = String(repeating: "a", count: 1_000_000)
        let prompt = #"{"count": 2, "colour": "\#(long)", "shape": "square"}"#
        let text = F.file(levels: [F.level(number: "1", prompt: prompt)])
        let error = try #require(F.error(text))
        #expect(error.message == "text longer than 256 bytes")
        let openingQuote = try #require(text.range(of: #""colour": ""#)).upperBound
        #expect(error.field == "line 1, column \(text.utf8.distance(from: text.startIndex, to: openingQuote))")
        #expect(error.description.count < 200)
    }

    @Test("a megabyte of digits is refused as too long a number")
    func megabyteNumber() throws {
        let error = try #require(F.error(F.file(levels: [F.level(number: String(repeating: "9", count: 1_000_000))])))
        #expect(error.message.contains("a number longer than"))
    }

    @Test("nesting a hundred thousand deep is refused, not recursed into", arguments: ["[", #"{"a":"#])
    func deepNesting(_ opener: String) throws {
        let error = try #require(F.error(String(repeating: opener, count: 100_000)))
        #expect(error.message == "nested deeper than 32 levels")
    }

    @Test("a level deep inside a valid document still loads, and one level deeper is refused")
    func depthLimitIsExact() throws {
        let nested = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(F.error(nested)?.message == "expected a level file, found a list")
        let deeper = "[" + nested + "]"
        #expect(F.error(deeper)?.message == "nested deeper than 32 levels")
    }

    @Test("negative numbers everywhere are refused by name", arguments: [
        (F.level(number: "-1"), "number"),
        (F.level(number: "1", columns: "-3"), "columns"),
        (F.level(number: "1", prompt: #"{"count": -2, "colour": "yellow", "shape": "square"}"#), "prompt.count"),
    ])
    func negativeNumbers(_ level: String, _ field: String) throws {
        let error = try #require(F.error(F.file(levels: [level])))
        #expect(error.level == 1)
        #expect(error.field == field)
    }

    @Test("bytes that are not UTF-8, control characters and half characters are refused", arguments: [
        Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]),
        Data("{\"a\tb\": 1}".utf8),
        Data(#"{"\ud800": 1}"#.utf8),
        Data(#"{"\x": 1}"#.utf8),
        Data([0x00]),
    ])
    func badText(_ data: Data) throws {
        let error = try #require(F.error(data))
        #expect(error.field?.hasPrefix("line 1, column ") == true, "\(error)")
    }

    @Test("escapes and a byte-order mark are read as JSON says")
    func escapesAreRead() throws {
        let text = "\u{FEFF}" + F.file(levels: [F.level(number: "1", prompt: #"{"count": 2, "colour": "yell\u006fw", "shape": "squ\u0061re"}"#)])
        #expect(try F.parse(text).first?.prompt.colour == .yellow)
    }

    @Test("every cut of the shipped file is refused, never crashing")
    func everyTruncation() throws {
        let bytes = try Data(contentsOf: LevelFileFixture.shippedURL)
        let end = bytes.lastIndex { !" \n\r\t".utf8.contains($0) } ?? 0
        for length in stride(from: 0, to: end, by: 5) {
            #expect(F.error(bytes.prefix(length)) != nil, "accepted the first \(length) bytes")
        }
    }

    @Test("random damage to the shipped file gives an error or valid levels, never a crash")
    func randomDamage() throws {
        let original = [UInt8](try Data(contentsOf: LevelFileFixture.shippedURL))
        var seed: UInt64 = 12345
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array(#"{}[]",:0123456789-.eE truefalsenull\"#.utf8)
        var refused = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<(1 + next(3)) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes[at] = alphabet[next(alphabet.count)]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[next(alphabet.count)], at: at)
                }
            }
            do {
                for level in try LevelFile.parse(data: Data(bytes), fileName: "levels.json") {
                    #expect(LevelValidator.firstProblem(in: level) == nil)
                }
            } catch {
                #expect(error.file == "levels.json")
                refused += 1
            }
        }
        #expect(refused > 200)
    }

    @Test("a missing file is named by its path")
    func missingFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/shape-shuffle/levels.json")
        let error = try #require(F.loadError(url))
        #expect(error.file == url.path)
        #expect(error.description == "/nonexistent/shape-shuffle/levels.json: no such file")
    }

    @Test("an endless device is read only up to the cap")
    func endlessFile() throws {
        let url = URL(fileURLWithPath: "/dev/zero")
        try #require(FileManager.default.fileExists(atPath: url.path))
        var error: LevelFileError?
        let time = seconds { error = F.loadError(url) }
        #expect(error?.message.contains("larger than") == true)
        #expect(time < 2)
    }

    @Test("a directory is refused, not crashed on")
    func directory() throws {
        let error = try #require(F.loadError(URL(fileURLWithPath: "/tmp")))
        #expect(error.description == "/tmp: a folder, not a level file")
    }
}
