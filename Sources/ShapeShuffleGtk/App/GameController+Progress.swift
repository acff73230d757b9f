import CGtk
import ShapeShuffleCore

extension GameController {
    /// The grown-ups' progress view over `parent`: every child's progress, the one playing as the
    /// session has it now, the others as their files hold it. Callers put it behind the lock.
    func openProgress(over parent: UnsafeMutablePointer<GtkWindow>) {
        let words = describer.words
        var players: [(name: String, progress: Progress)] = []
        if let profiles, profiles.setup.hasProfiles {
            for profile in profiles.roster.profiles {
                var store = SaveStore.progress(at: profiles.setup.location(of: profile.id))
                let progress = profile.id == profiles.current ? child.session.progress : store.load().value
                players.append((words.displayName(profile), progress))
            }
        } else {
            let name = profiles.flatMap { $0.roster.profile($0.current) }.map(words.displayName) ?? ""
            players = [(name, child.session.progress)]
        }
        modals.open(.progress, ProgressWindow(over: parent, players: players, words: words, appearance: appearance))
    }
}
