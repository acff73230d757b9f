import Testing
@testable import ShapeShuffleCore

/// The computer's grown-up settings and their rules, which the front once kept: when this run is
/// a kiosk, when the lock is on and may be changed, and how the window opens and is kept.
@Suite("The computer's grown-up settings")
struct ComputerSettingsTests {
    static func locked(_ settings: Set<AdminSetting>) -> AdminDefaults {
        var admin = AdminDefaults()
        admin.locked = settings
        return admin
    }

    @Test("--kiosk makes a kiosk for the run, with the lock on that no one may turn off, no Quit and no leaving full screen")
    func commandLineKiosk() {
        let computer = ComputerSettings(loaded: DeviceSettings(), commandLineKiosk: true)
        #expect(computer.isKiosk && computer.lockIsOn && !computer.lockCanChange)
        #expect(!computer.mayQuit && !computer.mayLeaveFullScreen && computer.showsFullScreen)
        #expect(!computer.device.kioskMode)
    }

    @Test("an administrator who locked kiosk mode off is not overruled by --kiosk, and a locked lock stays as set")
    func administratorLocks() {
        var device = DeviceSettings()
        device.kioskMode = true
        let computer = ComputerSettings(loaded: device, admin: Self.locked([.kioskMode, .grownUpLock]), commandLineKiosk: true)
        #expect(!computer.isKiosk && !computer.device.kioskMode)
        #expect(!computer.lockIsOn && !computer.lockCanChange && computer.mayQuit)
    }

    @Test("unticking kiosk mode in a --kiosk run ends the kiosk; ticking the lock alone leaves --kiosk as it was")
    func changes() {
        var computer = ComputerSettings(loaded: DeviceSettings(), commandLineKiosk: true)
        let locked = computer.choose(.lock(true))
        #expect(locked && computer.isKiosk)
        let lockedAgain = computer.choose(.lock(true))
        #expect(!lockedAgain)
        let ticked = computer.choose(.kiosk(true)), unticked = computer.choose(.kiosk(false))
        #expect(ticked && unticked)
        #expect(!computer.isKiosk && computer.lockCanChange && computer.mayQuit && computer.lockIsOn)
    }

    @Test("a kiosk's full screen is not kept as the grown-ups' choice, and a size no window has keeps the last size")
    func placementKept() {
        var device = DeviceSettings()
        device.window = WindowPlacement(width: 900, height: 640)
        device.kioskMode = true
        var computer = ComputerSettings(loaded: device)
        #expect(computer.placementToKeep(WindowPlacement(width: 1920, height: 1080, fullScreen: true))
            == WindowPlacement(width: 1920, height: 1080, fullScreen: false))
        #expect(computer.placementToKeep(WindowPlacement(width: 1, height: 1, maximized: true))
            == WindowPlacement(width: 900, height: 640, maximized: true))
        _ = computer.choose(.kiosk(false))
        #expect(!computer.showsFullScreen)
        #expect(computer.placementToKeep(WindowPlacement(width: 1024, height: 768, fullScreen: true)).fullScreen)
        let kept = computer.remember(WindowPlacement(width: 1024, height: 768, fullScreen: true))
        let keptAgain = computer.remember(WindowPlacement(width: 1024, height: 768, fullScreen: true))
        #expect(kept && !keptAgain)
        #expect(computer.showsFullScreen)
    }
}
