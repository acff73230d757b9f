import CGtk
import ShapeShuffleCore

extension GameController {
    /// The grown-ups' progress view over `parent`: every child's progress, the one playing as the
    /// session has it now, the others as their files hold it. Callers put it behind the lock.
    func openProgress(over parent: UnsafeMutablePointer<GtkWindow>) {
        modals.open(.progress, ProgressWindow(over: parent, players: children.everyonesProgress(playing: child.session.progress),
                                              words: describer.words, appearance: appearance))
    }
}
