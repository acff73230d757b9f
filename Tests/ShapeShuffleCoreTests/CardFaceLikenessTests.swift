import Testing
@testable import ShapeShuffleCore

/// Every card face is unlike every other at a glance: what each face paints on a card (its
/// silhouette, as the core lays it out for the front to paint), overlaps any other face's by less
/// than `alike`.
@Suite("Card faces told apart")
struct CardFaceLikenessTests {
    static let face = Rect(x: 0, y: 0, width: 100, height: 120)
    static let grid = 48
    /// Two silhouettes sharing this much of what they paint (overlap over union) read as one
    /// picture: the old size card, a plain disc, shared 76% with the circle card. A colour's splash
    /// shares up to 67% with a shape's outline, and is told apart by its paint as well.
    static let alike = 0.7

    /// Where a face paints: a shape card's shape whole (filled, then outlined), a size card's named
    /// one whole and the other as its outline's band, dots and the splash whole.
    static func painted(_ attribute: Attribute) -> Set<Int> {
        let line = face.width * 0.05
        let marked: (Point) -> Bool
        switch attribute {
        case .count(let count):
            let dots = NumberFace(count: count, in: face, showsNumeral: true)
            marked = { point in dots.dots.contains { (($0.x - point.x) * ($0.x - point.x) + ($0.y - point.y) * ($0.y - point.y)).squareRoot() <= dots.dotRadius } }
        case .colour:
            let splash = SplashShape.path(in: face)
            marked = { splash.contains($0) }
        case .shape(let shape):
            let outline = ShapeOutline.path(for: shape, in: face)
            marked = { outline.contains($0) || outline.distance(from: $0) <= line / 2 }
        case .size(let size):
            let sized = SizeFace(size, in: face)
            let named = ShapeOutline.path(for: .circle, in: sized.namedRect)
            let other = ShapeOutline.path(for: .circle, in: sized.otherRect)
            marked = { named.contains($0) || other.distance(from: $0) <= line / 2 }
        }
        var cells = Set<Int>()
        for row in 0..<grid {
            for column in 0..<grid {
                let point = Point(x: face.width * (Double(column) + 0.5) / Double(grid),
                                  y: face.height * (Double(row) + 0.5) / Double(grid))
                if marked(point) { cells.insert(row * grid + column) }
            }
        }
        return cells
    }

    static var everyFace: [Attribute] {
        Attribute.countRange.map(Attribute.count) + [.colour(.red)] + Shape.allCases.map(Attribute.shape)
            + Size.allCases.map(Attribute.size)
    }

    @Test("No two faces of different kinds, and no two sizes, share most of what they paint")
    func unlike() {
        let inks = Self.everyFace.map { ($0, Self.painted($0)) }
        for (i, (first, a)) in inks.enumerated() {
            #expect(!a.isEmpty, "\(first) draws nothing")
            for (second, b) in inks.dropFirst(i + 1) where first.kind != second.kind || first.kind == .size {
                let overlap = Double(a.intersection(b).count) / Double(max(1, a.union(b).count))
                #expect(overlap < Self.alike, "\(first) and \(second) look alike: \(Int(overlap * 100))% of what they paint is shared")
            }
        }
    }

    @Test("A size card shows both sizes on one floor, the named one solid and plainly bigger or smaller")
    func sizeByComparison() {
        for size in Size.allCases {
            let sized = SizeFace(size, in: Self.face)
            #expect(sized.big.maxY == sized.small.maxY, "both stand on one floor")
            #expect(sized.small.width <= sized.big.width * 0.5, "the small one is at most half the big one")
            #expect(sized.big.maxX < sized.small.minX, "side by side, apart")
            #expect(Self.face.contains(Point(x: sized.big.minX, y: sized.big.minY))
                    && Self.face.contains(Point(x: sized.small.maxX, y: sized.small.maxY)), "inside the face")
            #expect(sized.namedRect == (size == .big ? sized.big : sized.small))
        }
    }
}
