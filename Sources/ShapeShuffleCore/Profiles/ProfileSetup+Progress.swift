extension ProfileSetup {
    /// Every child's progress for the grown-ups' progress view, in the roster's order: the child
    /// playing as the game has it now (`playing`, which holds what may not be written yet), every
    /// other child as `stored` reads it from their folder. Where the saves keep the one-child layout,
    /// one row: the child playing, named when the roster names them.
    public func everyonesProgress(playing: Progress, current: ProfileID?, words: Words,
                                  stored: (SaveLocation) -> Progress) -> [(name: String, progress: Progress)] {
        guard hasProfiles else {
            return [(current.flatMap(roster.profile).map(words.displayName) ?? "", playing)]
        }
        return roster.profiles.map { profile in
            (words.displayName(profile), profile.id == current ? playing : stored(location(of: profile.id)))
        }
    }
}
