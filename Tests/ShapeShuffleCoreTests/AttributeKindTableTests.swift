import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Kinds of card: one table gives their order and their place in files")
struct AttributeKindTableTests {
    @Test("the board's slots read count, size, colour, shape; a grown-up reads number, colour, shape, size")
    func orders() {
        let prompt = Prompt(count: 2, size: .big, colour: .red, shape: .star)
        #expect(prompt.requirements == [.count(2), .size(.big), .colour(.red), .shape(.star)])
        #expect(ProgressReport.headings(Words(.english)).dropLast().suffix(4)
            == ["Number mistakes", "Colour mistakes", "Shape mistakes", "Size mistakes"])
    }

    @Test("a saved practice with every kind chosen reads back as the same practice, its lists under the file's keys")
    func practiceRoundTrip() throws {
        let choice = PracticeChoice(numbers: [1, 4], colours: [.green], shapes: [.heart, .circle], sizes: [.small],
                                    cardsPerLevel: 6, levelCount: 2)
        let data = try JSONEncoder().encode(choice)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["version", "numbers", "colours", "shapes", "sizes", "cardsPerLevel", "levels"])
        #expect(try PracticeFile.parse(data: data, fileName: "practice.json") == choice)
    }
}
