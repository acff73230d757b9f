import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Temporary files from interrupted saves")
struct SaveStaleTemporaryTests {
    @Test func loadingClearsTemporariesOfSavesThatDiedButKeepsLiveOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("progress.json")
        var progress = ShapeShuffleCore.Progress()
        _ = progress.record(level: 1, stars: 3)
        try AtomicFile.write(try JSONEncoder().encode(progress), to: file)
        // A pid that cannot be running (above the kernel's limit), and this test's own, which is.
        let dead = folder.appendingPathComponent(".progress.json.tmp-99999999-1")
        let live = folder.appendingPathComponent(".progress.json.tmp-\(getpid())-2")
        let unrelated = folder.appendingPathComponent(".settings.json.tmp-99999999-3")
        for url in [dead, live, unrelated] { try Data("half".utf8).write(to: url) }

        var store = SaveStore<ShapeShuffleCore.Progress>(kind: .progress, file: file, defaultValue: .init())
        let loaded = store.load()

        #expect(loaded.value.stars(level: 1) == 3)
        #expect(loaded.notice == nil)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }
}
