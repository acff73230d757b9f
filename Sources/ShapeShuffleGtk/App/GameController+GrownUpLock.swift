import CGtk
import ShapeShuffleCore

/// The grown-up lock in front of everything for grown-ups, and kiosk mode's refusals.
extension GameController {

    /// Runs `action` at once while the grown-up lock is off; otherwise opens the lock, which says
    /// it stands before `purpose`, and runs it once a grown-up has passed it. Everything meant for
    /// grown-ups only goes through here.
    func throughGrownUpGate(to purpose: GatePurpose, then action: @escaping @MainActor () -> Void) {
        guard grownUps.lockIsOn else { return action() }
        guard modals.gate == nil else { return }
        modals.open(gate: GrownUpGateDialog(over: window, words: describer.words, purpose: purpose, source: grownUps.nextGateSource(),
                                            opened: { [unowned self] in
                                                modals.gateClosed()
                                                action()
                                            }, closed: { [unowned self] in modals.gateClosed() }))
    }

    /// The window's close button: refused in a kiosk, behind the lock when it is on.
    func refusesToClose() -> Bool {
        if grownUps.isKiosk { return true }
        windowMemory.saveNow()
        guard grownUps.lockIsOn else {
            saveLevelsInPlayNow()
            return false
        }
        throughGrownUpGate(to: .quit) { [unowned self] in quit() }
        return true
    }

    /// A change to the grown-ups' settings: saved, and kiosk mode applied at once.
    func updateGrownUps(_ change: (inout DeviceSettings) -> Void) {
        if let notice = grownUps.update(change) { say(notice) }
        actions.setEnabled(.quit, !grownUps.isKiosk)
        windowMemory.kioskChanged()
    }
}
