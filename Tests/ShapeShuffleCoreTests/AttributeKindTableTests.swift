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

    @Test("every value of every kind reads back from the form files keep it in")
    func storedValuesReadBack() {
        for kind in AttributeKind.allCases {
            for value in kind.allAttributes {
                #expect(kind.attribute(stored: value.storedValue) == value, "\(value)")
                #expect(value.kind == kind)
            }
        }
        #expect(AttributeKind.count.attribute(stored: "7") == nil && AttributeKind.colour.attribute(stored: "pink") == nil)
        #expect(AttributeKind.colour.attribute(stored: "re") == nil && AttributeKind.shape.attribute(stored: "") == nil)
    }

    @Test("a prompt names each kind at most once, and every kind but those it may leave out")
    func promptByKind() {
        #expect(Prompt([.count(2), .colour(.red), .shape(.star)]) == Prompt(count: 2, colour: .red, shape: .star))
        #expect(Prompt([.shape(.star), .size(.big), .colour(.red), .count(2)])?.requirements
            == [.count(2), .size(.big), .colour(.red), .shape(.star)])
        #expect(Prompt([.count(2), .colour(.red)]) == nil)
        #expect(Prompt([.count(2), .colour(.red), .colour(.blue), .shape(.star)]) == nil)
        #expect(Prompt(count: 2, size: .big, colour: .red, shape: .star).describing == [.size(.big), .colour(.red)])
    }

    @Test("a practice choice is the same whatever order its values were chosen in")
    func choiceOrder() {
        var one = PracticeChoice([.colour(.red), .count(2), .shape(.star)], cardsPerLevel: 3, levelCount: 1)
        let other = PracticeChoice([.shape(.star), .count(2), .colour(.blue), .colour(.red)], cardsPerLevel: 3, levelCount: 1)
        #expect(one != other)
        one.choose(.colour(.blue), true)
        #expect(one == other && one.values(of: .colour) == [.colour(.red), .colour(.blue)])
        one.choose(.colour(.blue), false)
        #expect(!one.allows(.colour(.blue)) && one.numbers == [2])
    }
}
