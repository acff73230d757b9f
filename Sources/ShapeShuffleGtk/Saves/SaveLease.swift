import FoundationEssentials
import ShapeShuffleCore

/// This game's lease on the saves of the child playing (`LeaseKeeper`, the core's rules), renewed
/// on GTK's main loop. Its changes come back as notices for the grown-ups.
@MainActor
final class SaveLease {
    private let me: GameInstance
    /// The lease of the child playing; nil while nobody plays (the game opens on "Who is playing?").
    private var keeper: LeaseKeeper?
    private var player: String?
    private var timer: UInt32 = 0
    private var toldWriteFailure = false
    /// Another game took these saves while this one played.
    var onTaken: @MainActor (SaveNotice) -> Void = { _ in }
    /// This game plays the saves now, so whatever was told of another game playing them is past.
    var onHolding: @MainActor () -> Void = {}

    init(me: GameInstance) { self.me = me }

    /// A child plays the saves at `location`: takes their lease, or finds it held, and renews it
    /// from now on. Returns the notice to show when another game plays these saves; nil, and
    /// nothing done, when this child's lease is already this game's concern.
    func play(_ location: SaveLocation, player: String?) -> SaveNotice? {
        let file = LeaseFile(url: location.leaseFile)
        if keeper?.file.url == file.url { return nil }
        release()
        var keeper = LeaseKeeper(file: file, me: me)
        let change = keeper.start(now: Date(), monotonicNow: SpeechConnection.now())
        self.keeper = keeper
        if change == .holding { onHolding() }
        self.player = player
        timer = MainLoop.every(milliseconds: UInt32(LeaseRule.renewInterval * 1000)) { [weak self] in
            self?.renew()
            return self != nil
        }
        return notice(for: change)
    }

    /// Whether the level in play may be written now: only by the game holding the lease.
    func mayWriteLevelsInPlay() -> Bool { keeper?.stillHolds() ?? false }

    /// Nobody plays here any more (quitting, "Who is playing?"): the lease goes, so the next game
    /// on these saves plays them at once.
    func release() {
        MainLoop.cancel(timer)
        timer = 0
        keeper?.release()
        keeper = nil
    }

    private func renew() {
        guard let change = keeper?.renew(now: Date(), monotonicNow: SpeechConnection.now()) else { return }
        // The other game went away and this one took the saves over.
        if change == .holding { onHolding() }
        if let notice = notice(for: change) { onTaken(notice) }
    }

    private func notice(for change: LeaseKeeper.Change) -> SaveNotice? {
        guard let keeper else { return nil }
        switch change {
        case .holding:
            return nil
        case .heldElsewhere(let lease):
            return SaveNotice(kind: .lease, file: keeper.file.url, event: .playingElsewhere(
                player: player, host: lease.holder.host, since: ClockTime(localTimeOf: lease.since)))
        case .notWritten(let error):
            // Play goes on as the holder; the next renewal tries again. Told once, in the log.
            if !toldWriteFailure { ErrorLog.write("could not write \(keeper.file.url.path): \(error.systemMessage)") }
            toldWriteFailure = true
            return nil
        }
    }
}
