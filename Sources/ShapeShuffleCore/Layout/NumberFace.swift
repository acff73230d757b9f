/// Where a number card's dots and numeral sit on its face (a card's or a filled slot's): the dots
/// laid out like a die's so a child counts them at a glance, the numeral under them. Without the
/// numeral the dots keep their size and move to the middle of the face.
public struct NumberFace: Equatable, Sendable {
    /// Each dot's centre.
    public var dots: [Point]
    /// Every dot's radius.
    public var dotRadius: Double
    /// The numeral's centre; nil when the numeral is hidden.
    public var numeralCentre: Point?
    /// The numeral's pixel size.
    public var numeralSize: Double

    /// The dots take this share of the face's height, at its top when the numeral is shown; the
    /// numeral, as big as the rest allows, stands under them.
    static let dotsShare = 0.55

    /// Where each of up to six dots sits in the dots' area, as shares of its width and height.
    private static let dieFaces: [[(x: Double, y: Double)]] = [
        [(0.5, 0.5)],
        [(0.25, 0.5), (0.75, 0.5)],
        [(0.2, 0.75), (0.5, 0.25), (0.8, 0.75)],
        [(0.28, 0.25), (0.72, 0.25), (0.28, 0.75), (0.72, 0.75)],
        [(0.2, 0.22), (0.8, 0.22), (0.5, 0.5), (0.2, 0.78), (0.8, 0.78)],
        [(0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)],
    ]

    public init(count: Int, in face: Rect, showsNumeral: Bool) {
        let dotsHeight = face.height * Self.dotsShare
        let top = showsNumeral ? face.y : face.y + (face.height - dotsHeight) / 2
        let area = Rect(x: face.x, y: top, width: face.width, height: dotsHeight)
        let layout = Self.dieFaces[min(max(count, 1), Self.dieFaces.count) - 1]
        dotRadius = min(area.width, area.height) * (count <= 2 ? 0.2 : 0.13)
        dots = layout.map { Point(x: area.x + area.width * $0.x, y: area.y + area.height * $0.y) }
        numeralCentre = showsNumeral ? Point(x: face.midX, y: face.maxY - face.height * 0.2) : nil
        numeralSize = face.height * LevelLayout.numeralShare
    }
}
