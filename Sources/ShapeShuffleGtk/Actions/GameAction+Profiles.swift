import ShapeShuffleCore

extension GameAction {
    /// What a menu calls the action: its `UIText` title, or for the profiles' own action, its
    /// words from `ProfileText`.
    func menuTitle(_ words: Words) -> String? {
        if self == .whoIsPlaying { return words.text(ProfileText.whoIsPlaying) }
        return title.map(words.text)
    }
}
