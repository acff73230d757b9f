/// Where a colour card's face puts its splash of paint and, when colour names are shown, the name
/// under it (a card's face or a filled slot's).
public struct ColourFace: Equatable, Sendable {
    public var splash: Rect
    /// The name's centre and pixel size; nil when names are not shown.
    public var nameCentre: Point?
    public var nameSize: Double

    public init(in face: Rect, showsName: Bool) {
        splash = showsName ? Rect(x: face.x, y: face.y, width: face.width, height: face.height * 0.75) : face
        nameCentre = showsName ? Point(x: face.midX, y: face.maxY - face.height * 0.1) : nil
        nameSize = face.height * 0.15
    }
}

/// A shape card's one grey outline: its line grows with the face, and is never thin.
public enum ShapeFace {
    public static func lineWidth(in face: Rect) -> Double { max(3, face.width * 0.05) }
}
