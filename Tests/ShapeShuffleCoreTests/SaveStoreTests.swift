import Foundation
import Testing
@testable import ShapeShuffleCore

/// Ways a save file can be unusable, each made for real on disk.
enum BadFile: String, CaseIterable, Sendable {
    case empty, truncated, notJSON, wrongTypes, huge, directory

    func make(at file: URL) throws {
        switch self {
        case .empty: try Data().write(to: file)
        case .truncated: try Data(#"{"levels": {"1": {"completed": true, "bes"#.utf8).write(to: file)
        case .notJSON: try Data("three stars, honest\n".utf8).write(to: file)
        case .wrongTypes: try Data(#"{"levels": "all of them"}"#.utf8).write(to: file)
        case .huge:
            // Sparse, so the test stays fast and small on disk.
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            #expect(truncate(file.path, 11 * 1024 * 1024) == 0)
        case .directory:
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            try Data("x".utf8).write(to: file.appendingPathComponent("inside"))
        }
    }

    func matches(_ reason: UnreadableReason) -> Bool {
        switch (self, reason) {
        case (.empty, .empty), (.directory, .notARegularFile): true
        case (.truncated, .invalidContent), (.notJSON, .invalidContent), (.wrongTypes, .invalidContent): true
        case (.huge, .tooLarge(let bytes)): bytes == 11 * 1024 * 1024
        default: false
        }
    }
}

@Suite("Loading and saving progress and settings")
struct SaveStoreTests {
    static func progressStore(in folder: URL) -> SaveStore<PlayerProgress> {
        .progress(at: SaveLocation(environment: ["XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.path]))
    }

    static func someProgress() -> PlayerProgress {
        var progress = PlayerProgress()
        progress.record(level: 1, stars: 3)
        progress.record(level: 2, stars: 2)
        return progress
    }

    @Test("with no file yet the game starts fresh without a word, and creates nothing until it saves")
    func missing() throws {
        try withTemporaryFolder { root in
            var store = Self.progressStore(in: root)
            let result = store.load(now: fixedNow)
            #expect(result.value == PlayerProgress())
            #expect(result.notice == nil)
            #expect(contents(of: root).isEmpty)
        }
    }

    @Test("what is saved is what loads next time, as readable JSON")
    func roundTrip() throws {
        try withTemporaryFolder { root in
            var store = Self.progressStore(in: root)
            #expect(store.save(Self.someProgress()) == nil)
            var again = Self.progressStore(in: root)
            let result = again.load(now: fixedNow)
            #expect(result.value == Self.someProgress())
            #expect(result.notice == nil)
            let text = try String(contentsOf: store.file, encoding: .utf8)
            #expect(text.hasSuffix("}\n") && text.contains("\n  "))
            #expect(contents(of: store.file.deletingLastPathComponent()) == ["progress.json"])
        }
    }

    @Test("an unusable file is moved aside with a .corrupt- name, the game starts fresh and says so once",
          arguments: BadFile.allCases)
    func unusableFile(bad: BadFile) throws {
        try withTemporaryFolder { root in
            var store = Self.progressStore(in: root)
            let folder = store.file.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bad.make(at: store.file)
            let before = regularFileBytes(at: store.file)

            let result = store.load(now: fixedNow)
            #expect(result.value == PlayerProgress())
            let keptAt = folder.appendingPathComponent("progress.json.corrupt-20261122T013000Z")
            guard case .startedFresh(let reason, let kept)? = result.notice?.event else {
                Issue.record("no notice for \(bad)")
                return
            }
            #expect(bad.matches(reason), "\(bad) reported as \(reason)")
            #expect(kept?.path == keptAt.path)
            #expect(result.notice?.kind == .progress && result.notice?.file == store.file)
            #expect(result.notice.flatMap(Words(.english).notice)
                    == "Your saved progress could not be read, so the game started fresh. The old file was kept as \(keptAt.lastPathComponent).")
            #expect(!FileManager.default.fileExists(atPath: store.file.path))
            if bad == .directory {
                #expect(FileManager.default.fileExists(atPath: keptAt.appendingPathComponent("inside").path))
            } else {
                #expect(regularFileBytes(at: keptAt) == before, "the old copy was changed")
            }

            // Play goes on: the next save writes a good file and leaves the old copy alone.
            #expect(store.save(Self.someProgress()) == nil)
            var again = Self.progressStore(in: root)
            let reloaded = again.load(now: fixedNow)
            #expect(reloaded.value == Self.someProgress() && reloaded.notice == nil)
            #expect(contents(of: folder) == ["progress.json", "progress.json.corrupt-20261122T013000Z"])
        }
    }

    @Test("a file the player cannot read is moved aside too", .enabled(if: getuid() != 0, "root reads everything; make test-unprivileged runs it as a throwaway user"))
    func noReadPermission() throws {
        try withTemporaryFolder { root in
            var store = Self.progressStore(in: root)
            #expect(store.save(Self.someProgress()) == nil)
            chmod(store.file.path, 0o000)
            let result = store.load(now: fixedNow)
            guard case .startedFresh(.readFailed(let error), let kept)? = result.notice?.event else {
                Issue.record("expected a read failure, got \(String(describing: result.notice))")
                return
            }
            #expect(error.code == EACCES)
            #expect(kept?.lastPathComponent == "progress.json.corrupt-20261122T013000Z")
        }
    }

    @Test("a second bad file in the same second gets its own name and does not replace the first")
    func sameSecond() throws {
        try withTemporaryFolder { root in
            var store = Self.progressStore(in: root)
            let folder = store.file.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("first".utf8).write(to: store.file)
            _ = store.load(now: fixedNow)
            try Data("second".utf8).write(to: store.file)
            let result = store.load(now: fixedNow)
            guard case .startedFresh(_, let kept)? = result.notice?.event else {
                Issue.record("no notice")
                return
            }
            #expect(kept?.lastPathComponent == "progress.json.corrupt-20261122T013000Z-2")
            let first = folder.appendingPathComponent("progress.json.corrupt-20261122T013000Z")
            #expect(try Data(contentsOf: first) == Data("first".utf8))
        }
    }

    @Test("if a bad file cannot even be moved aside, it is left alone and never saved over")
    func cannotMoveAside() throws {
        try withTemporaryFolder { root in
            // A name so long that adding ".corrupt-…" passes the file system's limit, so the rename fails.
            let file = root.appendingPathComponent(String(repeating: "p", count: 235) + ".json")
            let garbage = Data("not json, but maybe the only copy".utf8)
            try garbage.write(to: file)
            var store = SaveStore(kind: .progress, file: file, defaultValue: PlayerProgress())
            let result = store.load(now: fixedNow)
            #expect(result.value == PlayerProgress())
            guard case .startedFresh(.invalidContent, let kept)? = result.notice?.event else {
                Issue.record("no notice")
                return
            }
            #expect(kept == nil)
            #expect(store.isHoldingUnreadableFile)

            let refused = store.save(Self.someProgress())
            #expect(refused?.event == .notSaved(because: .keepingUnreadableFile))
            #expect(refused?.isRepeat == false)
            #expect(store.save(Self.someProgress())?.isRepeat == true)
            #expect(try Data(contentsOf: file) == garbage)
            #expect(contents(of: root).count == 1)
        }
    }

    @Test("when the folder cannot be written, saving reports it once and keeps trying")
    func unwritableFolder() throws {
        try withTemporaryFolder { root in
            // The data folder's parent is a regular file: no one, root included, can create it.
            let blocker = root.appendingPathComponent("share")
            try Data("in the way".utf8).write(to: blocker)
            var store = Self.progressStore(in: blocker)
            #expect(store.load(now: fixedNow).notice == nil)

            let first = store.save(Self.someProgress())
            guard case .notSaved(.fileSystem(let error))? = first?.event else {
                Issue.record("expected a file-system notice, got \(String(describing: first))")
                return
            }
            #expect(error.code == ENOTDIR)
            #expect(first?.isRepeat == false)
            #expect(store.save(Self.someProgress())?.isRepeat == true)

            try FileManager.default.removeItem(at: blocker)
            #expect(store.save(Self.someProgress()) == nil)
            var again = Self.progressStore(in: blocker)
            #expect(again.load(now: fixedNow).value == Self.someProgress())
        }
    }

    @Test("a read-only folder is reported, not fatal", .enabled(if: getuid() != 0, "root may write anywhere; make test-unprivileged runs it as a throwaway user"))
    func readOnlyFolder() throws {
        try withTemporaryFolder { root in
            var store = Self.progressStore(in: root)
            #expect(store.save(PlayerProgress()) == nil)
            let folder = store.file.deletingLastPathComponent()
            chmod(folder.path, 0o500)
            defer { chmod(folder.path, 0o700) }
            let notice = store.save(Self.someProgress())
            guard case .notSaved(.fileSystem)? = notice?.event else {
                Issue.record("expected a file-system notice")
                return
            }
            #expect(store.load(now: fixedNow).value == PlayerProgress())
        }
    }

    @Test("settings from an older version load without a notice; broken ones are moved aside")
    func settingsFile() throws {
        try withTemporaryFolder { root in
            let location = SaveLocation(environment: ["XDG_CONFIG_HOME": root.path, "HOME": root.path])
            var store = SaveStore<Settings>.settings(at: location)
            try FileManager.default.createDirectory(at: store.file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(#"{"largeCards": true}"#.utf8).write(to: store.file)
            let old = store.load(now: fixedNow)
            #expect(old.notice == nil && old.value.largeCards)

            try Data(#"{"largeCards": "very"}"#.utf8).write(to: store.file)
            let broken = store.load(now: fixedNow)
            #expect(broken.value == Settings())
            #expect(broken.notice?.kind == .settings)
            guard case .startedFresh(.invalidContent, let kept)? = broken.notice?.event else {
                Issue.record("no notice")
                return
            }
            #expect(kept?.lastPathComponent == "settings.json.corrupt-20261122T013000Z")
        }
    }

    @Test("a bad settings file of any kind is kept aside as it was, the parent is told the kept file's name, and the next change saves afresh",
          arguments: BadFile.allCases)
    func unusableSettingsFile(bad: BadFile) throws {
        try withTemporaryFolder { root in
            let location = SaveLocation(environment: ["XDG_CONFIG_HOME": root.path, "HOME": root.path])
            var store = SaveStore<Settings>.settings(at: location)
            let folder = store.file.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if bad == .wrongTypes {
                // Progress's wrong types would be a key settings never had, which loads as defaults.
                try Data(#"{"version": 1, "largeCards": "yes", "colourBlindPalette": 1}"#.utf8).write(to: store.file)
            } else {
                try bad.make(at: store.file)
            }
            let before = regularFileBytes(at: store.file)

            let result = store.load(now: fixedNow)
            #expect(result.value == Settings())
            let kept = "settings.json.corrupt-20261122T013000Z"
            let told = try #require(result.notice.flatMap(Words(.english).notice))
            #expect(told == "Your settings could not be read, so the game started with the usual settings. The old file was kept as \(kept).")
            if bad == .directory {
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(kept).appendingPathComponent("inside").path))
            } else {
                #expect(regularFileBytes(at: folder.appendingPathComponent(kept)) == before, "the old copy was changed")
            }

            var bigger = Settings()
            bigger.largeCards = true
            let saved = store.save(bigger)
            #expect(saved.flatMap(Words(.english).notice) == nil, "saving afresh told the parent again")
            var again = SaveStore<Settings>.settings(at: location)
            let reloaded = again.load(now: fixedNow)
            #expect(reloaded.value.largeCards && reloaded.notice == nil)
            #expect(contents(of: folder) == [kept, "settings.json"].sorted())
        }
    }

    @Test("moved-aside names carry the UTC time in a form that sorts")
    func timestamp() {
        #expect(SaveStore<PlayerProgress>.timestamp(fixedNow) == "20261122T013000Z")
        #expect(SaveStore<PlayerProgress>.timestamp(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
    }
}
