import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Shape outlines on cards and prompt pictures")
struct GeometryShapeOutlineTests {
    static let rects = [
        Rect(x: 0, y: 0, width: 24, height: 24), Rect(x: 10, y: 10, width: 44, height: 44),
        Rect(x: 5, y: 7, width: 64, height: 64), Rect(x: 0, y: 0, width: 120, height: 120),
        Rect(x: 3, y: 4, width: 120, height: 70), Rect(x: 0, y: 0, width: 50, height: 90),
    ]

    static func vertices(_ path: Path) -> [Point] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
    }

    @Test("every shape fits its rect and sits in the middle of it", arguments: Shape.allCases)
    func centred(shape: Shape) {
        for rect in Self.rects {
            let bounds = ShapeOutline.path(for: shape, in: rect).bounds(tolerance: 0.01)
            #expect(rect.contains(Point(x: bounds.minX, y: bounds.minY), slack: 1e-9))
            #expect(rect.contains(Point(x: bounds.maxX, y: bounds.maxY), slack: 1e-9))
            let side = min(rect.width, rect.height)
            #expect(abs(bounds.midX - rect.midX) < 0.01 * side, "\(shape) off centre across in \(rect)")
            #expect(abs(bounds.midY - rect.midY) < 0.01 * side, "\(shape) off centre down in \(rect)")
            #expect(max(bounds.width, bounds.height) >= 0.75 * side, "\(shape) too small in \(rect)")
        }
    }

    @Test("all shapes carry about the same visual weight")
    func equalWeight() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let areas = Shape.allCases.map { ShapeOutline.path(for: $0, in: rect).area(tolerance: 0.01) }
        let smallest = areas.min()!, largest = areas.max()!
        #expect(largest / smallest < 1.8)
        #expect(smallest > 0.3 * 100 * 100)
    }

    @Test("outlines grow with their rect, so they stay crisp at any size")
    func scales() {
        for shape in Shape.allCases {
            let small = ShapeOutline.path(for: shape, in: Rect(x: 0, y: 0, width: 40, height: 40)).bounds()
            let large = ShapeOutline.path(for: shape, in: Rect(x: 0, y: 0, width: 120, height: 120)).bounds()
            #expect(abs(large.width - 3 * small.width) < 0.1)
            #expect(abs(large.height - 3 * small.height) < 0.1)
        }
    }

    @Test("the rectangle is clearly wider than tall, unlike the square")
    func rectangleAndSquare() {
        let rect = Rect(x: 0, y: 0, width: 80, height: 80)
        let rectangle = ShapeOutline.path(for: .rectangle, in: rect).bounds()
        let square = ShapeOutline.path(for: .square, in: rect).bounds()
        #expect(rectangle.width / rectangle.height >= 1.5)
        #expect(abs(square.width - square.height) < 1e-9)
    }

    @Test("the triangle is equilateral and points up")
    func triangle() {
        let points = Self.vertices(ShapeOutline.path(for: .triangle, in: Rect(x: 0, y: 0, width: 90, height: 90)))
        #expect(points.count == 3)
        let sides = points.edges.map { $0.0.distance(to: $0.1) }
        #expect(sides.allSatisfy { abs($0 - sides[0]) < 1e-9 })
        let apex = points.min { $0.y < $1.y }!
        #expect(abs(apex.x - 45) < 1e-9)
        #expect(points.filter { abs($0.y - apex.y) > 1 }.allSatisfy { abs($0.y - points[1].y) < 1e-9 })
    }

    @Test("the star has five points, one straight up, evenly spaced")
    func star() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let points = Self.vertices(ShapeOutline.path(for: .star, in: rect))
        #expect(points.count == 10)
        let middle = Point(x: points.map(\.x).reduce(0, +) / 10, y: points.map(\.y).reduce(0, +) / 10)
        let radii = points.map { $0.distance(to: middle) }
        let tips = stride(from: 0, to: 10, by: 2).map { points[$0] }
        let notches = stride(from: 1, to: 10, by: 2).map { points[$0] }
        #expect(tips.allSatisfy { abs($0.distance(to: middle) - radii[0]) < 1e-6 })
        #expect(notches.allSatisfy { $0.distance(to: middle) < 0.6 * radii[0] })
        #expect(abs(tips[0].x - middle.x) < 1e-9 && tips[0].y < middle.y)
        let angles = tips.map { atan2($0.y - middle.y, $0.x - middle.x) }
        for i in angles.indices {
            let a = angles[i], b = angles[(i + 1) % angles.count]
            let step = (b - a + 4 * Double.pi).truncatingRemainder(dividingBy: 2 * .pi)
            #expect(abs(step - 2 * .pi / 5) < 1e-9)
        }
    }

    @Test("the heart is drawn with curves: two matching lobes, a notch on top, a point below")
    func heart() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let heart = ShapeOutline.path(for: .heart, in: rect)
        #expect(heart.elements.filter { if case .curve = $0 { true } else { false } }.count >= 4)
        let path = heart.flattened(tolerance: 0.01)
        let bounds = path.bounds
        // Mirror image across the middle: every sampled point is inside exactly when its mirror is.
        for x in stride(from: 1.0, to: 50, by: 3) {
            for y in stride(from: 1.0, to: 100, by: 3) {
                #expect(path.contains(Point(x: 50 - x, y: y)) == path.contains(Point(x: 50 + x, y: y)))
            }
        }
        #expect(!path.contains(Point(x: 50, y: bounds.minY + 2)), "no notch between the lobes")
        #expect(path.contains(Point(x: 50 - bounds.width / 4, y: bounds.minY + 4)), "left lobe missing")
        #expect(path.contains(Point(x: 50, y: bounds.maxY - 2)), "no point at the bottom")
        #expect(!path.contains(Point(x: bounds.minX + 6, y: bounds.maxY - 6)), "bottom is not pointed")
    }

    @Test("the diamond is a rhombus standing on a point, taller than wide")
    func diamond() {
        let points = Self.vertices(ShapeOutline.path(for: .diamond, in: Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(points.count == 4)
        let sides = points.edges.map { $0.0.distance(to: $0.1) }
        #expect(sides.allSatisfy { abs($0 - sides[0]) < 1e-9 })
        let bounds = Path.polygon(points).bounds()
        #expect(bounds.height > bounds.width)
        #expect(points.contains { abs($0.x - 50) < 1e-9 && abs($0.y - bounds.minY) < 1e-9 })
    }
}
