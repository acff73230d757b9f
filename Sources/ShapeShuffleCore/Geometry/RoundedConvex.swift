import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A convex polygon grown by `radius` in every direction: every point within `radius` of `core`.
/// A single point grows into a circle, a polygon into itself with round corners. Growing it
/// further gives a curve at exactly that distance from the shape, which is what a ring needs.
struct RoundedConvex: Hashable, Sendable {
    var core: [Point]
    var radius: Double

    init(core: [Point], radius: Double) {
        var distinct: [Point] = []
        for point in core where distinct.last.map({ $0.distance(to: point) > 1e-9 }) ?? true {
            distinct.append(point)
        }
        if distinct.count > 1, let first = distinct.first, let last = distinct.last,
           first.distance(to: last) <= 1e-9 {
            distinct.removeLast()
        }
        self.core = distinct
        self.radius = max(0, radius)
    }

    /// The same core grown by `extra` more.
    func grown(by extra: Double) -> RoundedConvex {
        RoundedConvex(core: core, radius: radius + extra)
    }

    var path: Path {
        guard let first = core.first else { return Path() }
        if core.count == 1 { return .circle(center: first, radius: radius) }
        if radius == 0 { return .polygon(core) }
        // Sign of the turning direction, so normals point away from the inside either way round.
        let twiceArea = core.edges.reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        let turn: Double = twiceArea < 0 ? -1 : 1
        let normals: [Point] = core.edges.map { a, b in
            let e = b - a
            return Point(x: e.y, y: -e.x) * (turn / e.length)
        }
        let count = core.count
        var path = Path([.move(core[0] + normals[0] * radius)])
        for i in 0..<count {
            let next = (i + 1) % count
            let corner = core[next]
            path.line(to: corner + normals[i] * radius)
            let start = atan2(normals[i].y, normals[i].x)
            let dot = normals[i].x * normals[next].x + normals[i].y * normals[next].y
            let sweep = turn * acos(min(1, max(-1, dot)))
            path.arc(center: corner, radius: radius, from: start, sweep: sweep)
        }
        path.close()
        return path
    }
}
