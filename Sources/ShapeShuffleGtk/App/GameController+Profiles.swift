import CGtk
import ShapeShuffleCore

/// The children's profiles: "Who is playing?", switching child, and the Players window.
extension GameController {

    /// "Who is playing?": the level in play is written first, as when Home is shown.
    func showChooser() {
        guard let profiles else { return }
        scanner.reset()
        saveLevelsInPlayNow()
        // Nobody plays while the chooser is up: the next game on this child's saves may.
        lease?.release()
        child.session.leaveLevel()
        let screen = WhoIsPlayingScreen(
            roster: profiles.roster, appearance: appearance,
            layout: ProfileChooserLayout(window: window.screenSize, count: profiles.roster.profiles.count),
            intents: ChooserIntents(choose: { [unowned self] in choose($0) }))
        show(.chooser(screen))
        applyLayout()
        narrate(text: describer.words.text(ProfileText.whoIsPlaying), interrupting: true)
        if let widget = screen.button(for: profiles.current) { gtk_widget_grab_focus(widget) }
    }

    /// The child the screens name as playing; nil with one child, whose screens stay as they were.
    var whoseGame: Profile? {
        profiles.flatMap { $0.roster.whoseGame($0.current) }
    }

    /// Names the child playing on the screen shown.
    func showWhoseGame() {
        home?.playerBadge.show(whoseGame, words: describer.words, appearance: appearance)
        level?.playerBadge.show(whoseGame, words: describer.words, appearance: appearance)
    }

    /// The game's voice says the child's name and picture as focus reaches their button.
    func sayName(_ profile: Profile) {
        voice.say(narration.utterance(for: profile), interrupting: false)
    }

    func narrate(text: String, interrupting: Bool) {
        voice.say(narration.utterance(saying: text), interrupting: interrupting)
    }

    /// Plays as `id` from now on: that child's settings, progress and level in play.
    func choose(_ id: ProfileID) {
        switchProfile(to: id)
        playSaves(of: id)
        let next = ScreenChoice.afterChoice(thenLevel: levelAfterChoice)
        levelAfterChoice = nil
        show(next)
    }

    func switchProfile(to id: ProfileID, force: Bool = false) {
        guard var profiles else { return }
        if id != profiles.current || force {
            let next = child.another(at: profiles.setup.location(of: id))
            profiles.current = id
            self.profiles = profiles
            changeChild(to: next)
            for notice in next.loadNotices { say(notice) }
            playSaves(of: id)
            tellIfVoiceIsOff()
        }
    }

    /// Players (from Settings): add, rename and remove children.
    func openPlayers(over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let roster = profiles?.roster else { return }
        let words = describer.words
        modals.open(.players, PlayersWindow(over: parent, roster: roster, words: words, appearance: appearance, intents: PlayersIntents(
            add: { [unowned self] name, picture, reading in
                // The first child's saves may move (`makeProfiles`): what is unsaved is written first.
                saveLevelsInPlayNow()
                let wasSingle = profiles?.setup.hasProfiles == false
                let outcome = profiles?.setup.add(name: name, picture: picture, reading: reading)
                if wasSingle, profiles?.setup.hasProfiles == true { reloadCurrentProfile() }
                return playersChanged(outcome)
            },
            rename: { [unowned self] id, name, picture, reading in
                saveLevelsInPlayNow()
                let wasSingle = profiles?.setup.hasProfiles == false
                let outcome = profiles?.setup.rename(id, to: name, picture: picture, reading: reading)
                if wasSingle, profiles?.setup.hasProfiles == true { reloadCurrentProfile() }
                return playersChanged(outcome)
            },
            remove: { [unowned self] id, parent in confirmRemoval(of: id, over: parent) },
            closed: { [unowned self] in modals.closed(.players) })))
    }

    /// The words for a change's outcome (nil when done), with the Players window shown afresh.
    func playersChanged(_ outcome: ProfileSetup.ChangeOutcome?) -> String? {
        if let roster = profiles?.roster { modals.players?.show(roster: roster) }
        // Adding, renaming or removing a child may change whose game the screens and Settings name.
        showWhoseGame()
        modals.settings?.relabel()
        switch outcome {
        case .done, nil: return nil
        case .refused(let refusal): return describer.words.refusal(refusal)
        case .notSaved(let notice):
            say(notice)
            return describer.words.notice(notice)
        }
    }

    func confirmRemoval(of id: ProfileID, over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let profile = profiles?.roster.profile(id) else { return }
        let words = describer.words
        modals.open(.removal, ConfirmDialog(
            question: words.removeQuestion(profile), confirm: words.text(ProfileText.removePlayer),
            cancel: words.text(ProfileText.keepPlayer), in: ModalWindow(title: words.removeQuestion(profile), over: parent),
            onConfirm: { [unowned self] in
                modals.closed(.removal)
                let outcome = profiles?.setup.remove(id)
                modals.players?.show(playersChanged(outcome))
                if let profiles, let next = profiles.roster.playerAfterRemoving(id, current: profiles.current) {
                    switchProfile(to: next)
                }
            }, onCancel: { [unowned self] in modals.closed(.removal) }))
    }

    /// The files of the child playing moved (the first profile was made): read them from there.
    func reloadCurrentProfile() {
        guard let current = profiles?.current else { return }
        switchProfile(to: current, force: true)
    }
}
