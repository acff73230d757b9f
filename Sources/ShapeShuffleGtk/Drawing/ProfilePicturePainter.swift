import CGtk
import ShapeShuffleCore

/// Draws a child's picture button on "Who is playing?": the animal or coloured shape in a rounded
/// tile, the name under it, and the shaped focus ring around the tile.
@MainActor
enum ProfilePicturePainter {
    /// The animals keep their own colours in every theme, as a picture book's would; the shapes
    /// take the palette's, so the colour-blind palette reaches them too.
    private static let fur: [ProfilePicture: RGB] = [
        .cat: RGB(hex: 0xE69F00), .dog: RGB(hex: 0xA0673A), .rabbit: RGB(hex: 0xD9D9D9),
        .bear: RGB(hex: 0x7A4A21), .fish: RGB(hex: 0x56B4E9), .bird: RGB(hex: 0xF0E442),
    ]
    private static let ink = RGB(hex: 0x1A1A1A)
    private static let white = RGB(hex: 0xFFFFFF)
    static let cornerRadius = 24.0

    static func draw(_ picture: ProfilePicture, name: String, on cairo: OpaquePointer, width: Double, height: Double,
                     appearance: Appearance, focusVisible: Bool) {
        let theme = appearance.theme
        let margin = FocusRing.margin()
        let nameHeight = max(28, height * 0.2)
        let side = max(10, min(width, height - nameHeight) - 2 * margin)
        let tile = Rect(x: (width - side) / 2, y: margin, width: side, height: side)
        let ring = FocusRingShape.roundedRectangle(cornerRadius: cornerRadius)
        let outline = FocusRing.outline(ring, in: tile)
        CairoPath.fill(outline, on: cairo, theme.cardFace)
        CairoPath.stroke(outline, on: cairo, theme.cardBorder, width: 3)
        drawPicture(picture, in: CardPainter.inset(tile, by: side * 0.08), on: cairo, appearance: appearance)
        CairoPath.setColour(theme.text, on: cairo)
        TextPainter.draw(name, in: cairo, centreX: width / 2, centreY: height - nameHeight / 2 - 2,
                         pixelSize: nameHeight * 0.62, maxWidth: width - 8)
        if focusVisible { FocusRingPainter.draw(ring, around: tile, on: cairo, look: appearance.ring) }
    }

    /// The picture alone in its tile, small, as Home and the level show who is playing.
    static func drawTile(_ picture: ProfilePicture, on cairo: OpaquePointer, side: Double, appearance: Appearance) {
        let theme = appearance.theme
        let tile = Rect(x: 1.5, y: 1.5, width: max(4, side - 3), height: max(4, side - 3))
        let outline = FocusRing.outline(FocusRingShape.roundedRectangle(cornerRadius: cornerRadius * side / 160), in: tile)
        CairoPath.fill(outline, on: cairo, theme.cardFace)
        CairoPath.stroke(outline, on: cairo, theme.cardBorder, width: 2)
        drawPicture(picture, in: CardPainter.inset(tile, by: tile.width * 0.08), on: cairo, appearance: appearance)
    }

    private static func drawPicture(_ picture: ProfilePicture, in box: Rect, on cairo: OpaquePointer, appearance: Appearance) {
        let palette = appearance.palette
        switch picture {
        case .redCircle: shape(.circle, palette.rgb(for: .red), box, cairo)
        case .blueTriangle: shape(.triangle, palette.rgb(for: .blue), box, cairo)
        case .yellowSquare: shape(.square, palette.rgb(for: .yellow), box, cairo)
        case .greenStar: shape(.star, palette.rgb(for: .green), box, cairo)
        case .cat, .dog, .rabbit, .bear: face(picture, colour: fur[picture]!, in: box, cairo)
        case .fish: fish(fur[.fish]!, in: box, cairo)
        case .bird: bird(fur[.bird]!, in: box, cairo)
        }
    }

    private static func shape(_ shape: Shape, _ colour: RGB, _ box: Rect, _ cairo: OpaquePointer) {
        let path = ShapeOutline.path(for: shape, in: box)
        CairoPath.fill(path, on: cairo, colour)
        CairoPath.stroke(path, on: cairo, ink, width: 3)
    }

    /// An ellipse centred at (x, y), filled and outlined.
    private static func oval(_ x: Double, _ y: Double, _ rx: Double, _ ry: Double, _ colour: RGB, _ cairo: OpaquePointer,
                             outline: Bool = true) {
        cairo_save(cairo)
        cairo_translate(cairo, x, y)
        cairo_scale(cairo, rx, ry)
        cairo_new_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cairo)
        CairoPath.setColour(colour, on: cairo)
        if outline {
            cairo_fill_preserve(cairo)
            CairoPath.setColour(ink, on: cairo)
            cairo_set_line_width(cairo, 3)
            cairo_stroke(cairo)
        } else {
            cairo_fill(cairo)
        }
    }

    private static func triangle(_ points: [Point], _ colour: RGB, _ cairo: OpaquePointer) {
        let path = Path.polygon(points)
        CairoPath.fill(path, on: cairo, colour)
        CairoPath.stroke(path, on: cairo, ink, width: 3)
    }

    /// A round animal face: the ears say which animal it is.
    private static func face(_ animal: ProfilePicture, colour: RGB, in box: Rect, _ cairo: OpaquePointer) {
        let cx = box.midX, cy = box.midY + box.height * 0.08, r = box.width * 0.36
        switch animal {
        case .cat:
            triangle([Point(x: cx - r, y: cy - r * 0.2), Point(x: cx - r * 0.85, y: cy - r * 1.35), Point(x: cx - r * 0.2, y: cy - r * 0.9)], colour, cairo)
            triangle([Point(x: cx + r, y: cy - r * 0.2), Point(x: cx + r * 0.85, y: cy - r * 1.35), Point(x: cx + r * 0.2, y: cy - r * 0.9)], colour, cairo)
        case .dog:
            oval(cx - r * 0.95, cy - r * 0.1, r * 0.32, r * 0.7, colour, cairo)
            oval(cx + r * 0.95, cy - r * 0.1, r * 0.32, r * 0.7, colour, cairo)
        case .rabbit:
            oval(cx - r * 0.4, cy - r * 1.3, r * 0.22, r * 0.75, colour, cairo)
            oval(cx + r * 0.4, cy - r * 1.3, r * 0.22, r * 0.75, colour, cairo)
        default:
            oval(cx - r * 0.75, cy - r * 0.8, r * 0.3, r * 0.3, colour, cairo)
            oval(cx + r * 0.75, cy - r * 0.8, r * 0.3, r * 0.3, colour, cairo)
        }
        oval(cx, cy, r, r * 0.9, colour, cairo)
        // Eyes, nose and a smile.
        oval(cx - r * 0.35, cy - r * 0.15, r * 0.1, r * 0.13, ink, cairo, outline: false)
        oval(cx + r * 0.35, cy - r * 0.15, r * 0.1, r * 0.13, ink, cairo, outline: false)
        oval(cx, cy + r * 0.2, r * 0.12, r * 0.08, ink, cairo, outline: false)
        cairo_new_path(cairo)
        cairo_arc(cairo, cx, cy + r * 0.3, r * 0.25, 0.15 * Double.pi, 0.85 * Double.pi)
        CairoPath.setColour(ink, on: cairo)
        cairo_set_line_width(cairo, 3)
        cairo_stroke(cairo)
        if animal == .cat {
            for side in [-1.0, 1.0] {
                for tilt in [-0.12, 0.12] {
                    cairo_move_to(cairo, cx + side * r * 0.25, cy + r * 0.25)
                    cairo_line_to(cairo, cx + side * r * 0.85, cy + r * (0.25 + tilt))
                }
            }
            cairo_set_line_width(cairo, 2)
            cairo_stroke(cairo)
        }
    }

    private static func fish(_ colour: RGB, in box: Rect, _ cairo: OpaquePointer) {
        let cx = box.midX - box.width * 0.08, cy = box.midY, r = box.width * 0.34
        triangle([Point(x: cx + r * 0.8, y: cy), Point(x: cx + r * 1.45, y: cy - r * 0.6), Point(x: cx + r * 1.45, y: cy + r * 0.6)], colour, cairo)
        oval(cx, cy, r, r * 0.62, colour, cairo)
        oval(cx - r * 0.5, cy - r * 0.12, r * 0.13, r * 0.13, white, cairo)
        oval(cx - r * 0.5, cy - r * 0.12, r * 0.06, r * 0.06, ink, cairo, outline: false)
    }

    private static func bird(_ colour: RGB, in box: Rect, _ cairo: OpaquePointer) {
        let cx = box.midX, cy = box.midY + box.height * 0.05, r = box.width * 0.34
        oval(cx, cy + r * 0.2, r * 0.95, r * 0.7, colour, cairo)
        oval(cx - r * 0.45, cy - r * 0.45, r * 0.45, r * 0.45, colour, cairo)
        triangle([Point(x: cx - r * 0.85, y: cy - r * 0.55), Point(x: cx - r * 1.35, y: cy - r * 0.4), Point(x: cx - r * 0.85, y: cy - r * 0.3)],
                 RGB(hex: 0xE69F00), cairo)
        oval(cx - r * 0.55, cy - r * 0.55, r * 0.08, r * 0.08, ink, cairo, outline: false)
        oval(cx + r * 0.15, cy + r * 0.15, r * 0.45, r * 0.3, colour, cairo)
    }
}
