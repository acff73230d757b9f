import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("The switch scan's highlight: its colour setting, its words, its ring and its offer")
struct ScanHighlightTests {
    func decode(_ json: String) throws -> Settings {
        try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
    }

    @Test("the colour is yellow unless chosen, and a file from before it loads with yellow")
    func defaultColour() throws {
        #expect(Settings().scanningColour == .yellow)
        #expect(try decode("{}").scanningColour == .yellow)
        #expect(try decode(#"{"scanningEnabled": true, "scanningMethod": "twoSwitches"}"#).scanningColour == .yellow)
    }

    @Test("focus wears the scan's highlight in the child's colour only while scanning is on, in either look")
    func highlightWhileScanning() {
        var settings = Settings()
        settings.scanningColour = .magenta
        for highContrast in [false, true] {
            let theme = Theme.forDesktop(highContrast: highContrast)
            #expect(theme.scanHighlight(for: settings) == nil)
            settings.scanningEnabled = true
            #expect(theme.scanHighlight(for: settings) == theme.scanHighlight(.magenta))
            settings.scanningEnabled = false
        }
        #expect(Theme.forDesktop(highContrast: true) == .highContrast && Theme.forDesktop(highContrast: false) == .standard)
    }

    @Test("each colour survives a save and a load", arguments: ScanColour.allCases)
    func roundTrip(colour: ScanColour) throws {
        var settings = Settings()
        settings.scanningEnabled = true
        settings.scanningColour = colour
        let data = try JSONEncoder().encode(settings)
        #expect(String(decoding: data, as: UTF8.self).contains(#""scanningColour":"\#(colour.rawValue)""#))
        #expect(try JSONDecoder().decode(Settings.self, from: data) == settings)
    }

    @Test("a colour this version does not know loads as yellow, and the rest of the file is kept",
          arguments: [#""purple""#, #""""#, #""Cyan""#, #"" magenta""#])
    func unknownColour(value: String) throws {
        let settings = try decode(#"{"scanningColour": \#(value), "largeCards": true}"#)
        #expect(settings.scanningColour == .yellow)
        #expect(settings.largeCards)
    }

    @Test("a colour of the wrong type makes the file corrupt, as any other key does")
    func wrongType() {
        #expect(throws: DecodingError.self) { try decode(#"{"scanningColour": 2}"#) }
    }

    @Test("the row and every colour have words in every language, and the colours' names differ",
          arguments: Language.allCases)
    func words(language: Language) {
        let words = Words(language)
        #expect(!words.text(SwitchAccessText.scanColour).isEmpty)
        let names = ScanColour.allCases.map { words.text(SwitchAccessText.title(of: $0)) }
        #expect(names.allSatisfy { !$0.isEmpty })
        #expect(Set(names).count == ScanColour.allCases.count, "\(names)")
    }

    @Test("the words are these", arguments: [
        (Language.english, "Scan highlight colour", ["Yellow", "Cyan", "Magenta"]),
        (.vietnamese, "Màu khung quét", ["Vàng", "Xanh lơ", "Hồng cánh sen"]),
        (.japanese, "スキャンの枠の色", ["黄色", "水色", "マゼンタ"]),
        (.korean, "스캔 테두리 색", ["노란색", "청록색", "자홍색"]),
        (.chinese, "扫描框颜色", ["黄色", "青色", "品红色"]),
    ])
    func wordsAre(language: Language, title: String, colours: [String]) {
        let words = Words(language)
        #expect(words.text(SwitchAccessText.scanColour) == title)
        #expect(ScanColour.allCases.map { words.text(SwitchAccessText.title(of: $0)) } == colours)
    }

    @Test("each band stands far apart from its dark edges, and every surface stands 3:1 apart from the band or the edge",
          arguments: [Theme.standard, .highContrast])
    func contrast(theme: Theme) {
        for colour in ScanColour.allCases {
            let highlight = theme.scanHighlight(colour)
            #expect(RGB.contrastRatio(highlight.band, highlight.edge) >= Theme.minimumTextContrast, "\(colour)")
            for surface in theme.surfacesBesideScanHighlight {
                let best = max(RGB.contrastRatio(highlight.band, surface), RGB.contrastRatio(highlight.edge, surface))
                #expect(best >= Theme.minimumGraphicContrast, "\(colour) beside \(surface): \(best)")
            }
            // Told from the keyboard's ring by its thickness (below) and by colour.
            #expect(highlight.band != theme.focusRing)
        }
        // Magenta is dark enough to stand out from the light card faces and the background alone.
        for surface in [theme.cardFace, theme.windowBackground] {
            #expect(RGB.contrastRatio(ScanColour.magenta.band, surface) >= Theme.minimumGraphicContrast)
        }
        let bands = ScanColour.allCases.map(\.band)
        #expect(Set(bands).count == bands.count)
    }

    @Test("the scan's ring is at least 6 px of colour, twice the keyboard's, and stays in the room the keyboard's has",
          arguments: RingGeometryTests.shapes)
    func ring(shape: FocusRingShape) {
        #expect(FocusRing.scanBandThickness >= 6)
        #expect(FocusRing.scanBandThickness >= 2 * FocusRing.defaultThickness)
        for rect in RingGeometryTests.rects {
            let strokes = FocusRing.scanRing(shape, around: rect)
            #expect(strokes.band.lineWidth == FocusRing.scanBandThickness)
            #expect(strokes.edge.lineWidth == strokes.band.lineWidth + 2 * FocusRing.scanEdgeThickness)
            #expect(strokes.edge.path == strokes.band.path)
            let outline = FocusRing.outline(shape, in: rect).flattened(tolerance: 0.01)
            let room = rect.insetBy(-FocusRing.margin())
            var outsideRoom = 0, tooDeep = 0
            for point in RingGeometryTests.strokePoints(strokes.edge) {
                if !room.contains(point) { outsideRoom += 1 }
                if outline.contains(point), outline.distance(from: point) > FocusRing.scanReachInside() + 0.05 { tooDeep += 1 }
            }
            #expect(outsideRoom == 0, "\(shape) in \(rect): the scan's ring reaches past the margin")
            #expect(tooDeep == 0, "\(shape) in \(rect): the scan's ring reaches further in than it says")
        }
        // Over a card's edge, far less than its corner number's distance from it.
        #expect(FocusRing.scanReachInside() <= 6)
    }

    private let allActions = CardAction.allCases.map { AccessibleAction($0, label: $0.rawValue, isEnabled: true) }

    @Test("an open card offers all its choices at once, with the one reached, which follows the scan")
    func offer() {
        var scan = SwitchScan()
        let words = Words(.english)
        #expect(scan.offer(words: words, pinned: false) == nil)
        _ = scan.press(onCard: 3, actions: allActions)
        let first = scan.offer(words: words, pinned: false)
        #expect(first?.card == 3)
        #expect(first?.labels == ["Flip", "Add to board", "Pin", "Go back"])
        #expect(first?.current == 0)
        #expect(first?.label == "Flip")
        #expect(first?.spoken == words.scanOffer(.action(.flip), pinned: false))
        _ = scan.advance()
        let second = scan.offer(words: words, pinned: false)
        #expect(second?.labels == first?.labels)
        #expect(second?.current == 1)
        #expect(second?.label == "Add to board")
        #expect(second?.spoken == "Add to board. Press your switch to choose.")
        _ = scan.advance()
        _ = scan.advance()
        #expect(scan.offer(words: words, pinned: false)?.current == 3)
        _ = scan.advance()
        #expect(scan.offer(words: words, pinned: false)?.current == 0, "the choices go round")
        _ = scan.press(onCard: 3, actions: allActions)
        #expect(scan.offer(words: words, pinned: false) == nil, "a choice taken closes the card")
    }

    @Test("auditory scanning says each English choice as a short sentence, as a lone \"Pin\" is heard as \"pen\"; other languages say the drawn word")
    func choicesSaid() {
        var scan = SwitchScan()
        _ = scan.press(onCard: 3, actions: allActions)
        let english = scan.offer(words: Words(.english), pinned: false)
        #expect(english?.said == ["Flip it.", "Put it on the board.", "Pin it.", "Go back."])
        #expect(english?.saidNow == "Flip it.")
        #expect(scan.offer(words: Words(.english), pinned: true)?.said[2] == "Take the pin off.")
        for language in Language.allCases where language != .english {
            let offer = scan.offer(words: Words(language), pinned: true)
            #expect(offer?.said == offer?.labels, "\(language)")
        }
    }

    @Test("a pinned card offers Unpin, and only the choices that do something", arguments: Language.allCases)
    func pinnedOffer(language: Language) {
        var scan = SwitchScan()
        let words = Words(language)
        let pinned = [AccessibleAction(.flip, label: "Flip", isEnabled: false),
                      AccessibleAction(.add, label: "Add", isEnabled: true),
                      AccessibleAction(.pin, label: "Unpin", isEnabled: true)]
        _ = scan.press(onCard: 1, actions: pinned)
        let offer = scan.offer(words: words, pinned: true)
        #expect(offer?.labels == [words.scanOptionLabel(.action(.add), pinned: true),
                                  words.scanOptionLabel(.action(.pin), pinned: true),
                                  words.scanOptionLabel(.back, pinned: true)])
        #expect(offer?.labels.allSatisfy { !$0.isEmpty } == true)
        #expect(Set(offer?.labels ?? []).count == 3)
    }
}
