import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The outlines of the seven shapes, as cards and prompt pictures draw them at any size.
public enum ShapeOutline {
    /// The shape's outline, centred in the largest square that fits in `rect`. Sizes are tuned so
    /// every shape looks about as heavy as the others: round and square shapes sit a little inside
    /// the square, pointed ones reach its edges. The front insets `rect` by half its line width.
    public static func path(for shape: Shape, in rect: Rect) -> Path {
        let square = rect.centredSquare
        let c = square.center
        let h = square.width / 2
        switch shape {
        case .circle:
            return .circle(center: c, radius: 0.88 * h)
        case .square:
            return box(center: c, halfWidth: 0.8 * h, halfHeight: 0.8 * h)
        case .rectangle:
            return box(center: c, halfWidth: h, halfHeight: 0.6 * h)
        case .diamond:
            return .polygon([
                Point(x: c.x, y: c.y - h), Point(x: c.x + 0.8 * h, y: c.y),
                Point(x: c.x, y: c.y + h), Point(x: c.x - 0.8 * h, y: c.y),
            ])
        case .triangle:
            return triangle(center: c, side: 2 * h)
        case .star:
            return star(center: c, outerRadius: h, innerRatio: 0.5)
        case .heart:
            return heart(center: c, width: 1.9 * h)
        }
    }

    static func box(center c: Point, halfWidth w: Double, halfHeight h: Double) -> Path {
        .polygon([
            Point(x: c.x - w, y: c.y - h), Point(x: c.x + w, y: c.y - h),
            Point(x: c.x + w, y: c.y + h), Point(x: c.x - w, y: c.y + h),
        ])
    }

    /// Equilateral, pointing up, its height centred on `c`.
    static func triangle(center c: Point, side: Double) -> Path {
        let height = side * 3.0.squareRoot() / 2
        return .polygon([
            Point(x: c.x, y: c.y - height / 2),
            Point(x: c.x + side / 2, y: c.y + height / 2),
            Point(x: c.x - side / 2, y: c.y + height / 2),
        ])
    }

    /// Five points, one straight up; moved down so its top point and lower points are equally far
    /// from the centre, because a star centred on its circle looks as if it floats too high.
    static func star(center c: Point, outerRadius r: Double, innerRatio: Double) -> Path {
        let drop = r * (1 - cos(.pi / 5)) / 2
        let middle = Point(x: c.x, y: c.y + drop)
        let points = (0..<10).map { i in
            middle.offset(radius: i.isMultiple(of: 2) ? r : r * innerRatio,
                          angle: -.pi / 2 + Double(i) * .pi / 5)
        }
        return .polygon(points)
    }

    /// Two round lobes and a point, from cubic curves drawn in a 100-unit design box whose
    /// heart spans x 5…95 and y 6…92; mirrored exactly so both lobes match.
    static func heart(center c: Point, width: Double) -> Path {
        let scale = width / 90
        func p(_ x: Double, _ y: Double) -> Point {
            Point(x: c.x + (x - 50) * scale, y: c.y + (y - 49) * scale)
        }
        var path = Path([.move(p(50, 92))])
        path.curve(to: p(5, 34), control1: p(38, 81), control2: p(5, 60))
        path.curve(to: p(28, 6), control1: p(5, 17), control2: p(15, 6))
        path.curve(to: p(50, 22), control1: p(40, 6), control2: p(47, 12))
        path.curve(to: p(72, 6), control1: p(53, 12), control2: p(60, 6))
        path.curve(to: p(95, 34), control1: p(85, 6), control2: p(95, 17))
        path.curve(to: p(50, 92), control1: p(95, 60), control2: p(62, 81))
        path.close()
        return path
    }
}
