import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Palettes and colour patterns")
struct PaletteTests {
    @Test("the colour-blind palette uses the published Okabe–Ito values")
    func okabeItoValues() {
        let expected: [Colour: String] = [
            .red: "#D55E00", .orange: "#E69F00", .yellow: "#F0E442",
            .green: "#009E73", .blue: "#0072B2", .purple: "#CC79A7",
        ]
        for (colour, hex) in expected {
            #expect(Palette.okabeIto.rgb(for: colour).hexString == hex, "\(colour)")
        }
        #expect(OkabeIto.skyBlue.hexString == "#56B4E9")
        #expect(OkabeIto.black.hexString == "#000000")
    }

    @Test("every palette paints the six colours differently", arguments: Palette.allCases)
    func distinct(palette: Palette) {
        #expect(Set(Colour.allCases.map { palette.rgb(for: $0) }).count == Colour.allCases.count)
    }

    @Test("each colour has its own pattern, so colour is never the only cue")
    func patternsDistinct() {
        #expect(Set(Colour.allCases.map(ColourPattern.init)).count == Colour.allCases.count)
        #expect(Palette.okabeIto.showsPatterns && !Palette.standard.showsPatterns)
    }

    @Test("under high contrast every palette carries patterns; otherwise only the colour-blind one")
    func patternsUnderHighContrast() {
        for palette in Palette.allCases {
            #expect(Theme.highContrast.showsPatterns(in: palette), "\(palette)")
        }
        #expect(Theme.standard.showsPatterns(in: .okabeIto))
        #expect(!Theme.standard.showsPatterns(in: .standard))
    }

    @Test("pattern marks cover a card-sized splash and stay inside it", arguments: ColourPattern.allCases)
    func marksInside(pattern: ColourPattern) {
        for rect in [Rect(x: 0, y: 0, width: 44, height: 44), Rect(x: 12, y: 30, width: 100, height: 60)] {
            let marks = pattern.marks(in: rect, cell: 10)
            let points = marks.path.polygons(tolerance: 0.05).flatMap { $0 }
            #expect(points.count >= 8, "\(pattern) too sparse in \(rect)")
            #expect(points.allSatisfy { rect.contains($0, slack: 1e-9) }, "\(pattern) spills out of \(rect)")
            let bounds = marks.path.bounds()
            #expect(bounds.width > rect.width / 2 && bounds.height > rect.height / 2, "\(pattern) covers too little")
        }
    }

    @Test("the patterns differ in kind: lines, fills, and their directions")
    func patternKinds() {
        let rect = Rect(x: 0, y: 0, width: 60, height: 60)
        let fills = ColourPattern.allCases.filter { $0.marks(in: rect).paint == .fill }
        #expect(Set(fills) == [.dots, .checks])
        // Stripes slant; zigzags and waves run across; crosses have upright strokes.
        let stripe = ColourPattern.stripes.marks(in: rect).path.polygons()[0]
        #expect(abs(abs(stripe[1].y - stripe[0].y) - abs(stripe[1].x - stripe[0].x)) < 1e-9)
        let wave = ColourPattern.waves.marks(in: rect).path
        #expect(wave.elements.contains { if case .curve = $0 { true } else { false } })
        let zigzag = ColourPattern.zigzag.marks(in: rect).path
        #expect(!zigzag.elements.contains { if case .curve = $0 { true } else { false } })
        let cross = ColourPattern.crosses.marks(in: rect).path.polygons()
        #expect(cross.contains { abs($0[0].x - $0[1].x) < 1e-9 })
    }

    @Test("pattern ink stands out clearly from its colour in both palettes", arguments: Palette.allCases)
    func patternInk(palette: Palette) {
        for colour in Colour.allCases {
            let ratio = RGB.contrastRatio(palette.patternInk(for: colour), palette.rgb(for: colour))
            #expect(ratio >= 4.5, "\(palette) \(colour): \(ratio)")
        }
    }

    @Test("WCAG luminance and contrast give the published figures")
    func wcagFormulas() {
        #expect(RGB.white.relativeLuminance == 1)
        #expect(RGB.black.relativeLuminance == 0)
        #expect(abs(RGB.contrastRatio(.black, .white) - 21) < 1e-9)
        #expect(RGB.contrastRatio(.white, .black) == RGB.contrastRatio(.black, .white))
        // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
        #expect(RGB.contrastRatio(RGB(hex: 0x767676), .white) >= 4.5)
        #expect(RGB.contrastRatio(RGB(hex: 0x777777), .white) < 4.5)
    }
}
