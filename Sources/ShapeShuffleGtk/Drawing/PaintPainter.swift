import CGtk
import ShapeShuffleCore

/// Paints a colour: the fill, its pattern when the palette or the theme asks for one (so colour is
/// never the only cue), and an outline that keeps it 3:1 from the card face.
@MainActor
enum PaintPainter {
    static func paint(_ region: Path, colour: Colour, on cairo: OpaquePointer, appearance: Appearance, outlineWidth: Double = 3) {
        let rgb = appearance.palette.rgb(for: colour)
        CairoPath.fill(region, on: cairo, rgb)
        if appearance.theme.showsPatterns(in: appearance.palette) {
            cairo_save(cairo)
            CairoPath.trace(region, on: cairo)
            cairo_clip(cairo)
            let bounds = region.bounds()
            let marks = ColourPattern(colour).marks(in: bounds, cell: max(8, bounds.width / 7))
            let ink = appearance.palette.patternInk(for: colour)
            switch marks.paint {
            case .fill: CairoPath.fill(marks.path, on: cairo, ink)
            case .stroke(let width): CairoPath.stroke(marks.path, on: cairo, ink, width: width)
            }
            cairo_restore(cairo)
        }
        CairoPath.stroke(region, on: cairo, appearance.theme.splashOutline(for: rgb), width: outlineWidth)
    }
}
