import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One drawing step, each matching one cairo call (move_to, line_to, curve_to, close_path).
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// A cubic Bézier curve from the current point through two control points to `to`.
    case curve(Point, Point, to: Point)
    case close
}

/// A drawing the front replays element by element on cairo, then fills or strokes.
public struct Path: Hashable, Sendable {
    public var elements: [PathElement]

    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, to: point))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends another path's subpaths after this one's.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// A closed polygon through `points`.
    public static func polygon(_ points: [Point]) -> Path {
        guard let first = points.first else { return Path() }
        var path = Path([.move(first)])
        for point in points.dropFirst() { path.line(to: point) }
        path.close()
        return path
    }

    /// A closed circle, drawn as four quarter arcs.
    public static func circle(center: Point, radius: Double) -> Path {
        var path = Path([.move(center.offset(radius: radius, angle: 0))])
        path.arc(center: center, radius: radius, from: 0, sweep: 2 * .pi)
        path.close()
        return path
    }

    /// Continues from the arc's start point along a circular arc of `sweep` radians
    /// (positive is clockwise on screen), in pieces of at most a quarter turn so the cubic
    /// approximation stays within a few ten-thousandths of the radius.
    mutating func arc(center: Point, radius: Double, from start: Double, sweep: Double) {
        guard radius > 0, sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let from = center.offset(radius: radius, angle: angle)
            let to = center.offset(radius: radius, angle: next)
            let c1 = from + Point(x: -sin(angle), y: cos(angle)) * k
            let c2 = to - Point(x: -sin(next), y: cos(next)) * k
            curve(to: to, control1: c1, control2: c2)
            angle = next
        }
    }
}
