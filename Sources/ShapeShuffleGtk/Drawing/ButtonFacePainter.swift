import CGtk
import FoundationEssentials
import ShapeShuffleCore

/// What a shaped button shows inside its shape.
enum ButtonFace {
    /// A level button: its number, and its best stars under the shape (nil when not played).
    case level(number: Int, bestStars: Int?, inPlay: Bool)
    case settings, help, find, home, speaker, showMe
}

/// Draws level buttons and the round icon buttons (gear, help, find, home) with their shaped ring.
@MainActor
enum ButtonFacePainter {
    static func draw(_ face: ButtonFace, ring: FocusRingShape, on cairo: OpaquePointer, width: Double, height: Double,
                     appearance: Appearance, focusVisible: Bool) {
        let body = body(of: face, width: width, height: height)
        let starsHeight = starsHeight(of: face)
        let outline = FocusRing.outline(ring, in: body)
        let theme = appearance.theme

        switch face {
        case .level(let number, let bestStars, let inPlay):
            CairoPath.fill(outline, on: cairo, theme.levelButtonFill(level: number))
            CairoPath.stroke(outline, on: cairo, theme.levelButtonBorder, width: 3)
            // A triangle's roomiest point is low down; numbers sit there.
            let numberY = ring == .triangle ? body.minY + body.height * 0.64 : body.midY
            CairoPath.setColour(theme.levelButtonNumber, on: cairo)
            TextPainter.draw(String(number), in: cairo, centreX: body.midX, centreY: numberY,
                             pixelSize: body.height * (ring == .triangle ? 0.3 : 0.4))
            drawStars(bestStars, centreX: width / 2, centreY: height - starsHeight / 2 - 2, on: cairo, theme: theme)
            if bestStars != nil { drawTick(at: Point(x: body.maxX - 8, y: body.minY + 10), on: cairo, theme: theme) }
            if inPlay { drawInPlay(at: Point(x: body.minX + 8, y: body.minY + 10), on: cairo, theme: theme) }
        case .settings, .help, .find, .home, .speaker, .showMe:
            CairoPath.fill(outline, on: cairo, theme.iconButtonFill)
            IconPainter.draw(face, in: CardPainter.inset(body, by: body.width * 0.22), on: cairo,
                             ink: theme.iconButtonInk, hole: theme.iconButtonFill)
        }
        if focusVisible { FocusRingPainter.draw(ring, around: body, on: cairo, look: appearance.ring) }
    }

    /// The shape's square inside a button `width` × `height`: what the ring goes around.
    static func body(of face: ButtonFace, width: Double, height: Double) -> Rect {
        let margin = FocusRing.margin()
        let side = min(width, height - starsHeight(of: face)) - 2 * margin
        return Rect(x: (width - side) / 2, y: margin, width: side, height: side)
    }

    /// Level buttons keep a strip under the shape for their stars.
    private static func starsHeight(of face: ButtonFace) -> Double {
        if case .level = face { 26 } else { 0 }
    }

    private static func drawStars(_ earned: Int?, centreX: Double, centreY: Double, on cairo: OpaquePointer, theme: Theme) {
        let gold = theme.starEarned, edge = theme.starEarnedEdge
        for index in 0..<Stars.maximum {
            let x = centreX + Double(index - 1) * 24
            let rect = Rect(x: x - 10, y: centreY - 10, width: 20, height: 20)
            let star = ShapeOutline.path(for: .star, in: rect)
            if let earned, index < earned { CairoPath.fill(star, on: cairo, gold) }
            CairoPath.stroke(star, on: cairo, earned == nil ? theme.shapeInk : edge, width: 1.5)
        }
    }

    /// A level left unfinished: a small "play" badge, to come back to it.
    private static func drawInPlay(at centre: Point, on cairo: OpaquePointer, theme: Theme) {
        CairoPath.fill(Path.circle(center: centre, radius: 11), on: cairo, theme.iconButtonFill)
        CairoPath.stroke(Path.circle(center: centre, radius: 11), on: cairo, theme.iconButtonInk, width: 2)
        let play = Path.polygon([Point(x: centre.x - 3.5, y: centre.y - 5.5), Point(x: centre.x + 5.5, y: centre.y),
                                 Point(x: centre.x - 3.5, y: centre.y + 5.5)])
        CairoPath.fill(play, on: cairo, theme.iconButtonInk)
    }

    private static func drawTick(at centre: Point, on cairo: OpaquePointer, theme: Theme) {
        CairoPath.fill(Path.circle(center: centre, radius: 11), on: cairo, theme.doneBadge)
        CairoPath.stroke(Path.circle(center: centre, radius: 11), on: cairo, theme.doneBadgeInk, width: 2)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        var tick = Path()
        tick.move(to: Point(x: centre.x - 5, y: centre.y))
        tick.line(to: Point(x: centre.x - 1, y: centre.y + 4))
        tick.line(to: Point(x: centre.x + 5, y: centre.y - 4))
        CairoPath.stroke(tick, on: cairo, theme.doneBadgeInk, width: 3)
    }
}

/// Simple, bold pictures for the icon buttons, which carry no text (their names are accessible).
@MainActor
enum IconPainter {
    static func draw(_ face: ButtonFace, in rect: Rect, on cairo: OpaquePointer, ink: RGB, hole: RGB) {
        let c = Point(x: rect.midX, y: rect.midY), r = rect.width / 2
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        switch face {
        case .settings:
            var teeth = Path()
            for index in 0..<8 {
                let angle = Double(index) * .pi / 4
                let d = Point(x: cos(angle), y: sin(angle)), n = Point(x: -d.y, y: d.x)
                teeth.append(Path.polygon([c + d * (r * 0.62) + n * (r * 0.2), c + d * r + n * (r * 0.14),
                                           c + d * r - n * (r * 0.14), c + d * (r * 0.62) - n * (r * 0.2)]))
            }
            CairoPath.fill(teeth, on: cairo, ink)
            CairoPath.fill(Path.circle(center: c, radius: r * 0.7), on: cairo, ink)
            CairoPath.fill(Path.circle(center: c, radius: r * 0.28), on: cairo, hole)
        case .help:
            CairoPath.setColour(ink, on: cairo)
            TextPainter.draw("?", in: cairo, centreX: c.x, centreY: c.y, pixelSize: rect.height * 1.1)
        case .find:
            let lens = Path.circle(center: c - Point(x: r * 0.2, y: r * 0.2), radius: r * 0.55)
            CairoPath.stroke(lens, on: cairo, ink, width: r * 0.22)
            var handle = Path()
            handle.move(to: c + Point(x: r * 0.22, y: r * 0.22))
            handle.line(to: c + Point(x: r * 0.85, y: r * 0.85))
            CairoPath.stroke(handle, on: cairo, ink, width: r * 0.28)
        case .home:
            let house = Path.polygon([
                Point(x: c.x, y: rect.minY), Point(x: rect.maxX, y: c.y - r * 0.05),
                Point(x: rect.maxX - r * 0.25, y: c.y - r * 0.05), Point(x: rect.maxX - r * 0.25, y: rect.maxY),
                Point(x: rect.minX + r * 0.25, y: rect.maxY), Point(x: rect.minX + r * 0.25, y: c.y - r * 0.05),
                Point(x: rect.minX, y: c.y - r * 0.05),
            ])
            CairoPath.fill(house, on: cairo, ink)
        case .speaker:
            // A loudspeaker with two sound waves: the universal "listen" picture.
            let cone = Path.polygon([
                Point(x: rect.minX, y: c.y - r * 0.3), Point(x: rect.minX + r * 0.4, y: c.y - r * 0.3),
                Point(x: c.x, y: rect.minY + r * 0.1), Point(x: c.x, y: rect.maxY - r * 0.1),
                Point(x: rect.minX + r * 0.4, y: c.y + r * 0.3), Point(x: rect.minX, y: c.y + r * 0.3),
            ])
            CairoPath.fill(cone, on: cairo, ink)
            for (radius, width) in [(r * 0.45, r * 0.16), (r * 0.85, r * 0.16)] {
                cairo_new_path(cairo)
                cairo_arc(cairo, c.x + r * 0.05, c.y, radius, -.pi / 3.6, .pi / 3.6)
                CairoPath.setColour(ink, on: cairo)
                cairo_set_line_width(cairo, width)
                cairo_stroke(cairo)
            }
        case .showMe:
            // A star inside a dashed ring: the ring Show me puts on a right card.
            CairoPath.fill(ShapeOutline.path(for: .star, in: CardPainter.inset(rect, by: r * 0.3)), on: cairo, ink)
            var dashes: [Double] = [r * 0.3, r * 0.18]
            cairo_set_dash(cairo, &dashes, 2, 0)
            CairoPath.stroke(Path.circle(center: c, radius: r * 0.92), on: cairo, ink, width: r * 0.16)
            cairo_set_dash(cairo, nil, 0, 0)
        case .level:
            break
        }
    }
}
