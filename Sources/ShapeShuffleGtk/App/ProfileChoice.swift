import ShapeShuffleCore

/// The children on this machine and who plays now.
struct ProfileChoice {
    var setup: ProfileSetup
    /// Who plays, and the level the chooser holds back: the core's reducer.
    var switcher: ChildSwitch
    /// True when the game opens on "Who is playing?" (more than one child, no `--profile`).
    var opensOnChooser: Bool
    var roster: Roster { setup.roster }
    var current: ProfileID { switcher.current }

    init(setup: ProfileSetup, current: ProfileID, opensOnChooser: Bool) {
        self.setup = setup
        switcher = ChildSwitch(current: current)
        self.opensOnChooser = opensOnChooser
    }
}
