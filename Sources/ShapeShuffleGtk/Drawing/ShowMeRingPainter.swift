import CGtk
import ShapeShuffleCore

/// The ring Show me puts on a right card: a thick dashed band of star gold edged in the text
/// colour along the card's edge, with a star at its top right corner (the card's number stays in
/// sight at the top left), so it reads apart from the solid focus ring outside the card (both may
/// show at once) in every theme.
@MainActor
enum ShowMeRingPainter {
    private struct Key: Hashable {
        var width: Double, height: Double
        var gold: RGB, edge: RGB
    }
    private static let kept = SharedDrawings<Key>(capacity: 4)

    /// The ring on a drawing the size of the card, kept while the card's size and theme stay.
    static func node(width: Double, height: Double, theme: Theme) -> OpaquePointer? {
        let key = Key(width: width, height: height, gold: theme.starEarned, edge: theme.text)
        return kept.node(for: key, width: width, height: height) { draw(on: $0, width: width, height: height, key: key) }
    }

    private static func draw(on cairo: OpaquePointer, width: Double, height: Double, key: Key) {
        let margin = FocusRing.margin()
        // Along the card's own edge, so the card's number and face stay in sight inside it.
        let band = max(5, min(width, height) * 0.04)
        let inset = margin + band / 2 + 2
        let body = Rect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset)
        let outline = FocusRing.outline(.roundedRectangle(cornerRadius: Appearance.cardCornerRadius), in: body)
        CairoPath.stroke(outline, on: cairo, key.edge, width: band + 4)
        var dashes: [Double] = [band * 2.2, band * 1.2]
        cairo_set_dash(cairo, &dashes, 2, 0)
        CairoPath.stroke(outline, on: cairo, key.gold, width: band)
        cairo_set_dash(cairo, nil, 0, 0)
        let side = band * 4.5
        let star = ShapeOutline.path(for: .star, in: Rect(x: body.maxX - side * 0.75, y: body.minY - side * 0.25,
                                                          width: side, height: side))
        CairoPath.fill(star, on: cairo, key.gold)
        CairoPath.stroke(star, on: cairo, key.edge, width: 2)
    }
}
