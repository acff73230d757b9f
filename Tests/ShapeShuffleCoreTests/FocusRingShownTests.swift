import Testing
@testable import ShapeShuffleCore

/// The ring shows from the first frame and while keys or a switch play, wherever the pointer
/// rests; the mouse moving or clicking hands it to the pointer until the next key.
@Suite("When the focus ring is shown")
struct FocusRingShownTests {
    @Test("From the first frame, and through a pointer that only rests or twitches")
    func restingPointer() {
        var ring = FocusRingShown()
        #expect(ring.isShown)
        ring.pointerMoved(to: Point(x: 400, y: 300))
        ring.pointerMoved(to: Point(x: 400, y: 300))
        ring.pointerMoved(to: Point(x: 402, y: 298))
        #expect(ring.isShown, "a pointer resting over the cards does not hide the ring")
    }

    @Test("The mouse moving or clicking hides it; the next key brings it back")
    func mouseThenKey() {
        var ring = FocusRingShown()
        ring.pointerMoved(to: Point(x: 10, y: 10))
        ring.pointerMoved(to: Point(x: 60, y: 10))
        #expect(!ring.isShown)
        ring.keyPressed()
        #expect(ring.isShown)
        ring.pointerPressed()
        #expect(!ring.isShown)
        ring.keyPressed()
        ring.pointerMoved(to: Point(x: 61, y: 11))
        #expect(ring.isShown, "a twitch after a key keeps the ring")
    }

    @Test("While switch scanning is on, the ring shows whatever the mouse does")
    func scanning() {
        var ring = FocusRingShown()
        ring.scanning = true
        ring.pointerPressed()
        ring.pointerMoved(to: Point(x: 0, y: 0))
        ring.pointerMoved(to: Point(x: 300, y: 300))
        #expect(ring.isShown)
        ring.scanning = false
        #expect(!ring.isShown, "scanning off: the mouse's last move counts again")
    }
}
