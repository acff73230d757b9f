import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("No sound on this computer: the voice is off and says so once")
struct SchoolSoundOutputTests {
    @Test("any one way to play sound keeps the voice on; none turns it off")
    func rule() {
        let none = SoundOutputFacts(speechServerChosen: false, soundServerNamed: false, soundServerSocket: false, playbackDevice: false)
        #expect(!none.voiceCanBeHeard)
        for path in [\SoundOutputFacts.speechServerChosen, \.soundServerNamed, \.soundServerSocket, \.playbackDevice] {
            var facts = none
            facts[keyPath: path] = true
            #expect(facts.voiceCanBeHeard)
        }
    }

    @Test("it looks at SPEECHD_ADDRESS, PULSE_SERVER, the runtime folder's sockets and the ALSA devices")
    func look() throws {
        try withTemporaryFolder { folder in
            let devices = folder.appendingPathComponent("snd")
            try FileManager.default.createDirectory(at: devices, withIntermediateDirectories: true)
            let empty = ["XDG_RUNTIME_DIR": folder.path]
            #expect(!SoundOutputFacts.look(environment: empty, devices: devices.path).voiceCanBeHeard)
            #expect(!SoundOutputFacts.look(environment: empty.merging(["SPEECHD_ADDRESS": ""]) { $1 }, devices: devices.path).voiceCanBeHeard)
            #expect(SoundOutputFacts.look(environment: ["SPEECHD_ADDRESS": "unix_socket:/x"], devices: devices.path).speechServerChosen)
            #expect(SoundOutputFacts.look(environment: ["PULSE_SERVER": "unix:/x"], devices: devices.path).soundServerNamed)
            try Data().write(to: devices.appendingPathComponent("pcmC0D0c"))
            #expect(!SoundOutputFacts.look(environment: empty, devices: devices.path).playbackDevice, "a capture device plays nothing")
            try Data().write(to: devices.appendingPathComponent("pcmC0D0p"))
            #expect(SoundOutputFacts.look(environment: empty, devices: devices.path).playbackDevice)
        }
    }

    @Test("the notice is in every language")
    func words() {
        for language in Language.allCases {
            let notice = SaveNotice(kind: .voice, file: URL(fileURLWithPath: "/run/user/1/pulse/native"), event: .voiceOff)
            #expect(Words(language).notice(notice)?.isEmpty == false)
        }
    }
}
