/// The outline of an element that gets a shaped focus ring (docs/ARCHITECTURE.md, *Focus rings and sizes*).
public enum FocusRingShape: Hashable, Sendable {
    /// Round level buttons and the gear: the circle inscribed in the element's rect.
    case circle
    /// Triangular level buttons: pointing up, filling the centred square (base as wide as it is tall).
    case triangle
    /// Square level buttons: the centred square.
    case square
    /// Cards: the whole rect with rounded corners.
    case roundedRectangle(cornerRadius: Double)

    /// The shape of level button `number`: circle, triangle, square, circle, … from level 1.
    public static func levelButton(_ number: Int) -> FocusRingShape {
        switch ((number - 1) % 3 + 3) % 3 {
        case 0: .circle
        case 1: .triangle
        default: .square
        }
    }
}

/// A ring for the front to draw with a single cairo stroke of `path` at `lineWidth`.
public struct FocusRingStroke: Hashable, Sendable {
    /// The centreline of the ring.
    public var path: Path
    public var lineWidth: Double
}

/// The switch scan's highlight as two strokes of one centreline: the wide dark `edge` first, then
/// the narrower coloured `band` over it, which leaves a dark line on either side of the band.
public struct ScanRingStrokes: Hashable, Sendable {
    public var edge: FocusRingStroke
    public var band: FocusRingStroke
}

/// Shaped focus rings: the ring keeps a clear gap from the element all the way round, so it never
/// touches or covers it, and is thick enough to see (WCAG 2.4.13).
public enum FocusRing {
    /// The smallest clear space between element and ring: 2 px.
    public static let minimumGap = 2.0
    /// The thinnest ring allowed: 3 px.
    public static let minimumThickness = 3.0
    /// The gap used unless the front asks for another; a pixel above the minimum so rounding never eats into it.
    public static let defaultGap = 3.0
    /// The thickness used unless the front asks for another.
    public static let defaultThickness = 4.0

    /// The element's own outline for `shape` laid in `rect`; the front draws the element with it.
    public static func outline(_ shape: FocusRingShape, in rect: Rect) -> Path {
        body(shape, in: rect).path
    }

    /// The ring around the element in `rect`. Every point of the stroked ring lies at least `gap`
    /// and no more than `gap + thickness` (give or take a twentieth of a pixel of curve fitting) from
    /// the element. Values below `minimumGap` and `minimumThickness` are raised to them.
    public static func ring(
        _ shape: FocusRingShape,
        around rect: Rect,
        gap: Double = defaultGap,
        thickness: Double = defaultThickness
    ) -> FocusRingStroke {
        let gap = max(gap, minimumGap)
        let thickness = max(thickness, minimumThickness)
        let centreline = body(shape, in: rect).grown(by: gap + thickness / 2)
        return FocusRingStroke(path: centreline.path, lineWidth: thickness)
    }

    /// How far the ring can reach outside the element's rect, in whole pixels, with one more for
    /// anti-aliasing: the space the front leaves around every element that can take focus.
    public static func margin(gap: Double = defaultGap, thickness: Double = defaultThickness) -> Double {
        (max(gap, minimumGap) + max(thickness, minimumThickness)).rounded(.up) + 1
    }

    /// The scan's band: twice the keyboard ring's thickness, so a switch user sees from across the
    /// room where the scan is, and can tell it from the keyboard's thin ring.
    public static let scanBandThickness = 8.0
    /// Each dark line either side of the band.
    public static let scanEdgeThickness = 2.0

    /// The switch scan's highlight around the element in `rect`. It reaches out no further than
    /// the keyboard's ring, into the room every element keeps around it (`margin()`), so nothing
    /// is laid out again when scanning starts; the rest of its thickness lies over the element's
    /// own edge, which it covers by `scanReachInside()`.
    public static func scanRing(_ shape: FocusRingShape, around rect: Rect) -> ScanRingStrokes {
        let width = scanBandThickness + 2 * scanEdgeThickness
        let centreline = body(shape, in: rect).grown(by: scanReachOutside() - width / 2).path
        return ScanRingStrokes(edge: FocusRingStroke(path: centreline, lineWidth: width),
                               band: FocusRingStroke(path: centreline, lineWidth: scanBandThickness))
    }

    /// How far the scan's highlight reaches out from the element's edge: as far as the keyboard's ring.
    public static func scanReachOutside() -> Double { defaultGap + defaultThickness }

    /// How far the scan's highlight reaches in over the element's edge.
    public static func scanReachInside() -> Double {
        scanBandThickness + 2 * scanEdgeThickness - scanReachOutside()
    }

    static func body(_ shape: FocusRingShape, in rect: Rect) -> RoundedConvex {
        let square = rect.centredSquare
        switch shape {
        case .circle:
            return RoundedConvex(core: [square.center], radius: square.width / 2)
        case .square:
            return RoundedConvex(core: corners(of: square), radius: 0)
        case .triangle:
            return RoundedConvex(core: [
                Point(x: square.midX, y: square.minY),
                Point(x: square.maxX, y: square.maxY),
                Point(x: square.minX, y: square.maxY),
            ], radius: 0)
        case .roundedRectangle(let cornerRadius):
            let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
            return RoundedConvex(core: corners(of: rect.insetBy(radius)), radius: radius)
        }
    }

    static func corners(of rect: Rect) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
    }
}
