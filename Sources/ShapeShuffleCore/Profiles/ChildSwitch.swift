/// Who plays, as a reducer: what the chooser and the Players window do goes in as a
/// `ChildSwitchAction`, the state changes, and what the front carries out comes out as
/// `ChildSwitchEffect`s, in order.
public struct ChildSwitch: Hashable, Sendable {
    /// The child playing.
    public private(set) var current: ProfileID
    /// The level `--level N` asked for while "Who is playing?" is up: opened once a child is chosen.
    public private(set) var levelAfterChoice: Int?

    public init(current: ProfileID) { self.current = current }

    public mutating func send(_ action: ChildSwitchAction) -> [ChildSwitchEffect] {
        switch action {
        case .chooserShown(let thenLevel):
            if let thenLevel { levelAfterChoice = thenLevel }
            // Nobody plays while the chooser is up, so the next game on these saves may.
            return [.releaseSaves]
        case .chose(let id):
            let next = ScreenChoice.afterChoice(thenLevel: levelAfterChoice)
            levelAfterChoice = nil
            let switching = switched(to: id)
            // The same child chosen again plays their saves again, which the chooser let go.
            return (switching.isEmpty ? [.playSaves(id)] : switching) + [.show(next)]
        case .removed(let id, let remaining):
            return remaining.playerAfterRemoving(id, current: current).map { switched(to: $0) } ?? []
        case .savesMoved:
            return switched(to: current, force: true)
        }
    }

    private mutating func switched(to id: ProfileID, force: Bool = false) -> [ChildSwitchEffect] {
        guard id != current || force else { return [] }
        current = id
        return [.changeChild(id), .playSaves(id), .tellIfVoiceIsOff]
    }
}

public enum ChildSwitchAction: Hashable, Sendable {
    /// "Who is playing?" is up, holding back the level `--level N` asked for, if any.
    case chooserShown(thenLevel: Int?)
    /// A child's picture pressed on "Who is playing?".
    case chose(ProfileID)
    /// A child removed in Players; `remaining` is the roster without them.
    case removed(ProfileID, remaining: Roster)
    /// The first child's saves moved into their own folder, as a second child was added.
    case savesMoved
}

public enum ChildSwitchEffect: Hashable, Sendable {
    /// Let go of the lease on the saves of the child who played.
    case releaseSaves
    /// Read this child's settings, progress and level in play, and play as them from now on.
    case changeChild(ProfileID)
    /// Take the lease on this child's saves, or tell that another game plays them.
    case playSaves(ProfileID)
    /// Tell the grown-ups if the voice is off for this child.
    case tellIfVoiceIsOff
    case show(ScreenChoice)
}
