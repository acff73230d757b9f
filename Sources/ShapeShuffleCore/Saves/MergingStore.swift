/// A save two games may write at once (two computers of a school, one child logged in twice):
/// what is on disk now, with what this game changed since it last read or wrote it.
public protocol MergesOnSave: Codable, Sendable {
    /// `disk` with what `self` changed against `base`; with no other writer (`disk == base`), `self`.
    func merged(onto disk: Self, since base: Self) -> Self
}

/// Saves by merging: before each write it reads what is on disk, so what another game wrote
/// meanwhile is kept, and the file is still written atomically. Nothing is locked.
public struct MergingStore<Value: MergesOnSave>: Sendable {
    public private(set) var store: SaveStore<Value>
    /// The value as this game last read or wrote it.
    private var base: Value

    public init(store: SaveStore<Value>, loaded: Value) {
        self.store = store
        base = loaded
    }

    /// Writes `mine` merged with the file; returns what is now saved (to play on with, so another
    /// game's stars and settings show here too) and a notice when the write failed (then `mine`).
    public mutating func save(_ mine: Value) -> (value: Value, notice: SaveNotice?) {
        let merged = mine.merged(onto: store.current() ?? base, since: base)
        if let notice = store.save(merged) { return (mine, notice) }
        base = merged
        return (merged, nil)
    }
}
