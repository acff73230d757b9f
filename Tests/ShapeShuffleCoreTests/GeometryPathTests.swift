import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Paths the front strokes and fills")
struct GeometryPathTests {
    @Test("a circle path stays on its circle, so round things look round")
    func circleAccuracy() {
        let centre = Point(x: 50, y: 40)
        let path = Path.circle(center: centre, radius: 30)
        let points = path.polygons(tolerance: 0.001).flatMap { $0 }
        #expect(points.count > 40)
        for point in points {
            #expect(abs(point.distance(to: centre) - 30) < 0.01)
        }
    }

    @Test("filling covers the inside and nothing outside")
    func containment() {
        let square = Path.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
        #expect(square.contains(Point(x: 5, y: 5)))
        #expect(!square.contains(Point(x: 11, y: 5)))
        #expect(!square.contains(Point(x: 5, y: -0.5)))
        let circle = Path.circle(center: Point(x: 0, y: 0), radius: 10)
        #expect(circle.contains(Point(x: 7, y: 7)))
        #expect(!circle.contains(Point(x: 7.5, y: 7.5)))
    }

    @Test("distance is measured to the nearest edge, inside or out")
    func distance() {
        let square = Path.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
        #expect(abs(square.distance(from: Point(x: 13, y: 5)) - 3) < 1e-9)
        #expect(abs(square.distance(from: Point(x: 13, y: 14)) - 5) < 1e-9)
        #expect(abs(square.distance(from: Point(x: 2, y: 5)) - 2) < 1e-9)
    }

    @Test("area and bounds measure what is drawn")
    func areaAndBounds() {
        let circle = Path.circle(center: Point(x: 20, y: 30), radius: 10)
        #expect(abs(circle.area(tolerance: 0.001) - .pi * 100) < 0.1)
        let bounds = circle.bounds(tolerance: 0.001)
        #expect(abs(bounds.minX - 10) < 0.01 && abs(bounds.maxY - 40) < 0.01)
    }

    @Test("the centred square is the largest square in the middle of the rect")
    func centredSquare() {
        let square = Rect(x: 10, y: 20, width: 100, height: 40).centredSquare
        #expect(square == Rect(x: 40, y: 20, width: 40, height: 40))
    }
}
