import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Where saves live")
struct SaveLocationTests {
    @Test("XDG folders are honoured")
    func xdg() {
        let location = SaveLocation(environment: [
            "HOME": "/home/kim", "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "/config",
        ])
        #expect(location.progressFile.path == "/data/shape-shuffle/progress.json")
        #expect(location.settingsFile.path == "/config/shape-shuffle/settings.json")
    }

    @Test("without XDG variables the usual folders under HOME are used")
    func defaults() {
        let location = SaveLocation(environment: ["HOME": "/home/kim"])
        #expect(location.progressFile.path == "/home/kim/.local/share/shape-shuffle/progress.json")
        #expect(location.settingsFile.path == "/home/kim/.config/shape-shuffle/settings.json")
    }

    @Test("empty or relative XDG values are ignored, as the XDG spec says")
    func invalidValues() {
        let location = SaveLocation(environment: ["HOME": "/home/kim", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "conf"])
        #expect(location.progressFile.path == "/home/kim/.local/share/shape-shuffle/progress.json")
        #expect(location.settingsFile.path == "/home/kim/.config/shape-shuffle/settings.json")
    }

    @Test("with no HOME at all the fallback home is used")
    func noHome() {
        let location = SaveLocation(environment: [:], fallbackHome: "/var/lib/kim")
        #expect(location.progressFile.path == "/var/lib/kim/.local/share/shape-shuffle/progress.json")
    }
}
