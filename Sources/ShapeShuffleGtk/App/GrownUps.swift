import CGtk
import ShapeShuffleCore

/// The grown-ups' settings of this computer (`device.json`): the lock, kiosk mode and the
/// window's last placement, saved through the core's `SaveStore` like the player's settings.
@MainActor
final class GrownUps {
    private var store: SaveStore<DeviceSettings>
    private(set) var device: DeviceSettings
    let loadNotice: SaveNotice?
    /// The administrator's defaults and locks: a locked lock or kiosk mode never changes here.
    let admin: AdminDefaults
    /// `--kiosk` holds for this run until a grown-up changes kiosk mode in Settings.
    private var commandLineKiosk: Bool
    /// SHAPE_SHUFFLE_GATE_SEED: the lock's codes from a seed, for tests that must replay them.
    private let gateSeed: UInt64?
    private var gatesOpened: UInt64 = 0

    init(store: SaveStore<DeviceSettings>, loaded: LoadResult<DeviceSettings>, commandLineKiosk: Bool,
         gateSeed: UInt64? = nil, admin: AdminDefaults = AdminDefaults()) {
        self.store = store
        self.gateSeed = gateSeed
        self.admin = admin
        device = loaded.value
        admin.enforce(&device)
        loadNotice = loaded.notice
        self.commandLineKiosk = commandLineKiosk
    }

    /// Full screen, no Quit, the lock on.
    var isKiosk: Bool { (commandLineKiosk && !admin.isLocked(.kioskMode)) || device.kioskMode }

    /// Whether Settings, Start over and Quit wait behind the grown-up lock.
    var lockIsOn: Bool { device.lockIsOn(kiosk: isKiosk) }

    /// The random source for the next opening of the lock.
    func nextGateSource() -> GateRandomSource {
        gatesOpened += 1
        return GateRandomSource(seed: gateSeed.map { $0 &+ gatesOpened })
    }

    /// Changes and saves at once; returns a notice if saving failed.
    func update(_ change: (inout DeviceSettings) -> Void) -> SaveNotice? {
        let wasKiosk = isKiosk
        change(&device)
        admin.enforce(&device)
        // Unticking kiosk mode in a `--kiosk` run ends it too.
        if device.kioskMode != wasKiosk { commandLineKiosk = false }
        return store.save(device)
    }

    /// Keeps the window's placement; written only when it changed.
    func remember(_ placement: WindowPlacement) -> SaveNotice? {
        guard device.window != placement else { return nil }
        device.window = placement
        return store.save(device)
    }
}
