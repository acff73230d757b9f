import Foundation
import ShapeShuffleCore

// The migration kill test's subject (Tests/stress/kill_migration.py): the old layout's saves made
// into the first profile's, as the game does when a second child is added, with a pause after each
// step so a SIGKILL can land between any two.
//
//   save-torture --migrate           open the profiles as the game starts (finishing or forgetting a
//                                    migration a kill interrupted), then migrate, printing
//                                    "step <name>" after each step and "migrated" at the end
//   save-torture --migrate --check   the same without pauses, then print "migrated"
//
// SAVE_TORTURE_PAUSE_US sets the pause in microseconds (default 2000).
enum MigrationTorture {
    static func run(check: Bool) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let pause = UInt32(environment["SAVE_TORTURE_PAUSE_US"] ?? "") ?? 2000
        var setup = ProfileStartup.open(base: SaveLocation(environment: environment))
        if !setup.notices.isEmpty {
            say("notice \(setup.notices)", to: .standardError)
            exit(1)
        }
        do {
            if check {
                try ProfileStartup.makeProfiles(&setup)
            } else if !setup.hasProfiles {
                try ProfileMigration.run(setup.folders) { step in
                    say("step \(step)")
                    usleep(pause)
                    return true
                }
            }
        } catch {
            say("migration failed: \(error)", to: .standardError)
            exit(1)
        }
        say("migrated")
        exit(0)
    }
}
