import Foundation
import ShapeShuffleCore

// The lease kill test's subject (Tests/stress/kill_lease.py): a game's lease on a child's saves,
// taken and renewed as fast as it can be, so a SIGKILL lands inside a write.
//
//   save-torture --lease           take the lease (a killed run before is this computer's dead
//                                  process, so it is taken over), print "held", then renew without
//                                  pause, printing "renewed N" every 50 renewals
//   save-torture --lease --check   take the lease once and print "held", or why not and exit 1
enum LeaseTorture {
    static func run(check: Bool) -> Never {
        let location = SaveLocation(environment: ProcessInfo.processInfo.environment)
        var keeper = LeaseKeeper(file: LeaseFile(url: location.leaseFile), me: GameInstance.current(environment: [:]))
        var clock = 0.0
        let start = keeper.start(now: Date(), monotonicNow: clock)
        guard start == .holding else {
            say("not held: \(start)", to: .standardError)
            exit(1)
        }
        say("held")
        if check { exit(0) }
        var count = 0
        while true {
            clock += 1
            if let change = keeper.renew(now: Date(), monotonicNow: clock) {
                say("renewal changed: \(change)", to: .standardError)
                exit(1)
            }
            count += 1
            if count % 50 == 0 { say("renewed \(count)") }
        }
    }
}
