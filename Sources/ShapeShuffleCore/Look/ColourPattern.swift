import FoundationEssentials

/// A texture drawn over a colour splash so that colour is never the only cue: one per colour.
public enum ColourPattern: String, CaseIterable, Codable, Sendable, Hashable {
    case stripes, dots, checks, zigzag, waves, crosses

    /// The pattern that marks `colour`.
    public init(_ colour: Colour) {
        switch colour {
        case .red: self = .stripes
        case .orange: self = .dots
        case .yellow: self = .checks
        case .green: self = .zigzag
        case .blue: self = .waves
        case .purple: self = .crosses
        }
    }

    /// The pattern's marks covering `rect`, repeating every `cell` pixels. The front clips them
    /// to the splash and paints them in `Palette.patternInk(for:)`.
    public func marks(in rect: Rect, cell: Double = 10) -> PatternMarks {
        let cell = max(cell, 2)
        switch self {
        case .stripes: return PatternMarks(path: Self.stripes(rect, cell), paint: .stroke(lineWidth: 0.3 * cell))
        case .dots: return PatternMarks(path: Self.dots(rect, cell), paint: .fill)
        case .checks: return PatternMarks(path: Self.checks(rect, cell), paint: .fill)
        case .zigzag: return PatternMarks(path: Self.zigzag(rect, cell), paint: .stroke(lineWidth: 0.15 * cell))
        case .waves: return PatternMarks(path: Self.waves(rect, cell), paint: .stroke(lineWidth: 0.15 * cell))
        case .crosses: return PatternMarks(path: Self.crosses(rect, cell), paint: .stroke(lineWidth: 0.15 * cell))
        }
    }

    /// Lines rising to the right at 45°, `cell` apart, cut at the rect's edges.
    static func stripes(_ r: Rect, _ cell: Double) -> Path {
        var path = Path()
        let step = cell * 2.0.squareRoot()
        // Each stripe is the line x + y = k; k runs across the rect's corners.
        var k = r.minX + r.minY + step / 2
        while k < r.maxX + r.maxY {
            let start = Point(x: max(r.minX, k - r.maxY), y: min(r.maxY, k - r.minX))
            let end = Point(x: min(r.maxX, k - r.minY), y: max(r.minY, k - r.maxX))
            path.move(to: start)
            path.line(to: end)
            k += step
        }
        return path
    }

    /// Centres of whole cells, the grid centred in the rect.
    static func cellCentres(_ r: Rect, _ cell: Double) -> [(column: Int, row: Int, centre: Point)] {
        let columns = Int(r.width / cell), rows = Int(r.height / cell)
        let left = r.midX - Double(columns) * cell / 2, top = r.midY - Double(rows) * cell / 2
        return (0..<rows).flatMap { row in
            (0..<columns).map { column in
                (column, row, Point(x: left + (Double(column) + 0.5) * cell, y: top + (Double(row) + 0.5) * cell))
            }
        }
    }

    static func dots(_ r: Rect, _ cell: Double) -> Path {
        var path = Path()
        for (_, _, centre) in cellCentres(r, cell) { path.append(.circle(center: centre, radius: 0.22 * cell)) }
        return path
    }

    /// A checkerboard of half-cell squares.
    static func checks(_ r: Rect, _ cell: Double) -> Path {
        var path = Path()
        let half = cell / 2
        for (column, row, c) in cellCentres(r, half) where (column + row).isMultiple(of: 2) {
            let a = half / 2
            path.append(.polygon([Point(x: c.x - a, y: c.y - a), Point(x: c.x + a, y: c.y - a),
                                  Point(x: c.x + a, y: c.y + a), Point(x: c.x - a, y: c.y + a)]))
        }
        return path
    }

    /// Horizontal rows, one per cell, each a whole number of teeth centred across the rect.
    static func rows(_ r: Rect, _ cell: Double, draw: (inout Path, _ left: Double, _ y: Double, _ teeth: Int) -> Void) -> Path {
        var path = Path()
        let teeth = Int(r.width / cell)
        guard teeth > 0 else { return path }
        let left = r.midX - Double(teeth) * cell / 2
        for (column, _, centre) in cellCentres(r, cell) where column == 0 {
            draw(&path, left, centre.y, teeth)
        }
        return path
    }

    static func zigzag(_ r: Rect, _ cell: Double) -> Path {
        rows(r, cell) { path, left, y, teeth in
            let amplitude = cell / 4
            path.move(to: Point(x: left, y: y + amplitude))
            for i in 0..<(2 * teeth) {
                let x = left + Double(i + 1) * cell / 2
                path.line(to: Point(x: x, y: y + (i.isMultiple(of: 2) ? -amplitude : amplitude)))
            }
        }
    }

    /// Rows of half-waves; a cubic whose control points stand 4/3 of the amplitude away peaks at the amplitude.
    static func waves(_ r: Rect, _ cell: Double) -> Path {
        rows(r, cell) { path, left, y, teeth in
            let amplitude = cell / 4, half = cell / 2
            path.move(to: Point(x: left, y: y))
            for i in 0..<(2 * teeth) {
                let x = left + Double(i) * half
                let lift = (i.isMultiple(of: 2) ? -amplitude : amplitude) * 4 / 3
                path.curve(to: Point(x: x + half, y: y),
                           control1: Point(x: x + half / 3, y: y + lift),
                           control2: Point(x: x + 2 * half / 3, y: y + lift))
            }
        }
    }

    /// Small plus signs, one per cell.
    static func crosses(_ r: Rect, _ cell: Double) -> Path {
        var path = Path()
        let arm = 0.3 * cell
        for (_, _, c) in cellCentres(r, cell) {
            path.move(to: Point(x: c.x - arm, y: c.y))
            path.line(to: Point(x: c.x + arm, y: c.y))
            path.move(to: Point(x: c.x, y: c.y - arm))
            path.line(to: Point(x: c.x, y: c.y + arm))
        }
        return path
    }
}

/// A pattern's marks and how to paint them.
public struct PatternMarks: Hashable, Sendable {
    public var path: Path
    public var paint: Paint

    /// Fill the marks, or stroke them at a line width.
    public enum Paint: Hashable, Sendable {
        case fill
        case stroke(lineWidth: Double)
    }
}
