import Foundation
import ShapeShuffleCore

/// Small level files written inline, so each test shows the exact text the loader is given.
enum LevelFileFixture {
    static let fileName = "levels.json"

    /// The game's own `data/levels.json`, found from this file's place in the checkout.
    static let shippedURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/levels.json")

    static func loadShipped() throws -> [Level] {
        try LevelFile.load(from: shippedURL)
    }

    /// The cards of "two yellow squares": the answers at 0, 3 and 5, far distractors between.
    static let cards = [
        #"{"count": 2}"#, #"{"colour": "red"}"#, #"{"shape": "circle"}"#,
        #"{"colour": "yellow"}"#, #"{"count": 5}"#, #"{"shape": "square"}"#,
    ]
    static let prompt = #"{"count": 2, "colour": "yellow", "shape": "square"}"#

    /// One level object; `extra` is spliced in as more members.
    static func level(
        number: String, prompt: String = prompt, columns: String = "3", cards: [String] = cards, extra: String = ""
    ) -> String {
        let members = [
            #""number": \#(number)"#, #""prompt": \#(prompt)"#, #""columns": \#(columns)"#,
            #""cards": [\#(cards.joined(separator: ", "))]"#,
        ] + (extra.isEmpty ? [] : [extra])
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A file whose levels 1 and 2 are fine and whose level 3 is `third`.
    static func fileWithThirdLevel(_ third: String) -> String {
        file(levels: [level(number: "1"), level(number: "2"), third])
    }

    static func file(levels: [String], version: String = "1") -> String {
        #"{"version": \#(version), "levels": [\#(levels.joined(separator: ",\n"))]}"#
    }

    static func parse(_ text: String) throws(LevelFileError) -> [Level] {
        try LevelFile.parse(data: Data(text.utf8), fileName: fileName)
    }

    /// The error the loader gives for `text`, or nil if it (wrongly) accepts it.
    static func error(_ text: String) -> LevelFileError? {
        error(Data(text.utf8))
    }

    /// The error `LevelFile.load` gives for the file at `url`, or nil if it loads.
    static func loadError(_ url: URL) -> LevelFileError? {
        do {
            _ = try LevelFile.load(from: url)
            return nil
        } catch {
            return error
        }
    }

    static func error(_ data: Data) -> LevelFileError? {
        do {
            _ = try LevelFile.parse(data: data, fileName: fileName)
            return nil
        } catch {
            return error
        }
    }
}
