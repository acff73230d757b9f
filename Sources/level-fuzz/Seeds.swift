/// What the mutator starts from: the shipped file (read at run time) and level files shaped like
/// the error fixtures of LevelFileErrorTests, each wrong in one way, so mutations begin next to
/// every check the loader makes rather than only next to a valid file.
enum Seeds {
    static let cards = [
        #"{"count": 2}"#, #"{"colour": "red"}"#, #"{"shape": "circle"}"#,
        #"{"colour": "yellow"}"#, #"{"count": 5}"#, #"{"shape": "square"}"#,
    ]
    static let prompt = #"{"count": 2, "colour": "yellow", "shape": "square"}"#

    static func level(number: String = "1", prompt: String = prompt, columns: String = "3",
                      cards: [String] = cards, extra: String = "") -> String {
        var members = [#""number": \#(number)"#, #""prompt": \#(prompt)"#, #""columns": \#(columns)"#,
                       #""cards": [\#(cards.joined(separator: ", "))]"#]
        if !extra.isEmpty { members.append(extra) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func file(_ levels: [String], version: String = "1") -> String {
        #"{"version": \#(version), "levels": [\#(levels.joined(separator: ",\n"))]}"#
    }

    static func replacing(_ index: Int, with card: String) -> [String] {
        var copy = cards
        copy[index] = card
        return copy
    }

    static let builtIn: [String] = [
        file([level()]),
        file([level(), level(number: "2")]),
        file([level()], version: "2"),
        file([level(cards: replacing(1, with: #"{"colour": "pink"}"#))]),
        file([level(cards: replacing(1, with: #"{"colour": 3}"#))]),
        file([level(columns: #""3""#)]),
        file([level(cards: replacing(0, with: #"{"count": 2.5}"#))]),
        file([level(prompt: #"{"count": 99999999999999999999, "colour": "yellow", "shape": "square"}"#)]),
        file([level(extra: #""title": "Squares""#)]),
        file([level(cards: replacing(1, with: #"{"color": "red"}"#))]),
        file([level(extra: #""columns": 2"#)]),
        file([level(cards: replacing(4, with: #"{"count": -1}"#))]),
        file([level(prompt: #"{"count": 2, "size": "big", "colour": "yellow", "shape": "square"}"#,
                    cards: cards + [#"{"size": "big"}"#])]),
        file([level(cards: replacing(1, with: #"{"colour": "red", "shape": "star"}"#))]),
        file([level(columns: "4", cards: cards + (1...11).map { #"{"shape": "s\#($0)"}"# })]),
        file([level(prompt: #""two yellow squares""#)]),
        file([level(number: "-1")]),
        file([]),
        #"{"version": 1}"#,
        "[]",
        "\u{FEFF}" + file([level()]),
    ]
}
