// Core throughput for `make bench`: how fast the game core deals and checks levels and
// answers Find, timed on the release-optimised core exactly as the GTK front links it.
// Prints one JSON object on stdout; bench/run.py puts its figures in the table.
import Foundation
import ShapeShuffleCore

/// Items per second of `body`, which returns how many items one call handled and folds a result
/// into `sink` so that the optimiser cannot drop the work. After one untimed call (to warm caches)
/// it times slices of at least 50 ms for `seconds` in all and gives the median slice's rate: a
/// burst of interference from the rest of the machine moves a mean, not a median.
func rate(seconds: Double, _ body: (inout UInt64) -> Int) -> (perSecond: Double, sink: UInt64) {
    let clock = ContinuousClock()
    var sink: UInt64 = 0
    _ = body(&sink)
    var rates: [Double] = []
    let end = clock.now + .seconds(seconds)
    while clock.now < end || rates.count < 5 {
        let start = clock.now
        var items = 0
        var elapsed = Duration.zero
        repeat {
            items += body(&sink)
            elapsed = clock.now - start
        } while elapsed < .milliseconds(50)
        let (whole, attoseconds) = elapsed.components
        rates.append(Double(items) / (Double(whole) + Double(attoseconds) * 1e-18))
    }
    return (rates.sorted()[rates.count / 2], sink)
}

/// The focusable and readable elements of a level screen: what Find indexes while it is open.
func levelScreen(_ level: Level) -> [ElementID] {
    [.homeButton, .prompt]
        + (0..<level.prompt.count).map { ElementID.promptPicture(index: $0) }
        + level.prompt.requirements.indices.map { ElementID.slot(index: $0) }
        + level.cards.map { ElementID.card($0.number) }
}

/// Every element of every screen with the states it is named in: Home with `homeLevels` level
/// buttons, the level screen face down, each card face up in turn (one unpinned card lies face
/// up at a time) so that its name carries its attribute ("Card 3, yellow"), and the Well done
/// dialog.
func screens(for level: Level, homeLevels: Int) -> [(elements: [ElementID], game: GameState?)] {
    let home: [ElementID] = (1...homeLevels).map(ElementID.levelButton)
        + [.settingsButton, .helpButton, .findButton]
    let game = GameState(level: level)
    let faceUp = level.cards.map { card -> (elements: [ElementID], game: GameState?) in
        var flipped = game
        flipped.apply(.flip(card: card.number))
        return ([.card(card.number)], flipped)
    }
    return [(home, nil), (levelScreen(level), game)] + faceUp
        + [([.nextLevelButton, .dialogHomeButton], game)]
}

let seconds = Double(CommandLine.arguments.dropFirst().first ?? "") ?? 1.0

// Levels: generate and validate consecutive level numbers, as Next level deals them past the
// hand-written ones.
var nextNumber = 1
let levels = rate(seconds: seconds) { sink in
    for _ in 0..<100 {
        let level = LevelGenerator.level(number: nextNumber)
        do {
            try LevelValidator.validate(level)
        } catch {
            fatalError("generated level \(nextNumber) is invalid: \(error)")
        }
        sink &+= UInt64(level.cards.count)
        nextNumber += 1
    }
    return 100
}

// Find: in each language, index every focusable element of every screen and ask for each of
// their labels, whole and by its first two characters (what a child has typed so far).
let sample = LevelGenerator.level(number: 20)
var indexes: [(index: FindIndex, queries: [String])] = []
var labelCount = 0
for language in Language.allCases {
    let describer = AccessibilityDescriber(language: language)
    var entries: [FindEntry] = []
    for screen in screens(for: sample, homeLevels: 20) {
        entries += describer.findEntries(for: screen.elements, game: screen.game)
    }
    let labels = Array(Set(entries.flatMap(\.labels))).sorted()
    labelCount += labels.count
    indexes.append((FindIndex(entries: entries), labels + labels.map { String($0.prefix(2)) }))
}
// The languages take turns, so that every timed slice asks in all five alike.
let longest = indexes.map(\.queries.count).max() ?? 0
let asked: [(index: Int, query: String)] = (0..<longest).flatMap { position in
    indexes.indices.compactMap { language in
        indexes[language].queries.indices.contains(position)
            ? (language, indexes[language].queries[position]) : nil
    }
}
let queryCount = asked.count
var nextQuery = 0
let find = rate(seconds: seconds) { sink in
    for _ in 0..<100 {
        let (language, query) = asked[nextQuery]
        sink &+= UInt64(indexes[language].index.matches(query).count)
        nextQuery = (nextQuery + 1) % asked.count
    }
    return 100
}
let unmatched = indexes.flatMap { entry in
    entry.queries.filter { entry.index.matches($0).isEmpty }
}
precondition(unmatched.isEmpty, "Find missed its own labels: \(unmatched.prefix(5))")

// What Ctrl+F pays once per opening on a level: describe the screen's elements, fold and index
// their labels.
let sampleGame = GameState(level: sample)
let builds = rate(seconds: seconds) { sink in
    for language in Language.allCases {
        let describer = AccessibilityDescriber(language: language)
        let entries = describer.findEntries(for: levelScreen(sample), game: sampleGame)
        sink &+= UInt64(FindIndex(entries: entries).matches("1").count)
    }
    return Language.allCases.count
}

let report: [String: Any] = [
    "levels_per_second": levels.perSecond,
    "find_queries_per_second": find.perSecond,
    "find_index_builds_per_second": builds.perSecond,
    "find_labels": labelCount,
    "find_queries": queryCount,
    "languages": Language.allCases.map(\.rawValue),
    "sink": levels.sink &+ find.sink &+ builds.sink,
]
let json = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
print(String(decoding: json, as: UTF8.self))
