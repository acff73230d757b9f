import Foundation
import ShapeShuffleCore

// The mid-level kill test's subject: plays one level move after move exactly as the game does —
// `GameSession.apply`, then `SaveStore<LevelsInPlay>.save` — so Tests/stress/kill_mid_level.py
// can SIGKILL it between and during saves.
//
//   save-torture --level          load, resume, then make moves K+1, K+2, … forever, printing
//                                 "moved K" after each move's save returned
//   save-torture --level --check  load once and print "loaded K" (or "notice …" and exit 1)
//
// The moves are fixed: every even move adds a card that is not in the task (a mistake, so the
// count only grows), every odd one flips or pins a card. The state after K moves is therefore
// unique, and the checker finds K by replaying them.

enum LevelTorture {
    static let levelNumber = 20

    static func level() -> Level { LevelGenerator.level(number: levelNumber) }

    /// Move `index` (0-based) of the fixed sequence.
    static func move(_ index: Int, in level: Level) -> Move {
        let wrong = level.cards.filter { !level.prompt.requirements.contains($0.attribute) }.map(\.number)
        if index % 2 == 0 { return .add(card: wrong[(index / 2) % wrong.count]) }
        let card = (index / 2) % level.cards.count + 1
        return index % 4 == 1 ? .flip(card: card) : .pin(card: card)
    }

    /// The session after the first `count` moves.
    static func replay(_ count: Int) -> GameSession {
        var session = GameSession(catalog: LevelCatalog(handWritten: []), progress: Progress())
        session.start(level: levelNumber)
        let level = level()
        for index in 0..<count { _ = session.apply(move(index, in: level)) }
        return session
    }

    /// How many moves the saved state is, or nil if it is none of them. A refused move (flipping
    /// a pinned card) changes nothing, so where several counts give the same state, the last.
    static func movesIn(_ saved: LevelsInPlay, atMost limit: Int) -> Int? {
        if saved.levels.isEmpty { return 0 }
        var session = replay(0)
        let level = level()
        var found: Int?
        for count in 1...max(1, limit) {
            _ = session.apply(move(count - 1, in: level))
            if session.levelsInPlay == saved {
                found = count
            } else if found != nil {
                break
            }
        }
        return found
    }

    static func run(check: Bool) -> Never {
        let location = SaveLocation(environment: ProcessInfo.processInfo.environment)
        var store = SaveStore<LevelsInPlay>.levelsInPlay(at: location)
        let saved = loadOrFail(&store)
        let record = saved.record(level: levelNumber)
        let mistakes = record?.mistakes ?? 0
        // K is about twice the mistakes; look a little past that.
        guard let count = movesIn(saved, atMost: 2 * mistakes + 2) else {
            say("loaded a level in play that no number of moves makes: \(saved)", to: .standardError)
            exit(1)
        }
        say("loaded \(count)")
        if check { exit(0) }
        var session = GameSession(catalog: LevelCatalog(handWritten: []), progress: Progress(), levelsInPlay: saved)
        session.start(level: levelNumber)
        let level = level()
        var index = count
        while true {
            _ = session.apply(move(index, in: level))
            if let notice = store.save(session.levelsInPlay) {
                say("save \(index + 1) failed: \(notice)", to: .standardError)
                exit(1)
            }
            index += 1
            say("moved \(index)")
        }
    }
}
