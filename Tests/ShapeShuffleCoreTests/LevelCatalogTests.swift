import Testing
import ShapeShuffleCore

@Suite("The level catalog: hand-written levels first, then generated ones")
struct LevelCatalogTests {
    @Test("hand-written levels come from the file and Home shows one button for each")
    func handWritten() throws {
        let levels = try LevelFileFixture.loadShipped()
        let catalog = LevelCatalog(handWritten: levels)
        #expect(catalog.handWrittenCount == levels.count)
        #expect(catalog.homeLevelCount == levels.count)
        for level in levels {
            #expect(catalog.level(level.number) == level)
            #expect(catalog.isHandWritten(level.number))
        }
    }

    @Test("past the last hand-written level the generator deals, the same way every time")
    func generatedPastTheEnd() throws {
        let levels = try LevelFileFixture.loadShipped()
        let catalog = LevelCatalog(handWritten: levels)
        let next = levels.count + 1
        #expect(!catalog.isHandWritten(next))
        #expect(catalog.level(next) == LevelGenerator.level(number: next))
        #expect(catalog.level(next).number == next)
        #expect(catalog.level(next) != catalog.level(next + 1))
        #expect(LevelCatalog(handWritten: levels).level(next + 50) == catalog.level(next + 50))
    }
}
