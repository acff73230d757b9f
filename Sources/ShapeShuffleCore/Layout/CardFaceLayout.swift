/// Where a card's parts sit inside it: its body (inside the room its focus ring takes), the card's
/// number in the top corner, and the face the attribute is drawn on, below that number. The
/// painter draws from these; the tests read a face's sizes from them.
public struct CardFaceLayout: Hashable, Sendable {
    public var body: Rect
    /// The corner number's pixel size and centre: small, so a sighted helper matches "Card 3" to
    /// the card, growing with the card and readable on the smallest.
    public var cornerNumberSize: Double
    public var cornerNumberCentre: Point
    /// Where the face (dots and numeral, a splash, a shape, a size) is drawn.
    public var face: Rect

    /// The face's margin at the sides and bottom, as a share of the body's width.
    static let sideShare = 0.1
    /// The face starts this many corner-number sizes below the body's top: just under the
    /// number's digits, so neither runs into the other and the face keeps most of the card.
    static let topInNumberSizes = 1.5

    public init(width: Double, height: Double) {
        let margin = FocusRing.margin()
        body = Rect(x: margin, y: margin, width: max(0, width - 2 * margin), height: max(0, height - 2 * margin))
        cornerNumberSize = max(16, min(body.height * 0.085, 44))
        cornerNumberCentre = Point(x: body.minX + cornerNumberSize, y: body.minY + cornerNumberSize * 1.1)
        let side = body.width * Self.sideShare
        let top = max(side, cornerNumberSize * Self.topInNumberSizes)
        face = Rect(x: body.minX + side, y: body.minY + top, width: max(0, body.width - 2 * side),
                    height: max(0, body.height - top - side))
    }
}
