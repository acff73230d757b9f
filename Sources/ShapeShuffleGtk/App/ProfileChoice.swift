import ShapeShuffleCore

/// The children on this machine and who plays now.
struct ProfileChoice {
    var setup: ProfileSetup
    var current: ProfileID
    /// True when the game opens on "Who is playing?" (more than one child, no `--profile`).
    var opensOnChooser: Bool
    var roster: Roster { setup.roster }
}
