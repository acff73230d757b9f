#if canImport(Glibc)
import Glibc
#endif

/// The pictogram of each choice a scanned card offers, drawn over the card with its word under
/// it, so a child who cannot read tells Flip from Add with the sound off: a card turning over,
/// an arrow down into the board's tray, a pin, an arrow going back. The front fills `solid` and
/// strokes `lines` in ink, `lineWidth` wide.
public struct ScanChoicePicture: Hashable, Sendable {
    public var solid = Path()
    public var lines = Path()
    public var lineWidth: Double

    public init(_ option: ScanOption, pinned: Bool, in box: Rect) {
        let square = box.centredSquare
        let s = square.width, c = square.center
        lineWidth = max(2, s * 0.08)
        switch option {
        case .action(.flip): flip(c, s)
        case .action(.add): add(c, s)
        case .action(.pin): pin(c, s, crossedOut: pinned)
        case .back: back(c, s)
        }
    }

    /// A card's back, filled, beside its face, outlined, and an arrow turning from one to the other.
    private mutating func flip(_ c: Point, _ s: Double) {
        let width = s * 0.3, height = s * 0.42, top = c.y + s * 0.5 - height
        solid.append(.polygon(corners(Rect(x: c.x - s * 0.44, y: top, width: width, height: height))))
        lines.append(.polygon(corners(Rect(x: c.x + s * 0.44 - width, y: top, width: width, height: height).insetBy(lineWidth / 2))))
        let centre = Point(x: c.x, y: top + s * 0.02), radius = s * 0.29
        let start = Double.pi + 0.45, sweep = Double.pi - 0.9
        var arrow = Path([.move(centre.offset(radius: radius, angle: start))])
        arrow.arc(center: centre, radius: radius, from: start, sweep: sweep)
        lines.append(arrow)
        let end = start + sweep
        head(at: centre.offset(radius: radius, angle: end), pointing: Point(x: -sin(end), y: cos(end)), size: s * 0.16)
    }

    /// An arrow coming down into an open tray: onto the board.
    private mutating func add(_ c: Point, _ s: Double) {
        var tray = Path([.move(Point(x: c.x - s * 0.42, y: c.y + s * 0.08))])
        tray.line(to: Point(x: c.x - s * 0.42, y: c.y + s * 0.44))
        tray.line(to: Point(x: c.x + s * 0.42, y: c.y + s * 0.44))
        tray.line(to: Point(x: c.x + s * 0.42, y: c.y + s * 0.08))
        lines.append(tray)
        var shaft = Path([.move(Point(x: c.x, y: c.y - s * 0.46))])
        shaft.line(to: Point(x: c.x, y: c.y + s * 0.06))
        lines.append(shaft)
        head(at: Point(x: c.x, y: c.y + s * 0.04), pointing: Point(x: 0, y: 1), size: s * 0.2)
    }

    /// A push pin: a round head, its collar and its needle; crossed out to take the pin away.
    private mutating func pin(_ c: Point, _ s: Double, crossedOut: Bool) {
        solid.append(.circle(center: Point(x: c.x, y: c.y - s * 0.22), radius: s * 0.2))
        solid.append(.polygon(corners(Rect(x: c.x - s * 0.13, y: c.y - s * 0.06, width: s * 0.26, height: s * 0.1))))
        var needle = Path([.move(Point(x: c.x, y: c.y))])
        needle.line(to: Point(x: c.x, y: c.y + s * 0.46))
        lines.append(needle)
        guard crossedOut else { return }
        var cross = Path([.move(Point(x: c.x - s * 0.42, y: c.y - s * 0.42))])
        cross.line(to: Point(x: c.x + s * 0.42, y: c.y + s * 0.42))
        lines.append(cross)
    }

    /// An arrow pointing back, to the left.
    private mutating func back(_ c: Point, _ s: Double) {
        var shaft = Path([.move(Point(x: c.x + s * 0.42, y: c.y))])
        shaft.line(to: Point(x: c.x - s * 0.1, y: c.y))
        lines.append(shaft)
        head(at: Point(x: c.x - s * 0.12, y: c.y), pointing: Point(x: -1, y: 0), size: s * 0.3)
    }

    /// A solid arrowhead whose base is centred on `base`, its tip `size` further along `direction`.
    private mutating func head(at base: Point, pointing direction: Point, size: Double) {
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        let along = Point(x: direction.x / length, y: direction.y / length)
        let across = Point(x: -along.y, y: along.x)
        solid.append(.polygon([
            Point(x: base.x + along.x * size, y: base.y + along.y * size),
            Point(x: base.x + across.x * size * 0.7, y: base.y + across.y * size * 0.7),
            Point(x: base.x - across.x * size * 0.7, y: base.y - across.y * size * 0.7),
        ]))
    }

    private func corners(_ rect: Rect) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
    }
}

/// Where each of a scanned card's choices sits over the card: two a row when there are more than
/// two, each cell a pictogram with its word under it, the pictogram as large as the cell allows.
public struct ScanChoiceLayout: Hashable, Sendable {
    public struct Cell: Hashable, Sendable {
        /// The whole cell: what the scan fills when it reaches this choice.
        public var box: Rect
        public var picture: Rect
        public var wordCentre: Point
        public var wordSize: Double
    }

    public var cells: [Cell]

    public init(count: Int, in area: Rect, gap: Double) {
        let columns = count > 2 ? 2 : 1
        let rows = max(1, (count + columns - 1) / columns)
        let width = max(1, (area.width - gap * Double(columns - 1)) / Double(columns))
        let height = max(1, (area.height - gap * Double(rows - 1)) / Double(rows))
        cells = (0..<count).map { index in
            let box = Rect(x: area.x + Double(index % columns) * (width + gap),
                           y: area.y + Double(index / columns) * (height + gap), width: width, height: height)
            let wordSize = min(18, max(10, height * 0.17))
            let side = max(1, min(box.width * 0.9, box.height - wordSize * 1.4 - 4))
            let picture = Rect(x: box.midX - side / 2, y: box.minY + 3, width: side, height: side)
            return Cell(box: box, picture: picture, wordCentre: Point(x: box.midX, y: picture.maxY + wordSize * 0.7),
                        wordSize: wordSize)
        }
    }
}

/// Where a scanned card's choices are drawn: on the card, or, where the card is too small for
/// pictures a child makes out at a glance, on a panel over it and the cards around it.
extension ScanChoiceLayout {
    /// The smallest side a choice's picture is drawn at, where the cards' area has the room.
    public static let smallestPicture = 48.0

    /// The room between two choices over `body`.
    public static func gap(over body: Rect) -> Double { min(max(body.height * 0.03, 3), largestGap) }
    private static let largestGap = 8.0

    /// Between the panel's edge and its choices: the scan's band, dark edges and all, which marks
    /// the panel as the card the scan opened, and a little air.
    public static var panelInset: Double { FocusRing.scanBandThickness + 2 * FocusRing.scanEdgeThickness + 3 }

    /// Whether `count` choices drawn over `body`, less `inset` each side, have pictures of
    /// `smallestPicture` or more.
    public static func fits(_ count: Int, over body: Rect, inset: Double) -> Bool {
        ScanChoiceLayout(count: count, in: body.insetBy(inset), gap: gap(over: body)).cells
            .allSatisfy { $0.picture.height >= smallestPicture - 0.5 }
    }

    /// Nil when the card's `body`, less `inset` each side (clear of the scan's ring over its edge),
    /// holds `count` choices with pictures of `smallestPicture`: they are drawn on the card. Else
    /// the panel they are drawn on: the body grown about its centre until they fit, kept inside
    /// `bounds`, the cards' area, as far as that allows.
    public static func panel(over body: Rect, within bounds: Rect, count: Int, inset: Double) -> Rect? {
        guard !fits(count, over: body, inset: inset) else { return nil }
        let columns = count > 2 ? 2 : 1
        let rows = max(1, (count + columns - 1) / columns)
        // The panel's own gap is at most this, however tall it grows.
        let gap = largestGap
        // The smallest cell whose picture is `smallestPicture` (the picture grows with the cell).
        var cellHeight = smallestPicture
        while ScanChoiceLayout(count: 1, in: Rect(x: 0, y: 0, width: 1000, height: cellHeight), gap: 0)
            .cells[0].picture.height < smallestPicture { cellHeight += 1 }
        let cellWidth = (smallestPicture / 0.9).rounded(.up)
        // At least the card with the room its rings take: the panel's band stands in for the card's.
        let card = body.insetBy(-FocusRing.margin())
        let width = min(bounds.width, max(card.width, Double(columns) * cellWidth + Double(columns - 1) * gap + 2 * panelInset))
        let height = min(bounds.height, max(card.height, Double(rows) * cellHeight + Double(rows - 1) * gap + 2 * panelInset))
        let x = min(max(body.midX - width / 2, bounds.minX), bounds.maxX - width)
        let y = min(max(body.midY - height / 2, bounds.minY), bounds.maxY - height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
