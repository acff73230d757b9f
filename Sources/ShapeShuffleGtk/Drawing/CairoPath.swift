import CGtk
import ShapeShuffleCore

/// Replays a core path on cairo, one call per element: the core owns the geometry, this only draws.
@MainActor
enum CairoPath {
    static func trace(_ path: Path, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .curve(let c1, let c2, let end): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    static func fill(_ path: Path, on cairo: OpaquePointer, _ colour: RGB) {
        trace(path, on: cairo)
        setColour(colour, on: cairo)
        cairo_fill(cairo)
    }

    static func stroke(_ path: Path, on cairo: OpaquePointer, _ colour: RGB, width: Double) {
        trace(path, on: cairo)
        setColour(colour, on: cairo)
        cairo_set_line_width(cairo, width)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cairo)
    }

    static func setColour(_ colour: RGB, on cairo: OpaquePointer, alpha: Double = 1) {
        cairo_set_source_rgba(cairo, colour.red, colour.green, colour.blue, alpha)
    }
}

/// Strokes the core's shaped focus ring when, and only when, focus is visible.
@MainActor
enum FocusRingPainter {
    static func draw(_ shape: FocusRingShape, around rect: Rect, on cairo: OpaquePointer, look: RingLook) {
        switch look {
        case .keyboard(let colour):
            let ring = FocusRing.ring(shape, around: rect)
            CairoPath.stroke(ring.path, on: cairo, colour, width: ring.lineWidth)
        case .scan(let highlight):
            let ring = FocusRing.scanRing(shape, around: rect)
            CairoPath.stroke(ring.edge.path, on: cairo, highlight.edge, width: ring.edge.lineWidth)
            CairoPath.stroke(ring.band.path, on: cairo, highlight.band, width: ring.band.lineWidth)
        }
    }
}
