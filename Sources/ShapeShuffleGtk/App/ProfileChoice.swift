import ShapeShuffleCore

/// The children on this machine; who plays is the core's (`Game.whoPlays`).
struct ProfileChoice {
    var setup: ProfileSetup
    /// The child who plays first.
    let first: ProfileID
    /// True when the game opens on "Who is playing?" (more than one child, no `--profile`).
    var opensOnChooser: Bool
    var roster: Roster { setup.roster }

    init(setup: ProfileSetup, current: ProfileID, opensOnChooser: Bool) {
        self.setup = setup
        first = current
        self.opensOnChooser = opensOnChooser
    }
}
