import CGtk
import ShapeShuffleCore

/// A board slot: a dashed place waiting for a card, or the card's face once it is filled.
@MainActor
enum SlotPainter {
    static func draw(_ slot: Slot, caption: String, captionFontSize: Double, on cairo: OpaquePointer,
                     width: Double, height: Double, appearance: Appearance) {
        let parts = LevelLayout.slotParts(width: width, height: height, captionFontSize: captionFontSize)
        let outline = FocusRing.outline(.roundedRectangle(cornerRadius: Appearance.cardCornerRadius), in: parts.body)
        let theme = appearance.theme
        if let card = slot.filledBy {
            CairoPath.fill(outline, on: cairo, theme.cardFace)
            CairoPath.stroke(outline, on: cairo, theme.doneBadge, width: 4)
            FacePainter.draw(card.attribute, in: parts.figure, on: cairo, appearance: appearance)
        } else {
            cairo_save(cairo)
            var dashes: [Double] = [8, 6]
            cairo_set_dash(cairo, &dashes, 2, 0)
            CairoPath.stroke(outline, on: cairo, theme.cardBorder, width: 3)
            cairo_restore(cairo)
        }
        CairoPath.setColour(theme.text, on: cairo)
        TextPainter.draw(caption, in: cairo, centreX: parts.caption.midX, centreY: parts.caption.midY,
                         pixelSize: captionFontSize, weight: PANGO_WEIGHT_BOLD,
                         // Inside the slot's outline, never wider than the place it names.
                         maxWidth: max(parts.body.width - 4, 1), shrinksToFit: true,
                         centredOn: .line)
    }
}
