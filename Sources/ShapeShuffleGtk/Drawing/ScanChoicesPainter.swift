import CGtk
import ShapeShuffleCore

/// Every choice of a card the scan has opened, in the order the scan visits them, each a pictogram
/// with its word under it: the one reached filled with the scan's colour, the others plain. The
/// player sees what is coming and waits for it, rather than guessing, and needs no reading to tell
/// the choices apart.
@MainActor
enum ScanChoicesPainter {
    static func draw(_ offer: ScanOffer, in area: Rect, gap: Double, on cairo: OpaquePointer, appearance: Appearance) {
        let theme = appearance.theme
        let highlight = appearance.scanHighlight ?? theme.scanHighlight(.yellow)
        let layout = ScanChoiceLayout(count: offer.choices.count, in: area, gap: gap)
        for (index, cell) in layout.cells.enumerated() where offer.labels.indices.contains(index) {
            let outline = FocusRing.outline(.roundedRectangle(cornerRadius: min(10, cell.box.height / 4)), in: cell.box)
            let reached = index == offer.current
            CairoPath.fill(outline, on: cairo, reached ? highlight.band : theme.cardFace)
            CairoPath.stroke(outline, on: cairo, reached ? highlight.edge : theme.cardBorder, width: reached ? 3 : 1.5)
            let ink = reached ? highlight.edge : theme.text
            let picture = ScanChoicePicture(offer.choices[index], pinned: offer.pinned, in: cell.picture)
            CairoPath.fill(picture.solid, on: cairo, ink)
            CairoPath.stroke(picture.lines, on: cairo, ink, width: picture.lineWidth)
            CairoPath.setColour(ink, on: cairo)
            TextPainter.draw(offer.labels[index], in: cairo, centreX: cell.wordCentre.x, centreY: cell.wordCentre.y,
                             pixelSize: cell.wordSize, weight: reached ? PANGO_WEIGHT_HEAVY : PANGO_WEIGHT_SEMIBOLD,
                             maxWidth: cell.box.width - 4, shrinksToFit: true)
        }
    }

    /// The panel a small card's choices open on: the scan's band round it, dark edges and all, so it
    /// reads as the card the scan opened, over a dark ground that hides the cards beneath.
    static func drawPanel(_ offer: ScanOffer, width: Double, height: Double, on cairo: OpaquePointer, appearance: Appearance) {
        let theme = appearance.theme
        let highlight = appearance.scanHighlight ?? theme.scanHighlight(.yellow)
        let whole = Rect(x: 0, y: 0, width: width, height: height)
        // The band is the scan ring itself, stroked round the panel's body, so the two never differ.
        let body = whole.insetBy(FocusRing.scanReachOutside())
        let shape = FocusRingShape.roundedRectangle(cornerRadius: Appearance.cardCornerRadius)
        CairoPath.fill(FocusRing.outline(shape, in: body), on: cairo, theme.text)
        FocusRingPainter.draw(shape, around: body, on: cairo, look: .scan(highlight))
        draw(offer, in: whole.insetBy(ScanChoiceLayout.panelInset), gap: ScanChoiceLayout.gap(over: whole), on: cairo,
             appearance: appearance)
    }
}
