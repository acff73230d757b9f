import CGtk
import ShapeShuffleCore

/// What the children's flow reaches of the game: the child playing, who the core says plays, and
/// the controller's ways to send it an action, replace the child, tell the grown-ups and show a screen.
@MainActor
struct ChildrenHooks {
    let child: @MainActor () -> PlayerContext
    /// Who plays now, as `Game.whoPlays` has it.
    let current: @MainActor () -> ProfileID?
    /// To the core's one reducer (`GameController.send`), which hands the effects back to `carryOut`.
    let send: @MainActor (ChildSwitchAction) -> Void
    /// Another child plays from now on (`GameController.changeChild(to:)`).
    let changeChild: @MainActor (PlayerContext) -> Void
    let say: @MainActor (SaveNotice) -> Void
    /// Takes back every notice about one kind of file (another game playing, once it has gone).
    let withdraw: @MainActor (SaveFileKind) -> Void
    let saveLevelsInPlayNow: @MainActor () -> Void
    /// Whose game the screens name may have changed.
    let showWhoseGame: @MainActor () -> Void
    let tellIfVoiceIsOff: @MainActor () -> Void
    let show: @MainActor (ScreenChoice) -> Void
}

/// The children on this computer and who plays: choosing and switching child, the Players window
/// and its removal question, reading a child's files again when they move, and the lease on the
/// saves of the child playing. Who plays is the core's `ChildSwitch`; this carries out what it
/// decides. The chooser screen itself is the controller's.
@MainActor
final class ChildrenFlow {
    private var profiles: ProfileChoice?
    /// Who plays this child's saves; taken at start (`takeLease`).
    private var lease: SaveLease?
    private let modals: ModalCoordinator
    private let hooks: ChildrenHooks

    init(profiles: ProfileChoice?, modals: ModalCoordinator, hooks: ChildrenHooks) {
        self.profiles = profiles
        self.modals = modals
        self.hooks = hooks
    }

    private var child: PlayerContext { hooks.child() }
    private var words: Words { child.preferences.describer.words }

    /// The roster and who plays now, for "Who is playing?"; nil without profiles.
    var chooserRoster: (roster: Roster, current: ProfileID)? {
        guard let profiles, let current = hooks.current() else { return nil }
        return (profiles.roster, current)
    }
    var playerCount: Int { profiles?.roster.profiles.count ?? 0 }

    /// The child the screens name as playing; nil with one child, whose screens stay as they were.
    var whoseGame: Profile? { chooserRoster.flatMap { $0.roster.whoseGame($0.current) } }

    /// The first screen; `levelAsked` is `--level N`.
    func firstScreen(levelAsked: Int?) -> ScreenChoice {
        ScreenChoice.atStart(asksWhoIsPlaying: profiles?.opensOnChooser == true, levelAsked: levelAsked)
    }

    /// "Who is playing?" is up, holding back `thenLevel`: nobody plays, so the next game on this
    /// child's saves may.
    func chooserShown(thenLevel: Int?) { hooks.send(.chooserShown(thenLevel: thenLevel)) }

    /// Before the first screen: takes the lease on the child's saves, or finds another game playing
    /// them; the notice to tell, if any. On "Who is playing?" it is taken once a child is chosen.
    func takeLease(me: GameInstance, location: SaveLocation) -> SaveNotice? {
        let lease = SaveLease(me: me)
        lease.onTaken = { [unowned self] in hooks.say($0) }
        lease.onHolding = { [unowned self] in hooks.withdraw(.lease) }
        self.lease = lease
        guard firstScreen(levelAsked: nil).playsSaves else { return nil }
        return lease.play(location, player: whoseGame?.name)
    }

    func mayWriteLevelsInPlay() -> Bool { lease?.mayWriteLevelsInPlay() ?? true }

    func releaseLease() { lease?.release() }

    /// Plays as `id` from now on: that child's settings, progress and level in play.
    func choose(_ id: ProfileID) { hooks.send(.chose(id)) }

    /// What the core's `ChildSwitch` says follows an action.
    func carryOut(_ effect: ChildSwitchEffect) {
        guard let profiles else { return }
        switch effect {
        case .releaseSaves: lease?.release()
        case .changeChild(let id):
            let next = child.another(at: profiles.setup.location(of: id))
            hooks.changeChild(next)
            for notice in next.loadNotices { hooks.say(notice) }
        case .playSaves(let id): playSaves(of: id)
        case .tellIfVoiceIsOff: hooks.tellIfVoiceIsOff()
        case .show(let screen): hooks.show(screen)
        }
    }

    /// The chosen child's saves are played here from now on: their lease, and what to tell if
    /// another game plays them.
    private func playSaves(of id: ProfileID) {
        guard let profiles, let notice = lease?.play(profiles.setup.location(of: id), player: profiles.roster.whoseGame(id)?.name)
        else { return }
        hooks.say(notice)
    }

    /// Every child's progress for the grown-ups: the one playing as `playing` has it now, the others
    /// as their files hold it.
    func everyonesProgress(playing: Progress) -> [(name: String, progress: Progress)] {
        guard let profiles else { return [("", playing)] }
        return profiles.setup.everyonesProgress(playing: playing, current: hooks.current(), words: words) { location in
            var store = SaveStore.progress(at: location)
            return store.load().value
        }
    }

    /// Players (from Settings): add, rename and remove children.
    func openPlayers(over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let roster = profiles?.roster else { return }
        modals.open(.players, PlayersWindow(over: parent, roster: roster, words: words, appearance: child.preferences.appearance,
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
        hooks.saveLevelsInPlayNow()
        guard var choice = profiles else { return playersChanged(nil) }
        let outcome = edit(&choice.setup)
        let before = profiles?.setup
        profiles = choice
        if let before, choice.setup.movedFirstSaves(since: before) { hooks.send(.savesMoved) }
        return playersChanged(outcome)
    }

    /// The words for a change's outcome (nil when done), with the Players window shown afresh.
    private func playersChanged(_ outcome: ProfileSetup.ChangeOutcome?) -> String? {
        if let roster = profiles?.roster { modals.players?.show(roster: roster) }
        // Adding, renaming or removing a child may change whose game the screens and Settings name.
        hooks.showWhoseGame()
        modals.settings?.relabel()
        switch outcome {
        case .done, nil: return nil
        case .refused(let refusal): return words.refusal(refusal)
        case .notSaved(let notice):
            hooks.say(notice)
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
                let outcome = profiles?.setup.remove(id)
                modals.players?.show(playersChanged(outcome))
                if let roster = profiles?.roster { hooks.send(.removed(id, remaining: roster)) }
            }, onCancel: { [unowned self] in modals.closed(.removal) }))
    }
}
