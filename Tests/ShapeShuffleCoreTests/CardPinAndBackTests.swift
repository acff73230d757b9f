import Testing
import ShapeShuffleCore

/// A pinned card's pin is seen at every card size, in the corner across from the card's number;
/// a face-down card's back keeps its shapes on the card.
@Suite("A card's pin and its back")
struct CardPinAndBackTests {
    /// Cards from the smallest a level deals to the largest a 4K window gives, narrow and wide.
    static let sizes: [(width: Double, height: Double)] = [80, 120, 200, 320, 480].flatMap { width in
        [0.8, 1.15, 1.4].map { (width, width * $0) }
    }

    @Test("the pin's head grows with the card: at least 8% of its shorter side, on every card")
    func pinGrowsWithTheCard() {
        for size in Self.sizes {
            let parts = CardFaceLayout(width: size.width, height: size.height)
            let pin = CardPinLayout(card: parts)
            let shorter = min(parts.body.width, parts.body.height)
            #expect(2 * pin.headRadius >= 0.08 * shorter, "\(size): a head of \(2 * pin.headRadius) px on \(shorter) px")
        }
    }

    @Test("the pin stays on the card, across from a two-digit number")
    func pinClearOfTheNumber() {
        for size in Self.sizes {
            let parts = CardFaceLayout(width: size.width, height: size.height)
            let pin = CardPinLayout(card: parts)
            let reach = pin.headRadius + pin.edgeWidth / 2
            #expect(pin.head.x + reach <= parts.body.maxX && pin.head.y - reach >= parts.body.minY, "\(size)")
            #expect(pin.needleEnd.x >= parts.body.minX && pin.needleEnd.y <= parts.body.maxY, "\(size)")
            // "12" is about 1.2 number sizes wide, centred on the number's centre.
            let numberRight = parts.cornerNumberCentre.x + 0.6 * parts.cornerNumberSize
            #expect(pin.head.x - reach > numberRight, "\(size): the pin covers the card's number")
        }
    }

    @Test("the pin never reaches into the face, where the dots, the paint or the shape are drawn")
    func pinAboveTheFace() {
        for size in Self.sizes {
            let parts = CardFaceLayout(width: size.width, height: size.height)
            let pin = CardPinLayout(card: parts)
            let lowest = max(pin.head.y + pin.headRadius + pin.edgeWidth / 2, pin.needleEnd.y + pin.needleWidth / 2)
            #expect(lowest <= parts.face.minY + 0.1 * parts.cornerNumberSize,
                    "\(size): the pin reaches \(lowest - parts.face.minY) px into the face")
        }
    }

    @Test("a card's back keeps its three shapes on the card, clear of each other")
    func backMotifOnTheCard() {
        for size in Self.sizes {
            let body = CardFaceLayout(width: size.width, height: size.height).body
            let back = CardBackLayout(body: body)
            #expect(back.motif.map(\.shape) == [.circle, .triangle, .square])
            for part in back.motif {
                #expect(part.rect.minX >= body.minX && part.rect.maxX <= body.maxX
                        && part.rect.minY >= body.minY && part.rect.maxY <= body.maxY, "\(size): \(part.shape)")
            }
            for (a, b) in zip(back.motif, back.motif.dropFirst()) {
                #expect(a.rect.maxX <= b.rect.minX || b.rect.maxX <= a.rect.minX
                        || a.rect.maxY <= b.rect.minY || b.rect.maxY <= a.rect.minY, "\(size): \(a.shape) on \(b.shape)")
            }
        }
    }
}
