import ShapeShuffleCore

/// Writes the levels in play: a move 60 ms after it, so that the write, which ends in an fsync,
/// does not hold up painting the move (moves in quick succession are written once); a focus
/// change only with the next move or when the level is left.
@MainActor
final class LevelsInPlayWriter {
    private var store: SaveStore<LevelsInPlay>
    private let current: @MainActor () -> LevelsInPlay
    private let onNotice: @MainActor (SaveNotice) -> Void
    /// False while another game plays these saves and its level in play is the one kept.
    private let mayWrite: @MainActor () -> Bool
    private var pending = false
    private var unsaved = false

    init(store: SaveStore<LevelsInPlay>, current: @escaping @MainActor () -> LevelsInPlay,
         onNotice: @escaping @MainActor (SaveNotice) -> Void, mayWrite: @escaping @MainActor () -> Bool = { true }) {
        self.store = store
        self.mayWrite = mayWrite
        self.current = current
        self.onNotice = onNotice
    }

    /// After a move.
    func saveSoon() {
        guard !pending else { return }
        pending = true
        MainLoop.after(milliseconds: 60) { [weak self] in
            guard let self, pending else { return }
            write()
        }
    }

    /// Something changed that is written with the next move or `saveNow` (focus alone).
    func markUnsaved() { unsaved = true }

    /// Writes what is not written yet (leaving a level, quitting).
    func saveNow() {
        guard unsaved || pending else { return }
        write()
    }

    private func write() {
        unsaved = false
        pending = false
        guard mayWrite() else { return }
        if let notice = store.save(current()) { onNotice(notice) }
    }
}
