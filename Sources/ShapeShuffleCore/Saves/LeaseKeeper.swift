import FoundationEssentials

/// One game's side of a child's lease: takes it at start, renews it, steps down when another game
/// took it, and takes it over when the other game is gone. The clocks and the process check are
/// passed in; the file is real.
public struct LeaseKeeper: Sendable {
    public let file: LeaseFile
    public let me: GameInstance
    /// The lease this game holds, or nil while another game holds the saves.
    public private(set) var held: PlayLease?
    /// The other game's lease while this one is not the holder.
    public private(set) var other: PlayLease?
    private var watch = LeaseWatch()
    private let isRunningHere: @Sendable (Int32) -> Bool

    public init(file: LeaseFile, me: GameInstance, isRunningHere: @escaping @Sendable (Int32) -> Bool = GameInstance.isRunningHere) {
        self.file = file
        self.me = me
        self.isRunningHere = isRunningHere
    }

    /// Whether this game writes the level in play.
    public var isHolding: Bool { held != nil }

    /// What changed for the players to hear about.
    public enum Change: Hashable, Sendable {
        /// Another game holds the saves (found at start, or it took them while this one played).
        case heldElsewhere(PlayLease)
        /// This game holds them now (at start, or the other game went away).
        case holding
        /// The lease could not be written; play goes on as holder, and the next renewal tries again.
        case notWritten(FileSystemError)
    }

    /// At start, or when this child is chosen.
    public mutating func start(now: Date, monotonicNow: Double) -> Change {
        // A game killed mid-write leaves its temporary file, never half a lease: it goes here.
        AtomicFile.removeStaleTemporaries(beside: file.url)
        watch = LeaseWatch()
        switch LeaseRule.decide(found: file.read(), me: me, now: now, isRunningHere: isRunningHere) {
        case .hold(let lease): return take(lease)
        case .heldElsewhere(let lease):
            held = nil
            other = lease
            _ = watch.mayTakeOver(found: lease, me: me, now: now, monotonicNow: monotonicNow, isRunningHere: isRunningHere)
            return .heldElsewhere(lease)
        }
    }

    /// Every `LeaseRule.renewInterval` seconds: the holder renews, unless another game has taken the
    /// lease (it steps down); a game that is not the holder takes the lease once it is free or stale.
    /// Nil when nothing changed.
    public mutating func renew(now: Date, monotonicNow: Double) -> Change? {
        let found = file.read()
        if let lease = held {
            if let found, found.holder.run != me.run {
                held = nil
                other = found
                watch = LeaseWatch()
                _ = watch.mayTakeOver(found: found, me: me, now: now, monotonicNow: monotonicNow, isRunningHere: isRunningHere)
                return .heldElsewhere(found)
            }
            let change = take(PlayLease(holder: me, since: lease.since, renewed: now))
            if case .notWritten = change { return change }
            return nil
        }
        other = found ?? other
        guard watch.mayTakeOver(found: found, me: me, now: now, monotonicNow: monotonicNow, isRunningHere: isRunningHere) else {
            return nil
        }
        return take(PlayLease(holder: me, since: now, renewed: now))
    }

    /// Whether the lease on disk is still this game's: asked before writing the level in play, so
    /// two games that took a free lease at the same moment find out at the first write, not later.
    public mutating func stillHolds() -> Bool {
        guard held != nil else { return false }
        if let found = file.read(), found.holder.run != me.run {
            held = nil
            other = found
            watch = LeaseWatch()
            return false
        }
        return true
    }

    /// On quitting or choosing another child: the lease goes, if it is still this game's.
    public mutating func release() {
        if held != nil { file.release(run: me.run) }
        held = nil
    }

    private mutating func take(_ lease: PlayLease) -> Change {
        held = lease
        other = nil
        do throws(FileSystemError) {
            try file.write(lease)
            return .holding
        } catch {
            return .notWritten(error)
        }
    }
}
