import Foundation
import ShapeShuffleCore

// The kill test's subject: saves progress.json exactly as the game does — the same
// SaveLocation from XDG_DATA_HOME, the same SaveStore loaded first, then `save` — over and over,
// each generation one level bigger, so Tests/stress/kill_saves.py can SIGKILL it mid-save.
//
//   save-torture            load, then save generations N+1, N+2, … forever, printing
//                           "saved N" after each save that returned
//   save-torture --check    load once and print "loaded N" (or "notice …" and exit 1)
//
// Generation N is the progress of a player who finished levels 1…N, level L with stars(L);
// the checker rebuilds that JSON independently, so a mixed or partial file cannot pass.

/// The stars of level `level` in every generation: varied, so the file's bytes vary too.
func stars(_ level: Int) -> Int { level % Stars.maximum + 1 }

/// Writes straight to the file descriptor: a line is out before the next save starts, and a
/// line of a few bytes reaches the pipe whole or not at all.
func say(_ line: String, to handle: FileHandle = .standardOutput) {
    handle.write(Data((line + "\n").utf8))
}

/// Loads as the game does; a notice means the file was not a whole save, so the run fails.
func loadOrFail<Value>(_ store: inout SaveStore<Value>) -> Value {
    let loaded = store.load()
    if let notice = loaded.notice {
        say("notice \(notice)", to: .standardError)
        say("notice")
        exit(1)
    }
    return loaded.value
}

if CommandLine.arguments.dropFirst().first == "--migrate" {
    MigrationTorture.run(check: CommandLine.arguments.dropFirst(2).first == "--check")
}
if CommandLine.arguments.dropFirst().first == "--lease" {
    LeaseTorture.run(check: CommandLine.arguments.dropFirst(2).first == "--check")
}
if CommandLine.arguments.dropFirst().first == "--level" {
    LevelTorture.run(check: CommandLine.arguments.dropFirst(2).first == "--check")
}

let location = SaveLocation(environment: ProcessInfo.processInfo.environment)
var store = SaveStore<PlayerProgress>.progress(at: location)
var progress = loadOrFail(&store)
let generation = progress.completedLevels.count
// Anything but levels 1…N with their stars means a save mixed two generations.
guard progress.completedLevels == Array(1..<generation + 1),
      progress.completedLevels.allSatisfy({ progress.stars(level: $0) == stars($0) }) else {
    say("loaded a progress file that is no generation: \(progress.bestStars)", to: .standardError)
    exit(1)
}

if CommandLine.arguments.dropFirst().first == "--check" {
    say("loaded \(generation)")
    exit(0)
}

say("loaded \(generation)")
var next = generation + 1
while true {
    progress.record(level: next, stars: stars(next))
    if let notice = store.save(progress) {
        say("save \(next) failed: \(notice)", to: .standardError)
        exit(1)
    }
    say("saved \(next)")
    next += 1
}
