extension Roster {
    /// Who plays once `removed` has gone from this roster: its first child when the child playing
    /// was removed; nil while the child playing stays.
    public func playerAfterRemoving(_ removed: ProfileID, current: ProfileID) -> ProfileID? {
        removed == current ? profiles.first?.id : nil
    }
}
