import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Command line")
struct LaunchOptionsTests {
    @Test func everyOptionIsRead() throws {
        let options = try LaunchOptions.parse(["--level", "8", "--lang=ja", "--data-dir", "/x"])
        #expect(options.level == 8)
        #expect(options.language == .japanese)
        #expect(options.dataDirectory == "/x")
        #expect(!options.kiosk)
    }

    @Test func kioskModeIsAnOptionAndInTheHelp() throws {
        #expect(try LaunchOptions.parse(["--kiosk", "--level", "2"]).kiosk)
        #expect(LaunchOptions.usage.contains("--kiosk"))
    }

    @Test func badInputGetsAClearMessage() {
        #expect(throws: LaunchOptions.ParseError.badLevel("zero")) { try LaunchOptions.parse(["--level", "zero"]) }
        #expect(throws: LaunchOptions.ParseError.unknownLanguage("fr")) { try LaunchOptions.parse(["--lang", "fr"]) }
        #expect(throws: LaunchOptions.ParseError.missingValue(option: "--level")) { try LaunchOptions.parse(["--level"]) }
        #expect(LaunchOptions.ParseError.unknownLanguage("fr").description.contains("en, vi, ja, ko, zh"))
    }

    @Test func theSystemLocalePicksTheLanguage() {
        #expect(Language.fromEnvironment(["LANG": "vi_VN.UTF-8"]) == .vietnamese)
        #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8", "LC_ALL": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.fromEnvironment(["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "ja_JP"]) == .chinese)
        #expect(Language.fromEnvironment(["LANG": "fr_FR.UTF-8"]) == .english)
        #expect(Language.fromEnvironment([:]) == .english)
    }

    @Test func dataIsFoundInTheSourceCheckoutAndBesideAnInstall() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let found = try DataLocator.locate(explicit: nil, executable: checkout.path + "/.build/debug/shape-shuffle",
                                           currentDirectory: "/")
        #expect(found.standardizedFileURL.path == checkout.standardizedFileURL.path)
        let installed = DataLocator.candidateFolders(explicit: nil, executable: "/opt/ss/bin/shape-shuffle", currentDirectory: "/")
        #expect(installed.first?.path == "/opt/ss/share/shape-shuffle")
        #expect(throws: DataLocator.Failure.self) {
            try DataLocator.locate(explicit: "/nonexistent", executable: "/x/bin/y", currentDirectory: "/")
        }
    }

    /// The Debian package puts the game in /usr/games and its data in /usr/share, the Flatpak in /app.
    @Test func packagedGamesFindTheirDataInShare() {
        let debian = DataLocator.candidateFolders(explicit: nil, executable: "/usr/games/shape-shuffle", currentDirectory: "/home/mia")
        #expect(debian.first?.path == "/usr/share/shape-shuffle")
        let flatpak = DataLocator.candidateFolders(explicit: nil, executable: "/app/bin/shape-shuffle", currentDirectory: "/")
        #expect(flatpak.first?.path == "/app/share/shape-shuffle")
    }
}
