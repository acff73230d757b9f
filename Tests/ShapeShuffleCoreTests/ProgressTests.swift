import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("PlayerProgress: completed levels and best stars")
struct ProgressTests {
    @Test("finishing a level marks it done with its stars")
    func firstCompletion() {
        var progress = PlayerProgress()
        #expect(!progress.isCompleted(level: 4))
        let firstTime = progress.record(level: 4, stars: 2)
        #expect(firstTime)
        #expect(progress.isCompleted(level: 4))
        #expect(progress.stars(level: 4) == 2)
        #expect(progress.stars(level: 5) == nil)
    }

    @Test("the best stars are kept: a worse replay does not lose them, a better one raises them")
    func keepsBest() {
        var progress = PlayerProgress()
        progress.record(level: 1, stars: 3)
        progress.record(level: 1, stars: 1)
        #expect(progress.stars(level: 1) == 3)
        #expect(progress.history(level: 1).timesFinished == 2)
        progress.record(level: 2, stars: 1)
        let betterReplay = progress.record(level: 2, stars: 2)
        #expect(betterReplay)
        #expect(progress.stars(level: 2) == 2)
        #expect(progress.completedLevels == [1, 2])
    }

    @Test("nonsense is not recorded: no level 0, stars kept within 1…3")
    func bounds() {
        var progress = PlayerProgress()
        let levelZero = progress.record(level: 0, stars: 3)
        #expect(!levelZero)
        progress.record(level: 7, stars: 9)
        #expect(progress.stars(level: 7) == 3)
        progress.record(level: 8, stars: 0)
        #expect(progress.stars(level: 8) == 1)
    }

    @Test("progress survives a trip through JSON")
    func roundTrip() throws {
        var progress = PlayerProgress()
        progress.record(level: 1, stars: 3)
        progress.record(level: 12, stars: 1)
        progress.record(level: 40, stars: 2)
        let data = try JSONEncoder().encode(progress)
        #expect(try JSONDecoder().decode(PlayerProgress.self, from: data) == progress)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"12\"") && text.contains("bestStars") && text.contains("completed"))
    }

    @Test("older and newer files load: missing sections are empty, unknown keys are ignored")
    func tolerant() throws {
        #expect(try JSONDecoder().decode(PlayerProgress.self, from: Data("{}".utf8)) == PlayerProgress())
        let newer = #"{"version": 2, "levels": {"3": {"completed": true, "bestStars": 2, "time": 41}}, "hats": 1}"#
        let progress = try JSONDecoder().decode(PlayerProgress.self, from: Data(newer.utf8))
        #expect(progress.stars(level: 3) == 2)
        let unfinished = #"{"levels": {"3": {"completed": false, "bestStars": 0}}}"#
        #expect(try JSONDecoder().decode(PlayerProgress.self, from: Data(unfinished.utf8)) == PlayerProgress())
    }

    @Test("impossible contents are refused, so the file is treated as corrupt",
          arguments: [
              #"{"levels": {"three": {"completed": true, "bestStars": 2}}}"#,
              #"{"levels": {"3": {"completed": true, "bestStars": 7}}}"#,
              #"{"levels": {"-1": {"completed": true, "bestStars": 1}}}"#,
              #"{"levels": {"3": {"completed": "yes", "bestStars": 1}}}"#,
              #"{"levels": [1, 2]}"#,
              #"[]"#,
          ])
    func refused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PlayerProgress.self, from: Data(json.utf8)) }
    }
}
