import CGtk
import ShapeShuffleCore

/// The grown-ups' settings of this computer (`device.json`): the lock, kiosk mode and the
/// window's last placement, as the core's `ComputerSettings` holds them and rules on them, saved
/// through the core's `SaveStore` like the player's settings.
@MainActor
final class GrownUps {
    private var store: SaveStore<DeviceSettings>
    private(set) var computer: ComputerSettings
    let loadNotice: SaveNotice?
    /// SHAPE_SHUFFLE_GATE_SEED: the lock's codes from a seed, for tests that must replay them.
    private let gateSeed: UInt64?
    private var gatesOpened: UInt64 = 0

    init(store: SaveStore<DeviceSettings>, loaded: LoadResult<DeviceSettings>, commandLineKiosk: Bool,
         gateSeed: UInt64? = nil, admin: AdminDefaults = AdminDefaults()) {
        self.store = store
        self.gateSeed = gateSeed
        computer = ComputerSettings(loaded: loaded.value, admin: admin, commandLineKiosk: commandLineKiosk)
        loadNotice = loaded.notice
    }

    var device: DeviceSettings { computer.device }
    var admin: AdminDefaults { computer.admin }
    var isKiosk: Bool { computer.isKiosk }
    var lockIsOn: Bool { computer.lockIsOn }

    /// The random source for the next opening of the lock.
    func nextGateSource() -> GateRandomSource {
        gatesOpened += 1
        return GateRandomSource(seed: gateSeed.map { $0 &+ gatesOpened })
    }

    /// A grown-up's choice, saved at once; a notice if saving failed.
    func choose(_ choice: GrownUpChoice) -> SaveNotice? {
        computer.choose(choice) ? store.save(computer.device) : nil
    }

    /// Keeps the window's placement, as the core says to keep it; written only when it changed.
    func remember(_ placement: WindowPlacement) -> SaveNotice? {
        computer.remember(computer.placementToKeep(placement)) ? store.save(computer.device) : nil
    }
}
