import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A point in logical pixels, with y growing downwards as in cairo.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
    }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

    /// Straight-line distance to another point.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// Length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The point on the circle of `radius` around `self` at `angle` (radians, clockwise on screen from +x).
    func offset(radius: Double, angle: Double) -> Point {
        Point(x: x + radius * cos(angle), y: y + radius * sin(angle))
    }
}

/// An axis-aligned rectangle in logical pixels: the space a widget or picture is given.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle moved in by `amount` on every side (a negative amount grows it).
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The largest square that fits, centred: round and square things keep their proportions in any rect.
    public var centredSquare: Rect {
        let side = min(width, height)
        return Rect(x: midX - side / 2, y: midY - side / 2, width: side, height: side)
    }

    /// Whether `point` lies inside or on the edge, allowing `slack` pixels of rounding.
    public func contains(_ point: Point, slack: Double = 0) -> Bool {
        point.x >= minX - slack && point.x <= maxX + slack && point.y >= minY - slack && point.y <= maxY + slack
    }
}
