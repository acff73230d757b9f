/// A face-down card's back: a big question mark over three soft shapes in its corners (a circle
/// and a triangle low, a square high), all sized by the card's shorter side so the back looks
/// the same on every card. The painter fills the shapes faintly and draws the mark.
public struct CardBackLayout: Hashable, Sendable {
    /// One shape of the motif and the square it is drawn in.
    public struct MotifShape: Hashable, Sendable {
        public var shape: Shape
        public var rect: Rect
    }

    public var motif: [MotifShape]
    /// The question mark's pixel size, centred on the body.
    public var questionMarkSize: Double
    public var questionMarkCentre: Point

    /// Where each shape's centre sits, as shares of the body's width and height.
    static let places: [(shape: Shape, x: Double, y: Double)] = [
        (.circle, 0.25, 0.78), (.triangle, 0.75, 0.78), (.square, 0.75, 0.2),
    ]
    /// A shape's side, and the mark's size, as shares of the body's shorter side.
    static let shapeShare = 0.2
    static let questionMarkShare = 0.45

    public init(body: Rect) {
        let unit = min(body.width, body.height)
        let side = unit * Self.shapeShare
        motif = Self.places.map { place in
            MotifShape(shape: place.shape, rect: Rect(x: body.minX + body.width * place.x - side / 2,
                                                      y: body.minY + body.height * place.y - side / 2,
                                                      width: side, height: side))
        }
        questionMarkSize = unit * Self.questionMarkShare
        questionMarkCentre = body.center
    }
}
