import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite struct ProfileRosterTests {
    @Test func namesAreCleanedCappedAndNeverEmpty() {
        #expect(ProfileName.cleaned("  Mia\u{0007}\n  Rose\t") == "Mia Rose")
        #expect(ProfileName.cleaned(String(repeating: "a", count: 10_000)).count == ProfileName.maximumLength)
        #expect(ProfileName.cleaned("🐱 Kit") == "🐱 Kit")
        #expect(ProfileName.cleaned("👨‍👩‍👧") == "👨‍👩‍👧")
        var roster = Roster()
        let refused = roster.add(name: "\u{0001}\u{0002} \n", picture: .cat)
        #expect(refused == .failure(.empty))
        #expect(roster.profiles.isEmpty)
    }

    @Test func hostileNamesGetSafeIdsAndStayInsideTheGameFolders() throws {
        let base = SaveLocation(environment: ["HOME": "/home/kid", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"])
        let folders = ProfileFolders(base: base)
        var roster = Roster()
        let hostile = ["../x", "/", "..", "../../etc/passwd", String(repeating: "名", count: 10_000), "a\u{0000}b", "Mia", "mia", "🐶🐶"]
        for name in hostile { _ = roster.add(name: name, picture: .dog) }
        #expect(roster.profiles.count == hostile.count)
        #expect(roster.profiles.map(\.id.rawValue) == (1...hostile.count).map { "p\($0)" })
        #expect(roster.profiles.map(\.name).contains("Mia") && roster.profiles.map(\.name).contains("mia"))
        for profile in roster.profiles {
            let location = folders.location(of: profile.id)
            for file in [location.progressFile, location.levelsInPlayFile, location.settingsFile] {
                #expect(folders.contains(file), "\(file.path)")
                #expect(!file.path.contains(".."))
            }
            #expect(location.progressFile.path == "/d/shape-shuffle/profiles/\(profile.id.rawValue)/progress.json")
            #expect(location.settingsFile.path == "/c/shape-shuffle/profiles/\(profile.id.rawValue)/settings.json")
        }
    }

    @Test func aRosterWithAPathForAnIdIsRefused() throws {
        for id in ["../x", "p0", "p01", "P1", "p1/..", "", "p", "p1234567890"] {
            let json = #"{"version":1,"nextNumber":2,"profiles":[{"id":"\#(id)","name":"Mia","picture":"cat"}]}"#
            #expect(throws: (any Error).self) { try JSONDecoder().decode(Roster.self, from: Data(json.utf8)) }
        }
        let json = #"{"version":1,"profiles":[{"id":"p7","name":"Mi\u0007a","picture":"cat"}]}"#
        let roster = try JSONDecoder().decode(Roster.self, from: Data(json.utf8))
        #expect(roster.profiles[0].name == "Mia")
        #expect(roster.nextNumber == 8)
    }

    @Test func exactNamesAreTakenButCaseDiffersIsAllowed() {
        var roster = Roster()
        roster.add(name: "Mia", picture: .cat)
        let taken = roster.add(name: " Mia ", picture: .dog)
        #expect(taken == .failure(.taken))
        let upper = roster.add(name: "MIA", picture: .dog)
        #expect((try? upper.get())?.name == "MIA")
        let second = roster.profiles[1].id, first = roster.profiles[0].id
        let renameTaken = roster.rename(second, to: "Mia")
        #expect(renameTaken == .failure(.taken))
        let renamed = roster.rename(first, to: "Mia", picture: .fish)
        #expect((try? renamed.get()) != nil)
        #expect(roster.profiles[0].picture == .fish)
    }

    @Test func idsAreNeverReusedAndTheLastProfileStays() {
        var roster = Roster()
        roster.add(name: "A", picture: .cat)
        roster.add(name: "B", picture: .dog)
        // The Players window offers Remove on every row while this holds, and on none after.
        #expect(roster.allowsRemoval)
        let removedSecond = roster.remove(ProfileID("p2")!)
        #expect(!roster.allowsRemoval)
        let removedLast = roster.remove(ProfileID("p1")!)
        #expect(removedSecond && !removedLast)
        let added = try? roster.add(name: "C", picture: .bear).get()
        #expect(added?.id.rawValue == "p3")
    }

    @Test func commandLineNamesMatchExactlyThenIgnoringCase() throws {
        var roster = Roster()
        roster.add(name: "Mia", picture: .cat)
        roster.add(name: "mia", picture: .dog)
        roster.add(name: "Leo", picture: .bear)
        let setup = ProfileSetup(folders: ProfileFolders(base: SaveLocation(environment: ["HOME": "/h"])), roster: roster,
                                 hasProfiles: true, notices: [])
        #expect(try setup.profile(named: "mia").get().picture == .dog)
        #expect(try setup.profile(named: "LEO").get().name == "Leo")
        guard case .failure(let ambiguous) = setup.profile(named: "MIA") else { Issue.record("MIA matched one"); return }
        #expect(ambiguous.isAmbiguous)
        guard case .failure(let unknown) = setup.profile(named: "Zoe") else { Issue.record("Zoe matched"); return }
        #expect(unknown.description.contains("\"Mia\"") && unknown.description.contains("\"Leo\""))
    }

    @Test("the progress view lists every child: the one playing as the game has it, the others from their files")
    func everyonesProgress() {
        var roster = Roster()
        roster.add(name: "Mia", picture: .cat)
        roster.add(name: "Leo", picture: .dog)
        let folders = ProfileFolders(base: SaveLocation(environment: ["HOME": "/h"]))
        var playing = Progress(), stored = Progress()
        _ = playing.record(level: 1, stars: 3)
        _ = stored.record(level: 2, stars: 1)
        let mia = roster.profiles[0].id, second = roster.profiles[1].id
        var read: [SaveLocation] = []
        let rows = ProfileSetup(folders: folders, roster: roster, hasProfiles: true, notices: [])
            .everyonesProgress(playing: playing, current: second, words: Words(.english)) { read.append($0); return stored }
        #expect(rows.map(\.name) == ["Mia", "Leo"])
        #expect(rows.map(\.progress) == [stored, playing])
        #expect(read == [folders.location(of: mia)], "the child playing was read from disk: \(read)")
        // The one-child layout: one row, the child playing, their files never read again.
        let single = ProfileSetup(folders: folders, roster: roster, hasProfiles: false, notices: [])
            .everyonesProgress(playing: playing, current: mia, words: Words(.english)) { _ in Issue.record("read a file"); return stored }
        #expect(single.map(\.name) == ["Mia"] && single.map(\.progress) == [playing])
    }

    @Test func everyProfileTextIsSaidInEveryLanguage() {
        for language in Language.allCases {
            let words = Words(language)
            for item in ProfileText.allCases { #expect(!words.text(item).isEmpty) }
            for picture in ProfilePicture.allCases { #expect(!words.picture(picture).isEmpty) }
            if language != .english && language != .vietnamese {
                for item in ProfileText.allCases { #expect(!words.text(item).contains { $0.isASCII && $0.isLetter }, "\(language) \(item)") }
                for picture in ProfilePicture.allCases { #expect(!words.picture(picture).contains { $0.isASCII && $0.isLetter }) }
            }
        }
        let mia = Profile(id: ProfileID("p1")!, name: "Mia", picture: .cat)
        #expect(Words(.english).profileButtonName(mia) == "Mia, cat")
        #expect(Words(.chinese).profileButtonName(mia) == "Mia，猫")
    }
}

@Suite struct ProfileChooserLayoutTests {
    /// Every child's button fits across the window, is a comfortable target, and a handful fit
    /// without scrolling on the smallest window.
    @Test func buttonsFitAndStayBig() {
        for window in [Extent(width: 800, height: 600), Extent(width: 1920, height: 1080), Extent(width: 3840, height: 2160)] {
            for count in 1...12 {
                let layout = ProfileChooserLayout(window: window, count: count)
                let rowWidth = Double(layout.columns) * layout.button.width + Double(layout.columns - 1) * layout.spacing
                #expect(rowWidth <= window.width - 64, "\(window) \(count)")
                #expect(layout.button.width >= 120 && layout.button.height >= 120, "\(window) \(count)")
                let rows = (count + layout.columns - 1) / layout.columns
                if count <= 10 {
                    #expect(Double(rows) * layout.button.height + Double(rows - 1) * layout.spacing <= window.height * 0.72 + 1,
                            "\(window) \(count) needs scrolling")
                }
            }
        }
        #expect(ProfileChooserLayout(window: Extent(width: 800, height: 600), count: 2).button.width >= 250)
    }
}

@Suite struct ProfileCommandLineTests {
    @Test func aNameWithNoProfilesNamedSaysSo() {
        let setup = ProfileStartup.open(base: SaveLocation(environment: ["HOME": "/nonexistent-home-for-tests"]))
        guard case .failure(let error) = setup.profile(named: "Mia\u{1B}[31m") else { Issue.record("matched"); return }
        #expect(error.description == "--profile \"Mia[31m\": no profile has a name yet (players are added and named in Settings, Players)")
    }
}

extension ProfileCommandLineTests {
    @Test func profileIsReadAndInTheHelp() throws {
        #expect(try LaunchOptions.parse(["--profile", "Mia Rose"]).profile == "Mia Rose")
        #expect(try LaunchOptions.parse(["--profile=../x"]).profile == "../x")
        #expect(throws: LaunchOptions.ParseError.missingValue(option: "--profile")) { try LaunchOptions.parse(["--profile"]) }
        #expect(LaunchOptions.usage.contains("[--profile NAME]") && LaunchOptions.usage.contains("--profile NAME   play as"))
    }
}
