import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Shaped focus rings keep clear of the element")
struct RingGeometryTests {
    static let shapes: [FocusRingShape] = [
        .circle, .triangle, .square,
        .roundedRectangle(cornerRadius: 8), .roundedRectangle(cornerRadius: 0), .roundedRectangle(cornerRadius: 500),
    ]
    static let rects = [
        Rect(x: 0, y: 0, width: 24, height: 24), Rect(x: 10, y: 10, width: 44, height: 44),
        Rect(x: 0, y: 0, width: 64, height: 64), Rect(x: 7.5, y: 3.25, width: 120, height: 120),
        Rect(x: 0, y: 0, width: 44, height: 64), Rect(x: 0, y: 0, width: 120, height: 64),
    ]

    /// Points across the whole stroked band: on the centreline and at both edges, beside every
    /// vertex of the finely flattened centreline.
    static func strokePoints(_ ring: FocusRingStroke) -> [Point] {
        var points: [Point] = []
        for polygon in ring.path.polygons(tolerance: 0.01) {
            for (a, b) in polygon.edges where a.distance(to: b) > 1e-9 {
                let along = b - a
                let normal = Point(x: along.y, y: -along.x) * (1 / along.length)
                for fraction in [-1.0, 0, 1] {
                    points.append(a + normal * (fraction * ring.lineWidth / 2))
                }
            }
        }
        return points
    }

    static func check(_ shape: FocusRingShape, _ rect: Rect, gap: Double, thickness: Double) {
        let outline = FocusRing.outline(shape, in: rect).flattened(tolerance: 0.01)
        let ring = FocusRing.ring(shape, around: rect, gap: gap, thickness: thickness)
        let wantedGap = max(gap, FocusRing.minimumGap)
        let room = rect.insetBy(-FocusRing.margin(gap: gap, thickness: thickness))
        var inside = 0, tooClose = 0, tooFar = 0, outsideMargin = 0
        var nearest = Double.infinity
        for point in strokePoints(ring) {
            if outline.contains(point) { inside += 1 }
            let distance = outline.distance(from: point)
            nearest = min(nearest, distance)
            // Flattening both curves may misplace a point by two hundredths of a pixel, no more.
            if distance < wantedGap - 0.02 { tooClose += 1 }
            if distance > wantedGap + ring.lineWidth + 0.05 { tooFar += 1 }
            if !room.contains(point) { outsideMargin += 1 }
        }
        let label = "\(shape) in \(rect), gap \(gap), thickness \(thickness)"
        #expect(inside == 0, "ring covers the element: \(label)")
        #expect(tooClose == 0, "ring within \(wantedGap) px (nearest \(nearest)): \(label)")
        #expect(tooFar == 0, "ring does not follow the shape: \(label)")
        #expect(outsideMargin == 0, "ring reaches past the margin: \(label)")
        #expect(ring.lineWidth >= FocusRing.minimumThickness)
        #expect(ring.lineWidth >= thickness)
    }

    @Test("with the default gap and thickness, no part of the ring is on or within 2 px of the element",
          arguments: shapes)
    func defaults(shape: FocusRingShape) {
        #expect(FocusRing.defaultGap >= FocusRing.minimumGap + 0.5)
        #expect(FocusRing.defaultThickness >= FocusRing.minimumThickness)
        for rect in Self.rects {
            Self.check(shape, rect, gap: FocusRing.defaultGap, thickness: FocusRing.defaultThickness)
        }
    }

    @Test("at exactly the minimum gap and thickness the ring still keeps 2 px clear", arguments: shapes)
    func minimum(shape: FocusRingShape) {
        for rect in Self.rects {
            Self.check(shape, rect, gap: 2, thickness: 3)
        }
    }

    @Test("asking for less than the minimum still gives a 2 px gap and a 3 px ring")
    func clamped() {
        for shape in Self.shapes {
            Self.check(shape, Rect(x: 0, y: 0, width: 44, height: 44), gap: 0, thickness: 1)
        }
        #expect(FocusRing.ring(.circle, around: Rect(x: 0, y: 0, width: 44, height: 44), gap: 0, thickness: 0.5).lineWidth == 3)
        #expect(FocusRing.margin(gap: 0, thickness: 0) >= 5)
    }

    @Test("the circle ring is a true circle gap + half its width out, never bulging inwards", arguments: rects)
    func circleExact(rect: Rect) {
        let ring = FocusRing.ring(.circle, around: rect)
        let radius = min(rect.width, rect.height) / 2 + FocusRing.defaultGap + ring.lineWidth / 2
        let offsets = ring.path.polygons(tolerance: 0.0005).flatMap { $0 }.map { $0.distance(to: rect.center) - radius }
        // Cubic quarter circles sit outside the true circle by at most 0.03 % of the radius.
        #expect(offsets.min()! > -0.001)
        #expect(offsets.max()! < 3e-4 * radius)
    }

    @Test("the ring goes all the way round the element", arguments: shapes)
    func encloses(shape: FocusRingShape) {
        for rect in Self.rects {
            let ring = FocusRing.ring(shape, around: rect).path.flattened()
            let outlinePoints = FocusRing.outline(shape, in: rect).polygons(tolerance: 0.01).flatMap { $0 }
            #expect(outlinePoints.allSatisfy { ring.contains($0) })
            #expect(ring.polygons.count == 1)
        }
    }

    @Test("the element outlines: triangles point up, circles and squares keep their proportions")
    func outlines() {
        let wide = Rect(x: 0, y: 0, width: 80, height: 44)
        let square = FocusRing.outline(.square, in: wide).bounds()
        #expect(square == Rect(x: 18, y: 0, width: 44, height: 44))
        let circle = FocusRing.outline(.circle, in: wide).bounds(tolerance: 0.001)
        #expect(abs(circle.width - 44) < 0.01 && abs(circle.midX - 40) < 0.01)
        let triangle = FocusRing.outline(.triangle, in: wide).flattened()
        #expect(triangle.contains(Point(x: 40, y: 40)) && !triangle.contains(Point(x: 20, y: 4)))
        #expect(triangle.contains(Point(x: 40, y: 2)))
        let card = FocusRing.outline(.roundedRectangle(cornerRadius: 10), in: wide).flattened(tolerance: 0.001)
        #expect(card.bounds.width > 79.9)
        #expect(!card.contains(Point(x: 1, y: 1)) && card.contains(Point(x: 10, y: 10)))
    }

    @Test("level buttons cycle circle, triangle, square from level 1")
    func levelButtons() {
        #expect((1...7).map(FocusRingShape.levelButton) == [.circle, .triangle, .square, .circle, .triangle, .square, .circle])
    }
}
