import Testing
import ShapeShuffleCore

/// A number card shows its dots like a die's face and the numeral under them; a parent who hides
/// the numeral sees the dots in the middle of the card, the same size as before.
@Suite("Number face: dots like a die, the numeral under them")
struct NumberFaceTests {
    let face = Rect(x: 10, y: 20, width: 120, height: 150)

    private func dotsBox(_ numberFace: NumberFace) -> (top: Double, bottom: Double, left: Double, right: Double) {
        let dots = numberFace.dots, r = numberFace.dotRadius
        return (dots.map(\.y).min()! - r, dots.map(\.y).max()! + r, dots.map(\.x).min()! - r, dots.map(\.x).max()! + r)
    }

    @Test("a card shows as many dots as its number, inside the face", arguments: 1...6)
    func countsDots(count: Int) {
        for showsNumeral in [true, false] {
            let numberFace = NumberFace(count: count, in: face, showsNumeral: showsNumeral)
            #expect(numberFace.dots.count == count)
            let box = dotsBox(numberFace)
            #expect(box.top >= face.minY && box.bottom <= face.maxY && box.left >= face.minX && box.right <= face.maxX)
        }
    }

    @Test("with the numeral, the dots stand above it and do not touch it", arguments: 1...6)
    func numeralBelowDots(count: Int) {
        let numberFace = NumberFace(count: count, in: face, showsNumeral: true)
        let centre = try! #require(numberFace.numeralCentre)
        let numeralTop = centre.y - numberFace.numeralSize * LevelLayout.inkShare / 2
        #expect(dotsBox(numberFace).bottom < numeralTop)
        #expect(abs(centre.x - face.midX) < 0.001)
    }

    @Test("without the numeral, the dots sit in the middle of the face at the same size", arguments: 1...6)
    func centredWithoutNumeral(count: Int) {
        let hidden = NumberFace(count: count, in: face, showsNumeral: false)
        let shown = NumberFace(count: count, in: face, showsNumeral: true)
        #expect(hidden.numeralCentre == nil)
        let box = dotsBox(hidden)
        #expect(abs((box.top - face.minY) - (face.maxY - box.bottom)) < 0.001)
        #expect(hidden.dotRadius == shown.dotRadius)
    }
}
