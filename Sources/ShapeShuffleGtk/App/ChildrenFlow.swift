import CGtk
import ShapeShuffleCore

/// Choosing and switching child, the Players window and its removal question (the children
/// themselves are the store's), reading a child's files again when they move, and the lease on
/// the saves of the child playing. Who plays is the core's `ChildSwitch`; this carries out what it
/// decides about the saves, and the controller the rest (reading the next child, the screen).
@MainActor
final class ChildrenFlow {
    /// Who plays this child's saves; taken at start (`takeLease`).
    private var lease: SaveLease?
    private let modals: ModalCoordinator
    private let store: GameStore
    /// Takes back every notice about one kind of file (another game playing, once it has gone).
    private let withdraw: @MainActor (SaveFileKind) -> Void

    init(modals: ModalCoordinator, store: GameStore, withdraw: @escaping @MainActor (SaveFileKind) -> Void) {
        (self.modals, self.store, self.withdraw) = (modals, store, withdraw)
    }

    private var words: Words { store.words }
    private var profiles: ProfileChoice? { store.profiles }

    /// Names the child playing on the screen shown.
    func showWhoseGame() { store.screen?.showWhoseGame(store.whoseGame, words: words, appearance: store.appearance) }

    /// The first screen; `levelAsked` is `--level N`.
    func firstScreen(levelAsked: Int?) -> ScreenChoice {
        ScreenChoice.atStart(asksWhoIsPlaying: profiles?.opensOnChooser == true, levelAsked: levelAsked)
    }

    /// "Who is playing?" is up, holding back `thenLevel`: nobody plays, so the next game on this
    /// child's saves may.
    func chooserShown(thenLevel: Int?) { store.send(.whoPlays(.chooserShown(thenLevel: thenLevel))) }

    /// Before the first screen: takes the lease on the child's saves, or finds another game playing
    /// them; the notice to tell, if any. On "Who is playing?" it is taken once a child is chosen.
    func takeLease(me: GameInstance, location: SaveLocation) -> SaveNotice? {
        let lease = SaveLease(me: me)
        lease.onTaken = { [store] in store.tell($0) }
        lease.onHolding = { [unowned self] in withdraw(.lease) }
        self.lease = lease
        guard firstScreen(levelAsked: nil).playsSaves else { return nil }
        return lease.play(location, player: store.whoseGame?.name)
    }

    func mayWriteLevelsInPlay() -> Bool { lease?.mayWriteLevelsInPlay() ?? true }

    func releaseLease() { lease?.release() }

    /// Plays as `id` from now on: that child's settings, progress and level in play.
    func choose(_ id: ProfileID) { store.send(.whoPlays(.chose(id))) }

    /// Where the files of child `id` are; nil without profiles.
    func location(of id: ProfileID) -> SaveLocation? { profiles?.setup.location(of: id) }

    /// The chosen child's saves are played here from now on: their lease, and what to tell if
    /// another game plays them.
    func playSaves(of id: ProfileID) {
        guard let profiles, let notice = lease?.play(profiles.setup.location(of: id), player: profiles.roster.whoseGame(id)?.name)
        else { return }
        store.tell(notice)
    }

    /// Players (from Settings): add, rename and remove children.
    func openPlayers(over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let roster = profiles?.roster else { return }
        modals.open(.players, PlayersWindow(over: parent, roster: roster, words: words, appearance: store.appearance,
                                            intents: PlayersIntents(
            add: { [unowned self] name, picture, reading in
                change { $0.add(name: name, picture: picture, reading: reading) }
            },
            rename: { [unowned self] id, name, picture, reading in
                change { $0.rename(id, to: name, picture: picture, reading: reading) }
            },
            remove: { [unowned self] id, parent in confirmRemoval(of: id, over: parent) },
            closed: { [unowned self] in modals.closed(.players) })))
    }

    /// Adds or renames a child. The first child's saves may move (`makeProfiles`): what is unsaved
    /// is written first, and read again from there after.
    private func change(_ edit: (inout ProfileSetup) -> ProfileSetup.ChangeOutcome) -> String? {
        store.saveLevelsInPlayNow()
        guard let before = profiles else { return playersChanged(nil) }
        var choice = before
        let outcome = edit(&choice.setup)
        store.profilesChanged(to: choice)
        if choice.setup.movedFirstSaves(since: before.setup) { store.send(.whoPlays(.savesMoved)) }
        return playersChanged(outcome)
    }

    /// The words for a change's outcome (nil when done), with the Players window shown afresh.
    private func playersChanged(_ outcome: ProfileSetup.ChangeOutcome?) -> String? {
        if let roster = profiles?.roster { modals.players?.show(roster: roster) }
        // Adding, renaming or removing a child may change whose game the screens and Settings name.
        showWhoseGame()
        modals.settings?.relabel()
        switch outcome {
        case .done, nil: return nil
        case .refused(let refusal): return words.refusal(refusal)
        case .notSaved(let notice):
            store.tell(notice)
            return words.notice(notice)
        }
    }

    private func confirmRemoval(of id: ProfileID, over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let profile = profiles?.roster.profile(id) else { return }
        let words = words
        modals.open(.removal, ConfirmDialog(
            question: words.removeQuestion(profile), confirm: words.text(ProfileText.removePlayer),
            cancel: words.text(ProfileText.keepPlayer), in: ModalWindow(title: words.removeQuestion(profile), over: parent),
            onConfirm: { [unowned self] in
                modals.closed(.removal)
                guard var choice = profiles else { return }
                let outcome = choice.setup.remove(id)
                store.profilesChanged(to: choice)
                modals.players?.show(playersChanged(outcome))
                if let roster = profiles?.roster { store.send(.whoPlays(.removed(id, remaining: roster))) }
            }, onCancel: { [unowned self] in modals.closed(.removal) }))
    }
}
