import FoundationEssentials

/// A path with its curves replaced by short straight edges, for measuring: as cairo fills it
/// (non-zero winding), distances to its outline, its area and bounds. Flatten once, measure often.
public struct FlatPath: Hashable, Sendable {
    /// Each subpath as a polygon; the closing edge back to the first point is implied.
    public var polygons: [[Point]]

    /// Whether cairo's default (winding) fill covers `point`.
    public func contains(_ point: Point) -> Bool {
        var winding = 0
        for polygon in polygons {
            for (a, b) in polygon.edges {
                if a.y <= point.y {
                    if b.y > point.y, Self.cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, Self.cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    /// Distance from `point` to the nearest point of the outline (zero on it, measured the same inside or out).
    public func distance(from point: Point) -> Double {
        var best = Double.infinity
        for polygon in polygons {
            for (a, b) in polygon.edges {
                best = min(best, Self.distance(from: point, toSegment: a, b))
            }
        }
        return best
    }

    /// The smallest rectangle holding the outline.
    public var bounds: Rect {
        let points = polygons.flatMap { $0 }
        guard let first = points.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The filled area (subpaths add with their orientation, so holes drawn the other way subtract).
    public var area: Double {
        var twice = 0.0
        for polygon in polygons {
            for (a, b) in polygon.edges { twice += a.x * b.y - b.x * a.y }
        }
        return abs(twice) / 2
    }

    /// Positive when `p` is left of the line a→b in y-up terms; only its sign matters here.
    static func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a
        let lengthSquared = ab.x * ab.x + ab.y * ab.y
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = min(1, max(0, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / lengthSquared))
        return p.distance(to: a + ab * t)
    }
}

extension Path {
    /// The path with every curve replaced by edges that stay within `tolerance` pixels of it.
    public func flattened(tolerance: Double = 0.05) -> FlatPath {
        var result: [[Point]] = []
        var current: [Point] = []
        var subpathStart: Point?
        func finish() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
                subpathStart = point
            case .line(let point):
                // After a close, cairo starts the next subpath where the closed one began.
                if current.isEmpty, let start = subpathStart { current = [start] }
                current.append(point)
            case .curve(let c1, let c2, let end):
                if current.isEmpty, let start = subpathStart { current = [start] }
                let start = current.last ?? c1
                current += Path.flatten(start, c1, c2, end, tolerance: tolerance)
            case .close:
                finish()
            }
        }
        finish()
        return FlatPath(polygons: result)
    }

    /// Each subpath as a polygon (closing edge implied) whose edges stay within `tolerance` of the curves.
    public func polygons(tolerance: Double = 0.05) -> [[Point]] { flattened(tolerance: tolerance).polygons }

    /// Whether cairo's default (winding) fill of this path covers `point`.
    public func contains(_ point: Point, tolerance: Double = 0.05) -> Bool {
        flattened(tolerance: tolerance).contains(point)
    }

    /// Distance from `point` to the nearest point of the outline.
    public func distance(from point: Point, tolerance: Double = 0.05) -> Double {
        flattened(tolerance: tolerance).distance(from: point)
    }

    /// The smallest rectangle holding the outline.
    public func bounds(tolerance: Double = 0.05) -> Rect { flattened(tolerance: tolerance).bounds }

    /// The filled area.
    public func area(tolerance: Double = 0.05) -> Double { flattened(tolerance: tolerance).area }

    /// Points along a cubic after its start, enough that no chord strays more than `tolerance`:
    /// a chord of 1/n of the curve deviates at most ¾·M/n², M the larger second difference.
    static func flatten(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> [Point] {
        let d1 = (p0 - p1 * 2 + p2).length
        let d2 = (p1 - p2 * 2 + p3).length
        let n = max(1, Int((0.75 * max(d1, d2) / max(tolerance, 1e-6)).squareRoot().rounded(.up)))
        return (1...n).map { i in
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                         y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }
}

extension Array where Element == Point {
    /// Consecutive pairs of points, including the closing pair from the last back to the first.
    var edges: [(Point, Point)] {
        indices.map { (self[$0], self[($0 + 1) % count]) }
    }
}
