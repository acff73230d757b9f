import Testing
@testable import ShapeShuffleCore

@Suite("Switch scanning")
struct SwitchScanTests {
    private let allActions = CardAction.allCases.map { AccessibleAction($0, label: $0.rawValue, isEnabled: true) }

    @Test func whileMovingTheScanLeavesFocusToTheFront() {
        var scan = SwitchScan()
        let result1 = scan.advance()
        #expect(result1 == false)
        #expect(scan.currentOption == nil)
    }

    @Test func theFirstPressOnACardOpensItsChoicesThenTheScanStepsThroughThem() {
        var scan = SwitchScan()
        let result2 = scan.press(onCard: 3, actions: allActions)
        #expect(result2 == nil)
        #expect(scan.openCard == 3)
        #expect(scan.currentOption == .action(.flip))
        let result3 = scan.advance()
        #expect(result3)
        #expect(scan.currentOption == .action(.add))
        let result4 = scan.advance()
        #expect(result4)
        #expect(scan.currentOption == .action(.pin))
        let result5 = scan.advance()
        #expect(result5)
        #expect(scan.currentOption == .back)
        let result6 = scan.advance()
        #expect(result6)
        #expect(scan.currentOption == .action(.flip), "the choices go round")
    }

    @Test func theSecondPressTakesTheChoiceReachedAndScanningMovesOn() {
        var scan = SwitchScan()
        _ = scan.press(onCard: 2, actions: allActions)
        _ = scan.advance()
        let result7 = scan.press(onCard: 2, actions: allActions)
        #expect(result7 == .action(.add))
        #expect(scan.stage == .moving)
    }

    @Test func actionsThatWouldDoNothingAreNotOffered() {
        var scan = SwitchScan()
        let pinned = [AccessibleAction(.flip, label: "Flip", isEnabled: false),
                      AccessibleAction(.add, label: "Add", isEnabled: true),
                      AccessibleAction(.pin, label: "Unpin", isEnabled: true)]
        _ = scan.press(onCard: 1, actions: pinned)
        guard case .choosing(_, let options, _) = scan.stage else { Issue.record("no choices open"); return }
        #expect(options == [.action(.add), .action(.pin), .back])
    }

    @Test func pressingOnAnotherCardOpensThatCardInstead() {
        var scan = SwitchScan()
        _ = scan.press(onCard: 1, actions: allActions)
        let result8 = scan.press(onCard: 4, actions: allActions)
        #expect(result8 == nil)
        #expect(scan.openCard == 4)
        scan.reset()
        #expect(scan.openCard == nil)
    }

    @Test func eachChoiceIsSaidWithHowToTakeIt() {
        let words = Words(.english)
        #expect(words.scanOffer(.action(.add), pinned: false) == "Add to board. Press your switch to choose.")
        #expect(words.scanOffer(.back, pinned: false).hasPrefix("Go back"))
        // What is drawn across the card is the choice alone, and follows the pin.
        #expect(words.scanOptionLabel(.action(.add), pinned: false) == "Add to board")
        #expect(words.scanOptionLabel(.action(.pin), pinned: true) == "Unpin")
        #expect(words.scanOptionLabel(.back, pinned: false) == "Go back")
        for language in Language.allCases {
            #expect(!Words(language).scanOffer(.action(.pin), pinned: true).isEmpty)
        }
    }

    @Test func theSwitchOpensAFocusedCardOnlyInTheGameWindowAndPressesAnythingElse() {
        var scan = SwitchScan()
        #expect(scan.select(focusedCard: nil, inGameWindow: true) == .pressFocus)
        // A dialog is open over the level: the card that keeps the game window's focus is not the switch's.
        #expect(scan.select(focusedCard: (3, allActions), inGameWindow: false) == .pressFocus)
        #expect(scan.openCard == nil)
        #expect(scan.select(focusedCard: (3, allActions), inGameWindow: true) == .openedCard)
        #expect(scan.openCard == 3)
        _ = scan.advance()
        #expect(scan.select(focusedCard: (3, allActions), inGameWindow: true) == .chose(.action(.add)))
        #expect(scan.openCard == nil)
    }

    @Test func auditoryScanningSaysTheChoiceReachedElseWhatHasFocusAndNothingWhenOff() {
        var scan = SwitchScan()
        var settings = Settings()
        settings.auditoryScanning = true
        #expect(SwitchScan.itemSaid(settings, offer: nil) { "Settings" } == "Settings")
        _ = scan.press(onCard: 2, actions: allActions)
        let offer = scan.offer(words: Words(.english), pinned: false)
        #expect(SwitchScan.itemSaid(settings, offer: offer) { "Settings" } == offer?.saidNow)
        settings.auditoryScanning = false
        #expect(SwitchScan.itemSaid(settings, offer: offer) { "Settings" } == nil)
        #expect(SwitchScan.itemSaid(settings, offer: nil) { "Settings" } == nil)
    }
}
