import FoundationEssentials
import ShapeShuffleCore

/// This game's lease on the saves of the child playing (`LeaseKeeper`, the core's rules), renewed
/// on GTK's main loop. Its changes come back as notices for the grown-ups.
@MainActor
final class SaveLease {
    private var keeper: LeaseKeeper
    private var player: String?
    private var timer: UInt32 = 0
    private var toldWriteFailure = false
    /// Another game took these saves while this one played.
    var onTaken: @MainActor (SaveNotice) -> Void = { _ in }

    init(location: SaveLocation, me: GameInstance, player: String?) {
        keeper = LeaseKeeper(file: LeaseFile(url: location.leaseFile), me: me)
        self.player = player
    }

    /// Takes the lease, or finds it held; the notice to show when another game plays these saves.
    func start() -> SaveNotice? {
        let change = keeper.start(now: Date(), monotonicNow: SpeechConnection.now())
        timer = MainLoop.every(milliseconds: UInt32(LeaseRule.renewInterval * 1000)) { [weak self] in
            self?.renew()
            return self != nil
        }
        return notice(for: change)
    }

    /// Another child is chosen: this one's lease goes, that one's is taken.
    func switchTo(_ location: SaveLocation, player: String?) -> SaveNotice? {
        release()
        keeper = LeaseKeeper(file: LeaseFile(url: location.leaseFile), me: keeper.me)
        self.player = player
        return start()
    }

    /// Whether the level in play may be written now: only by the game holding the lease.
    func mayWriteLevelsInPlay() -> Bool { keeper.stillHolds() }

    /// On quitting: the lease goes, so the next game to start on these saves plays them at once.
    func release() {
        MainLoop.cancel(timer)
        timer = 0
        keeper.release()
    }

    private func renew() {
        guard let change = keeper.renew(now: Date(), monotonicNow: SpeechConnection.now()), let notice = notice(for: change) else { return }
        onTaken(notice)
    }

    private func notice(for change: LeaseKeeper.Change) -> SaveNotice? {
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
