import CGtk
import ShapeShuffleCore

/// What a card shows for a moment after a move (`CardMark`): a thick border along the card's edge
/// and a disc at its top right corner, a white cross on red for a card not in the task, a white
/// tick on green where a card left for the board. The card's number and face stay in sight.
@MainActor
enum CardMarkPainter {
    private struct Key: Hashable {
        var mark: CardMark
        var width: Double, height: Double
        var colour: RGB, ink: RGB
    }
    private static let kept = SharedDrawings<Key>(capacity: 8)

    /// The mark on a drawing the size of the card, kept while the card's size and theme stay.
    static func node(_ mark: CardMark, width: Double, height: Double, theme: Theme) -> OpaquePointer? {
        let key = Key(mark: mark, width: width, height: height,
                      colour: mark == .mistake ? theme.mistakeMark : theme.doneBadge, ink: theme.cardFace)
        return kept.node(for: key, width: width, height: height) { draw(on: $0, width: width, height: height, key: key) }
    }

    /// The border's width: thick enough to see across a room, never under 6 px.
    static func borderWidth(width: Double, height: Double) -> Double { max(6, min(width, height) * 0.05) }

    private static func draw(on cairo: OpaquePointer, width: Double, height: Double, key: Key) {
        let (shape, body) = CardPainter.focusRing(width: width, height: height)
        let band = borderWidth(width: width, height: height)
        let inner = Rect(x: body.minX + band / 2, y: body.minY + band / 2, width: body.width - band, height: body.height - band)
        CairoPath.stroke(FocusRing.outline(shape, in: inner), on: cairo, key.colour, width: band)
        let radius = min(body.width, body.height) * 0.17
        let centre = Point(x: body.maxX - radius * 1.05, y: body.minY + radius * 1.05)
        CairoPath.fill(.circle(center: centre, radius: radius), on: cairo, key.colour)
        CairoPath.stroke(.circle(center: centre, radius: radius), on: cairo, key.ink, width: 2)
        CairoPath.setColour(key.ink, on: cairo)
        cairo_set_line_width(cairo, radius * 0.28)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        let arm = radius * 0.45
        switch key.mark {
        case .mistake:
            cairo_move_to(cairo, centre.x - arm, centre.y - arm)
            cairo_line_to(cairo, centre.x + arm, centre.y + arm)
            cairo_move_to(cairo, centre.x + arm, centre.y - arm)
            cairo_line_to(cairo, centre.x - arm, centre.y + arm)
        case .added:
            cairo_move_to(cairo, centre.x - arm, centre.y + arm * 0.05)
            cairo_line_to(cairo, centre.x - arm * 0.25, centre.y + arm * 0.7)
            cairo_line_to(cairo, centre.x + arm, centre.y - arm * 0.6)
        }
        cairo_stroke(cairo)
    }
}
