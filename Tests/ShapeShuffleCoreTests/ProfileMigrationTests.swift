import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite struct ProfileMigrationTests {
    // Computed, not stored: under `make stress-asan` LeakSanitizer reported the storage of each
    // stored one, made once by the lazy global initialiser, as leaked.
    static var oldProgress: Data { Data("{\"levels\":{\"1\":{\"bestStars\":3,\"completed\":true}},\"version\":1}\n".utf8) }
    static var oldLevels: Data { Data("{\"levels\":[],\"version\":1}\n".utf8) }
    static var oldSettings: Data { Data("{\"language\":\"ja\"}\n".utf8) }

    /// A player's saves in the layout before profiles.
    func oldLayout(in folder: URL) throws -> ProfileFolders {
        let base = SaveLocation(environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data",
                                              "XDG_CONFIG_HOME": folder.path + "/config"])
        try AtomicFile.write(Self.oldProgress, to: base.progressFile)
        try AtomicFile.write(Self.oldLevels, to: base.levelsInPlayFile)
        try AtomicFile.write(Self.oldSettings, to: base.settingsFile)
        return ProfileFolders(base: base)
    }

    /// The first profile's files hold exactly the old saves, and nothing else is left behind.
    func expectMigrated(_ folders: ProfileFolders, _ setup: ProfileSetup) {
        #expect(setup.hasProfiles)
        #expect(setup.roster.profiles.map(\.id.rawValue) == ["p1"])
        let location = setup.location(of: ProfileMigration.firstID)
        #expect(regularFileBytes(at: location.progressFile) == Self.oldProgress)
        #expect(regularFileBytes(at: location.levelsInPlayFile) == Self.oldLevels)
        #expect(regularFileBytes(at: location.settingsFile) == Self.oldSettings)
        #expect(contents(of: folders.dataRoot) == ["profiles", "profiles.json"])
        #expect(contents(of: folders.configRoot) == ["profiles"])
        #expect(contents(of: folders.dataProfiles) == ["p1"])
        #expect(contents(of: folders.configProfiles) == ["p1"])
    }

    /// With one child the files stay where they are; making profiles moves them, and the next
    /// start finds them there.
    @Test func theOldSavesBecomeTheFirstProfilesOnlyWhenProfilesAreMade() throws {
        try withTemporaryFolder { folder in
            let folders = try oldLayout(in: folder)
            var setup = ProfileStartup.open(base: folders.single)
            #expect(!setup.hasProfiles && !setup.asksWhoIsPlaying)
            #expect(setup.location(of: ProfileMigration.firstID) == folders.single)
            #expect(regularFileBytes(at: folders.single.progressFile) == Self.oldProgress)
            try ProfileStartup.makeProfiles(&setup)
            expectMigrated(folders, setup)
            // A second start changes nothing.
            expectMigrated(folders, ProfileStartup.open(base: folders.single))
        }
    }

    /// What a kill leaves is read as the old layout or the new, and making profiles then ends whole.
    func startAfterAKill(_ folders: ProfileFolders) throws -> ProfileSetup {
        var setup = ProfileStartup.open(base: folders.single)
        try ProfileStartup.makeProfiles(&setup)
        return setup
    }

    @Test func aFreshStartMakesOneProfileAndNoFiles() throws {
        try withTemporaryFolder { folder in
            let base = SaveLocation(environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data",
                                                  "XDG_CONFIG_HOME": folder.path + "/config"])
            var setup = ProfileStartup.open(base: base)
            #expect(!setup.hasProfiles && !setup.asksWhoIsPlaying)
            #expect(contents(of: folder).isEmpty)
            try ProfileStartup.makeProfiles(&setup)
            #expect(contents(of: setup.folders.dataRoot) == ["profiles.json"])
        }
    }

    /// Every step boundary of the migration: stopped there as a kill would stop it, the folders hold
    /// one whole layout, and the next start ends with the old saves as the first profile's.
    @Test func aKillAtEveryStepLeavesOneWholeLayout() throws {
        var steps: [ProfileMigration.Step] = []
        try withTemporaryFolder { folder in
            let folders = try oldLayout(in: folder)
            try ProfileMigration.run(folders) { steps.append($0); return true }
        }
        #expect(steps.count == 11)
        for stop in steps {
            try withTemporaryFolder { folder in
                let folders = try oldLayout(in: folder)
                try ProfileMigration.run(folders) { $0 != stop }
                let committed = ProfileFiles.exists(folders.rosterFile)
                if !committed {
                    // The old layout is whole and untouched.
                    #expect(regularFileBytes(at: folders.single.progressFile) == Self.oldProgress, "\(stop)")
                    #expect(regularFileBytes(at: folders.single.levelsInPlayFile) == Self.oldLevels, "\(stop)")
                    #expect(regularFileBytes(at: folders.single.settingsFile) == Self.oldSettings, "\(stop)")
                }
                let passedCommit = steps.firstIndex(of: stop)! >= steps.firstIndex(of: .rosterWritten)!
                #expect(committed == passedCommit, "\(stop)")
                expectMigrated(folders, try startAfterAKill(folders))
            }
        }
    }

    @Test("an unreadable roster is kept aside and rebuilt from the folders", arguments: BadFile.allCases)
    func anUnreadableRosterIsKeptAsideAndRebuiltFromTheFolders(_ bad: BadFile) throws {
        try withTemporaryFolder { folder in
            let folders = try oldLayout(in: folder)
            _ = try startAfterAKill(folders)
            try FileManager.default.removeItem(at: folders.rosterFile)
            try bad.make(at: folders.rosterFile)
            let setup = ProfileStartup.open(base: folders.single, now: fixedNow)
            #expect(setup.notices.map(\.kind) == [.roster])
            #expect(setup.roster.profiles.map(\.id.rawValue) == ["p1"])
            #expect(regularFileBytes(at: setup.location(of: ProfileMigration.firstID).progressFile) == Self.oldProgress)
            #expect(contents(of: folders.dataRoot).contains("profiles.json.corrupt-20261122T013000Z"))
            #expect(Words(.english).notice(setup.notices[0])?.contains("profiles.json.corrupt-") == true)
        }
    }

    @Test func aRemovedProfilesFoldersAreKeptAside() throws {
        try withTemporaryFolder { folder in
            let folders = try oldLayout(in: folder)
            var setup = try startAfterAKill(folders)
            let added = try setup.roster.add(name: "Leo", picture: .bear).get()
            try AtomicFile.write(Self.oldProgress, to: folders.location(of: added.id).progressFile)
            try AtomicFile.write(Self.oldSettings, to: folders.location(of: added.id).settingsFile)
            let kept = folders.setAside(added.id, now: fixedNow)
            #expect(kept.map(\.lastPathComponent) == ["p2.removed-20261122T013000Z", "p2.removed-20261122T013000Z"])
            #expect(regularFileBytes(at: kept[0].appendingPathComponent("progress.json")) == Self.oldProgress)
            #expect(contents(of: folders.dataProfiles) == ["p1", "p2.removed-20261122T013000Z"])
        }
    }
}

@Suite struct ProfileChangeTests {
    @Test func addingASecondChildMovesTheFirstsSavesAndKeepsThemApart() throws {
        try withTemporaryFolder { folder in
            let folders = try ProfileMigrationTests().oldLayout(in: folder)
            var setup = ProfileStartup.open(base: folders.single)
            let before = setup
            guard case .done(let leo) = setup.add(name: "../Leo", picture: .bear) else { Issue.record("not added"); return }
            #expect(setup.hasProfiles && setup.asksWhoIsPlaying)
            // The child playing is read again from their own folder; a later change moves nothing.
            #expect(setup.movedFirstSaves(since: before))
            let withLeo = setup
            #expect(regularFileBytes(at: setup.location(of: ProfileMigration.firstID).progressFile) == ProfileMigrationTests.oldProgress)
            #expect(regularFileBytes(at: setup.location(of: leo.id).progressFile) == nil)
            #expect(!ProfileFiles.exists(folders.single.progressFile))
            let reopened = ProfileStartup.open(base: folders.single)
            #expect(reopened.roster == setup.roster)
            #expect(reopened.roster.profiles.map(\.name) == ["", "../Leo"])
            #expect(setup.add(name: "../Leo", picture: .cat) == .refused(.taken))
            #expect(!setup.movedFirstSaves(since: withLeo))
            #expect(setup.remove(leo.id, now: fixedNow) == .done(leo))
            #expect(setup.remove(ProfileMigration.firstID) == nil)
            #expect(ProfileStartup.open(base: folders.single).roster.profiles.map(\.id.rawValue) == ["p1"])
        }
    }

    @Test func theComputersOwnSettingsStayPutWhenASecondChildIsAdded() throws {
        try withTemporaryFolder { folder in
            let folders = try ProfileMigrationTests().oldLayout(in: folder)
            var device = SaveStore<DeviceSettings>.deviceSettings(at: ProfileStartup.open(base: folders.single).deviceLocation)
            var locked = DeviceSettings()
            locked.grownUpLock = true
            #expect(device.save(locked) == nil)
            var setup = ProfileStartup.open(base: folders.single)
            guard case .done(let leo) = setup.add(name: "Leo", picture: .bear) else { Issue.record("not added"); return }
            #expect(setup.hasProfiles)
            let reopened = ProfileStartup.open(base: folders.single)
            var store = SaveStore<DeviceSettings>.deviceSettings(at: reopened.deviceLocation)
            #expect(store.load().value.grownUpLock, "adding a child turned the lock off")
            for id in [ProfileMigration.firstID, leo.id] {
                #expect(reopened.deviceLocation.deviceSettingsFile != reopened.location(of: id).deviceSettingsFile)
            }
        }
    }
}
