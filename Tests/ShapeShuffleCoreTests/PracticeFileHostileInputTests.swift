import Foundation
import Testing
import ShapeShuffleCore

private typealias F = PracticeFileFixture

@Suite("Hostile practice files give errors that name the file, never crashes")
struct PracticeFileHostileInputTests {
    @Test("an empty file, and whitespace only")
    func empty() throws {
        for text in ["", "  \n"] {
            let error = try #require(F.error(text))
            #expect(error.file == F.fileName && error.field?.hasPrefix("line ") == true, "\(error)")
        }
    }

    @Test("a huge file is refused by size, before it is parsed")
    func huge() throws {
        let padding = String(repeating: " ", count: 2 * PracticeFile.maximumFileBytes)
        let error = try #require(F.error(padding + F.good))
        #expect(error.message.contains("larger than \(PracticeFile.maximumFileBytes) bytes"))
    }

    @Test("a list of a hundred thousand numbers is refused by size")
    func hugeList() throws {
        let numbers = "[" + Array(repeating: "1", count: 100_000).joined(separator: ",") + "]"
        #expect(F.error(F.with("numbers", numbers))?.message.contains("larger than") == true)
    }

    @Test("nesting ten thousand deep is refused, not recursed into", arguments: ["[", #"{"a":"#])
    func deepNesting(_ opener: String) throws {
        #expect(F.error(String(repeating: opener, count: 10_000))?.message == "nested deeper than 32 levels")
        #expect(F.error(F.with("numbers", String(repeating: "[", count: 40) + String(repeating: "]", count: 40)))?
            .message == "nested deeper than 32 levels")
    }

    @Test("wrong types are named with what was found", arguments: [
        (#"[]"#, nil as String?, "expected a practice file, found a list"),
        (F.with("numbers", #""1-3""#), "numbers", "expected a list, found text"),
        (F.with("numbers", #"["1"]"#), "numbers[0]", "expected a whole number, found text"),
        (F.with("colours", "[1]"), "colours[0]", "expected a colour name in quotes, found a number"),
        (F.with("shapes", "null"), "shapes", "expected a list, found null"),
        (F.with("cardsPerLevel", "true"), "cardsPerLevel", "expected a whole number, found true or false"),
        (F.with("levels", "{}"), "levels", "expected a whole number, found an object"),
    ])
    func wrongTypes(_ text: String, _ field: String?, _ message: String) throws {
        let error = try #require(F.error(text))
        #expect(error.field == field)
        #expect(error.message == message)
    }

    @Test("out-of-range values are refused by field", arguments: [
        (F.with("numbers", "[-1]"), "numbers[0]"), (F.with("numbers", "[99999999999999999999]"), "numbers[0]"),
        (F.with("cardsPerLevel", "-6"), "cardsPerLevel"), (F.with("cardsPerLevel", "1000000"), "cardsPerLevel"),
        (F.with("levels", "-1"), "levels"), (F.with("levels", "21"), "levels"),
        (F.with("cardsPerLevel", "99999999999999999999999"), "cardsPerLevel"),
    ])
    func outOfRange(_ text: String, _ field: String) throws {
        #expect(F.error(text)?.field == field)
    }

    @Test("unknown colours, shapes and sizes are named", arguments: [
        (F.with("colours", #"["Red"]"#), "colours[0]"), (F.with("colours", #"["pink"]"#), "colours[0]"),
        (F.with("shapes", #"["circle", "oval"]"#), "shapes[1]"), (F.with("sizes", #"["medium"]"#), "sizes[0]"),
    ])
    func unknownNames(_ text: String, _ field: String) throws {
        let error = try #require(F.error(text))
        #expect(error.field == field && error.message.hasPrefix("unknown"))
    }

    @Test("duplicate values and duplicate keys are refused", arguments: [
        (F.with("numbers", "[2, 1, 2]"), "numbers[2]"), (F.with("shapes", #"["star", "star"]"#), "shapes[1]"),
        (F.good.replacingOccurrences(of: #""levels": 3"#, with: #""levels": 3, "levels": 4"#), "levels"),
    ])
    func duplicates(_ text: String, _ field: String) throws {
        #expect(F.error(text)?.field == field)
    }

    @Test("control characters, bad UTF-8 and a NUL are refused where they are", arguments: [
        Data(F.with("colours", "[\"re\u{01}d\"]").utf8), Data(F.with("colours", "[\"red\tblue\"]").utf8),
        Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]), Data([0x00]),
    ])
    func controlCharacters(_ data: Data) throws {
        let error = try #require(F.error(data))
        #expect(error.field?.hasPrefix("line 1, column ") == true, "\(error)")
    }

    @Test("a long unknown name is clipped, so the message stays one short line")
    func longName() throws {
        let error = try #require(F.error(F.with("colours", "[\"" + String(repeating: "x", count: 200) + "\"]")))
        #expect(error.description.count < 200, "\(error)")
    }

    @Test("a folder, a missing file and a pipe are named by their path")
    func notAFile() throws {
        try withTemporaryFolder { folder in
            func loadError(_ url: URL) -> LevelFileError? {
                do { _ = try PracticeFile.load(from: url); return nil } catch { return error }
            }
            #expect(loadError(folder)?.description == "\(folder.path): a folder, not a practice file")
            #expect(loadError(folder.appendingPathComponent("none.json"))?.description == "\(folder.path)/none.json: no such file")
            let pipe = folder.appendingPathComponent("pipe")
            #expect(mkfifo(pipe.path, 0o600) == 0)
            #expect(loadError(pipe)?.description == "\(pipe.path): a pipe or socket, not a practice file")
        }
    }

    @Test("random damage to a good file gives an error naming it, or a usable choice")
    func randomDamage() {
        var random = SplitMix64(seed: 99)
        let original = [UInt8](F.good.utf8)
        let alphabet = Array(#"{}[]",:0123456789-.eE truefalsenull\"#.utf8)
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<(1 + random.next(below: 3)) {
                let at = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes[at] = random.pick(alphabet)
                case 1: bytes.remove(at: at)
                default: bytes.insert(random.pick(alphabet), at: at)
                }
            }
            do {
                #expect(try PracticeFile.parse(data: Data(bytes), fileName: F.fileName).problem == nil)
            } catch {
                #expect(error.file == F.fileName)
            }
        }
    }
}
