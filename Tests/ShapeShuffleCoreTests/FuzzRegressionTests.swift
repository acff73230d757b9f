import Foundation
import Testing
import ShapeShuffleCore
#if canImport(Glibc)
import Glibc
#endif

/// Inputs the stress tests (mk/stress.mk) found to hang or crash the level loader, kept so that
/// the bug they found cannot come back unseen.
@Suite("Level files the stress tests once broke")
struct FuzzRegressionTests {
    /// Found by Tests/stress/test_hostile_data_dir.py: `--data-dir` whose levels.json was a named
    /// pipe with no writer kept the game waiting for ever in open(2) before any window appeared.
    @Test("a named pipe nobody writes to is refused at once, not waited on")
    func namedPipe() throws {
        try withTemporaryFolder { folder in
            let pipe = folder.appendingPathComponent("levels.json")
            try #require(mkfifo(pipe.path, 0o600) == 0)
            // Were the loader to wait, this lets it go after two seconds so the test fails rather than hangs.
            let path = pipe.path
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 2)
                let writer = open(path, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
            let started = ContinuousClock.now
            let error = try #require(LevelFileFixture.loadError(pipe))
            #expect(ContinuousClock.now - started < .seconds(2))
            #expect(error.description == "\(pipe.path): a pipe or socket, not a level file")
        }
    }
}
