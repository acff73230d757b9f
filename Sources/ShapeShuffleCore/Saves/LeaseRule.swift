import FoundationEssentials

/// What a game may do with a child's saves, given the lease it found.
public enum LeaseDecision: Hashable, Sendable {
    /// Nobody else plays: the game holds the lease (new, renewed, or taken over from a game that
    /// died) and writes everything.
    case hold(PlayLease)
    /// Another game plays these saves now: this one is told who and where, keeps the stars it wins
    /// (merged into the progress file) but writes no level in play over the other's.
    case heldElsewhere(PlayLease)
}

/// The lease's timing and who wins. Every clock is passed in, so the tests run on fake ones.
public enum LeaseRule {
    /// How often the holder writes the lease again while it plays.
    public static let renewInterval: Double = 30
    /// A lease not renewed for this long belongs to a game that died (its computer switched off,
    /// the network gone): another may take it. Four renewals' worth, so one slow write on a busy
    /// file server never hands a live game's saves away.
    public static let staleAfter: Double = 120

    /// The decision of `me`, at `now` by its own clock, over the lease found (nil: none, or one
    /// that could not be read). `isRunningHere` says whether a process of this computer still runs.
    public static func decide(found: PlayLease?, me: GameInstance, now: Date,
                              isRunningHere: (Int32) -> Bool) -> LeaseDecision {
        guard let found else { return .hold(PlayLease(holder: me, since: now, renewed: now)) }
        if found.holder.run == me.run {
            return .hold(PlayLease(holder: me, since: found.since, renewed: now))
        }
        if isStale(found, me: me, now: now, isRunningHere: isRunningHere) {
            return .hold(PlayLease(holder: me, since: now, renewed: now))
        }
        return .heldElsewhere(found)
    }

    /// On this computer a dead process is proof enough; elsewhere only time is. A lease renewed
    /// "in the future" is another computer's clock running ahead, and counts as fresh: `LeaseWatch`
    /// takes it over once it stops changing.
    static func isStale(_ lease: PlayLease, me: GameInstance, now: Date, isRunningHere: (Int32) -> Bool) -> Bool {
        if lease.holder.machine == me.machine { return !isRunningHere(lease.holder.process) }
        return now.timeIntervalSince(lease.renewed) > staleAfter
    }
}

/// A game that found the lease held watches it, by its own monotonic clock, so that a holder whose
/// clock runs ahead of this one's, and which then dies, is still found out: its lease stops changing.
public struct LeaseWatch: Sendable {
    private var lastSeen: PlayLease?
    private var unchangedSince: Double = 0

    public init() {}

    /// Looks at the lease found now; true when this game may take the saves over: the lease is
    /// gone, stale by its own time, or has not changed for `LeaseRule.staleAfter` seconds of
    /// `monotonicNow`.
    public mutating func mayTakeOver(found: PlayLease?, me: GameInstance, now: Date, monotonicNow: Double,
                                     isRunningHere: (Int32) -> Bool) -> Bool {
        guard let found else { return true }
        if case .hold = LeaseRule.decide(found: found, me: me, now: now, isRunningHere: isRunningHere) { return true }
        if found != lastSeen {
            lastSeen = found
            unchangedSince = monotonicNow
            return false
        }
        return monotonicNow - unchangedSince > LeaseRule.staleAfter
    }
}
