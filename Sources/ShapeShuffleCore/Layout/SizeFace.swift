/// Where a size card's picture sits on its face (a card's, a filled slot's, or a prompt object's
/// cell): size shown by comparison, as a child sees big and small, with a big and a small one of
/// the same thing standing side by side on one floor. The size named is the one painted solid;
/// the other is only outlined. Nothing else on any card looks like this pair: a shape card is one
/// outline in the middle, a number card its dots over a numeral.
public struct SizeFace: Equatable, Sendable {
    /// The square the big one fills, at the face's left.
    public var big: Rect
    /// The square the small one fills, at the face's right, on the big one's floor.
    public var small: Rect
    /// The one that is named, painted solid.
    public var named: Size
    /// The floor both stand on: its left end and its right end.
    public var floorStart: Point
    public var floorEnd: Point
    /// The floor's and the outlined one's line: thin against the solid one, thick enough to see.
    public var lineWidth: Double

    /// The small one's side is this share of the big one's: half, so the difference is seen at once
    /// even on a small card, and the small one is still a clear shape.
    static let smallShare = 0.45

    public init(_ size: Size, in face: Rect) {
        named = size
        lineWidth = max(2, face.width * 0.03)
        let gap = face.width * 0.06
        // The two sides and the gap fill the face's width; the big one is no taller than the face.
        let bigSide = min(face.height * 0.82, (face.width - gap) / (1 + Self.smallShare))
        let smallSide = bigSide * Self.smallShare
        let left = face.midX - (bigSide + gap + smallSide) / 2
        let floorY = face.midY + bigSide / 2
        big = Rect(x: left, y: floorY - bigSide, width: bigSide, height: bigSide)
        small = Rect(x: left + bigSide + gap, y: floorY - smallSide, width: smallSide, height: smallSide)
        floorStart = Point(x: left - gap / 2, y: floorY + gap / 2)
        floorEnd = Point(x: small.maxX + gap / 2, y: floorY + gap / 2)
    }


    /// The square the named size fills, and the other's.
    public var namedRect: Rect { named == .big ? big : small }
    public var otherRect: Rect { named == .big ? small : big }
}
