import CGtk
import FoundationEssentials
import ShapeShuffleCore

/// Draws one card in its current state: back, face and pin. Its shaped focus ring is drawn apart
/// (`CardView.snapshot`), so that it stays still while the card turns or shakes.
@MainActor
enum CardPainter {
    static func draw(_ state: CardState, on cairo: OpaquePointer, width: Double, height: Double,
                     appearance: Appearance, offer: ScanOffer? = nil) {
        let (ringShape, body) = focusRing(width: width, height: height)
        let parts = CardFaceLayout(width: width, height: height)
        let outline = FocusRing.outline(ringShape, in: body)
        let theme = appearance.theme

        if state.isOnBoard {
            // The card went to the board: leave a faint, dashed place so the grid does not jump.
            cairo_save(cairo)
            var dashes: [Double] = [8, 6]
            cairo_set_dash(cairo, &dashes, 2, 0)
            CairoPath.stroke(outline, on: cairo, theme.cardBorder, width: 2)
            cairo_restore(cairo)
            return
        }

        if state.isFaceUp {
            CairoPath.fill(outline, on: cairo, theme.cardFace)
            CairoPath.stroke(outline, on: cairo, theme.cardBorder, width: 3)
            FacePainter.draw(state.card.attribute, in: parts.face, on: cairo, appearance: appearance)
        } else {
            CairoPath.fill(outline, on: cairo, theme.cardBack)
            CairoPath.stroke(outline, on: cairo, theme.cardBorder, width: 3)
            drawBackMotif(in: body, on: cairo, theme: theme)
        }
        cornerNumber(state.card.number, in: parts, on: cairo,
                     colour: state.isFaceUp ? theme.text : theme.cardBackMotif)
        if state.isPinned { drawPin(CardPinLayout(card: parts), on: cairo, theme: theme) }
        if let offer { drawOffer(offer, in: body, on: cairo, appearance: appearance) }
    }

    /// The ring's shape, and the card's body it goes around, inside a card `width` × `height`.
    static func focusRing(width: Double, height: Double) -> (shape: FocusRingShape, body: Rect) {
        let margin = FocusRing.margin()
        return (.roundedRectangle(cornerRadius: Appearance.cardCornerRadius),
                Rect(x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin))
    }

    /// A card the scan has opened: a dark wash, the face faintly in sight behind it, and its
    /// choices on it when they fit (`ScanChoiceLayout.fits`); else they open on the level's panel
    /// over the cards around it (`ScanChoicesPanel`).
    private static func drawOffer(_ offer: ScanOffer, in body: Rect, on cairo: OpaquePointer, appearance: Appearance) {
        CairoPath.setColour(appearance.theme.text, on: cairo, alpha: 0.75)
        CairoPath.trace(FocusRing.outline(.roundedRectangle(cornerRadius: Appearance.cardCornerRadius), in: body), on: cairo)
        cairo_fill(cairo)
        // Clear of the card's own scan ring, which lies over its edge.
        let edge = choiceInset
        guard ScanChoiceLayout.fits(offer.choices.count, over: body, inset: edge) else { return }
        ScanChoicesPainter.draw(offer, in: inset(body, by: edge), gap: ScanChoiceLayout.gap(over: body), on: cairo,
                                appearance: appearance)
    }

    /// How far a card's choices keep from its edge: clear of the scan's ring, which lies over it.
    static var choiceInset: Double { FocusRing.scanReachInside() + 3 }

    /// The card's number, so a sighted helper can match "Card 3" to the card.
    private static func cornerNumber(_ number: Int, in parts: CardFaceLayout, on cairo: OpaquePointer, colour: RGB) {
        CairoPath.setColour(colour, on: cairo)
        TextPainter.draw(String(number), in: cairo, centreX: parts.cornerNumberCentre.x, centreY: parts.cornerNumberCentre.y,
                         pixelSize: parts.cornerNumberSize, weight: PANGO_WEIGHT_BOLD)
    }

    /// A friendly back: a big question mark over a few soft shapes.
    private static func drawBackMotif(in body: Rect, on cairo: OpaquePointer, theme: Theme) {
        let back = CardBackLayout(body: body)
        for part in back.motif {
            CairoPath.setColour(theme.cardBackMotif, on: cairo, alpha: 0.45)
            CairoPath.trace(ShapeOutline.path(for: part.shape, in: part.rect), on: cairo)
            cairo_fill(cairo)
        }
        CairoPath.setColour(theme.cardBackMotif, on: cairo)
        TextPainter.draw("?", in: cairo, centreX: back.questionMarkCentre.x, centreY: back.questionMarkCentre.y,
                         pixelSize: back.questionMarkSize)
    }

    private static func drawPin(_ pin: CardPinLayout, on cairo: OpaquePointer, theme: Theme) {
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        CairoPath.setColour(theme.pinNeedle, on: cairo)
        cairo_set_line_width(cairo, pin.needleWidth)
        cairo_move_to(cairo, pin.head.x, pin.head.y)
        cairo_line_to(cairo, pin.needleEnd.x, pin.needleEnd.y)
        cairo_stroke(cairo)
        let head = Path.circle(center: pin.head, radius: pin.headRadius)
        CairoPath.fill(head, on: cairo, theme.pinHead)
        CairoPath.stroke(head, on: cairo, theme.pinHeadEdge, width: pin.edgeWidth)
        CairoPath.fill(Path.circle(center: pin.glint, radius: pin.glintRadius), on: cairo, theme.pinGlint)
    }

    static func inset(_ rect: Rect, by amount: Double) -> Rect {
        Rect(x: rect.x + amount, y: rect.y + amount, width: max(0, rect.width - 2 * amount),
             height: max(0, rect.height - 2 * amount))
    }
}

/// Draws what a face-up card (or a filled board slot) shows: a number, a colour, a shape or a size.
@MainActor
enum FacePainter {
    static func draw(_ attribute: Attribute, in rect: Rect, on cairo: OpaquePointer, appearance: Appearance) {
        let theme = appearance.theme
        switch attribute {
        case .count(let count):
            let face = NumberFace(count: count, in: rect, showsNumeral: appearance.settings.numeralsOnCards)
            for dot in face.dots {
                CairoPath.fill(Path.circle(center: dot, radius: face.dotRadius), on: cairo, theme.shapeInk)
            }
            if let centre = face.numeralCentre {
                CairoPath.setColour(theme.text, on: cairo)
                TextPainter.draw(String(count), in: cairo, centreX: centre.x, centreY: centre.y, pixelSize: face.numeralSize)
            }
        case .colour(let colour):
            let face = ColourFace(in: rect, showsName: appearance.settings.showColourNames)
            PaintPainter.paint(SplashShape.path(in: face.splash), colour: colour, on: cairo, appearance: appearance)
            if let centre = face.nameCentre {
                CairoPath.setColour(theme.text, on: cairo)
                TextPainter.draw(appearance.words.colour(colour), in: cairo, centreX: centre.x, centreY: centre.y,
                                 pixelSize: face.nameSize, weight: PANGO_WEIGHT_BOLD, maxWidth: rect.width + 16)
            }
        case .shape(let shape):
            let path = ShapeOutline.path(for: shape, in: rect)
            CairoPath.fill(path, on: cairo, theme.shapeFill)
            CairoPath.stroke(path, on: cairo, theme.shapeInk, width: ShapeFace.lineWidth(in: rect))
        case .size(let size):
            let face = SizeFace(size, in: rect)
            let line = face.lineWidth
            CairoPath.stroke(Path.polygon([face.floorStart, face.floorEnd]), on: cairo, theme.shapeInk, width: line)
            CairoPath.fill(ShapeOutline.path(for: .circle, in: face.namedRect), on: cairo, theme.shapeInk)
            CairoPath.stroke(ShapeOutline.path(for: .circle, in: face.otherRect.insetBy(line / 2)), on: cairo,
                             theme.shapeInk, width: line)
        }
    }
}

