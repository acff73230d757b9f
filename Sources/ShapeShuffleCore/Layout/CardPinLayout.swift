/// The pin on a pinned card: a round head in the top corner opposite the card's number, sized by
/// that number so it grows with the card as the number does, and kept in the band above the face
/// so it never covers a dot or a shape; a short needle slanting into the card; a glint on the head.
/// The painter only fills and strokes these.
public struct CardPinLayout: Hashable, Sendable {
    public var head: Point
    public var headRadius: Double
    /// The head's dark edge, drawn round it.
    public var edgeWidth: Double
    /// The needle runs from the head's centre to here.
    public var needleEnd: Point
    public var needleWidth: Double
    public var glint: Point
    public var glintRadius: Double

    /// The head's radius, in corner-number sizes: a head wider than the number is tall, seen at a
    /// glance; and its centre's height above the body's top, so that it ends where the face begins.
    static let headInNumberSizes = 0.7
    static let headHeightInNumberSizes = 0.8

    public init(card parts: CardFaceLayout) {
        let radius = parts.cornerNumberSize * Self.headInNumberSizes
        headRadius = radius
        head = Point(x: parts.body.maxX - parts.cornerNumberSize,
                     y: parts.body.minY + parts.cornerNumberSize * Self.headHeightInNumberSizes)
        edgeWidth = max(2, radius * 0.22)
        needleEnd = Point(x: head.x - radius * 0.9, y: head.y + radius * 0.75)
        needleWidth = max(3, radius / 3)
        glint = Point(x: head.x - radius / 3, y: head.y - radius / 3)
        glintRadius = radius * 0.28
    }
}
