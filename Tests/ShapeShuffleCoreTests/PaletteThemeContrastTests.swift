import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Theme colours keep their contrast (WCAG 1.4.3, 1.4.11, 2.4.13)")
struct PaletteThemeContrastTests {
    static let themes: [Theme] = [.standard, .highContrast]

    @Test("the focus ring stands out 3:1 from every surface it is drawn beside", arguments: themes)
    func focusRing(theme: Theme) {
        for surface in theme.surfacesBesideFocusRing {
            let ratio = RGB.contrastRatio(theme.focusRing, surface)
            #expect(ratio >= 3, "ring \(theme.focusRing) beside \(surface): \(ratio)")
        }
        // The list really holds the card faces and backs, every level button, the icon buttons and the window.
        let needed = [theme.cardFace, theme.cardBack, theme.iconButtonFill, theme.windowBackground] + theme.levelButtonFills
        for surface in needed {
            #expect(theme.surfacesBesideFocusRing.contains(surface))
        }
    }

    @Test("text is 4.5:1 wherever it is written", arguments: themes)
    func text(theme: Theme) {
        #expect(RGB.contrastRatio(theme.text, theme.windowBackground) >= 4.5)
        #expect(RGB.contrastRatio(theme.text, theme.cardFace) >= 4.5)
        for fill in theme.levelButtonFills {
            #expect(RGB.contrastRatio(theme.levelButtonNumber, fill) >= 4.5, "number on \(fill)")
        }
        #expect(RGB.contrastRatio(theme.iconButtonInk, theme.iconButtonFill) >= 4.5)
        #expect(RGB.contrastRatio(theme.doneBadgeInk, theme.doneBadge) >= 4.5)
    }

    @Test("cards, buttons, stars and outline shapes stand out 3:1", arguments: themes)
    func graphics(theme: Theme) {
        let background = theme.windowBackground
        #expect(RGB.contrastRatio(theme.cardBorder, background) >= 3)
        #expect(RGB.contrastRatio(theme.cardBack, theme.cardFace) >= 3, "face-down and face-up look alike")
        #expect(RGB.contrastRatio(theme.shapeInk, theme.cardFace) >= 3)
        #expect(RGB.contrastRatio(theme.shapeInk, background) >= 3, "stars not yet earned vanish")
        #expect(RGB.contrastRatio(theme.starEarnedEdge, background) >= 3)
        #expect(RGB.contrastRatio(theme.doneBadge, background) >= 3)
        #expect(RGB.contrastRatio(theme.levelButtonBorder, background) >= 3)
        #expect(RGB.contrastRatio(theme.iconButtonFill, background) >= 3)
    }

    @Test("level buttons take their colour from their place in the shape cycle")
    func levelFills() {
        let theme = Theme.standard
        #expect(theme.levelButtonFills.count == 3)
        #expect(Set(theme.levelButtonFills).count == 3)
        #expect(theme.levelButtonFill(level: 1) == theme.levelButtonFills[0])
        #expect(theme.levelButtonFill(level: 5) == theme.levelButtonFills[1])
        #expect(theme.levelButtonFill(level: 9) == theme.levelButtonFills[2])
    }

    @Test("every colour splash keeps a 3:1 edge on the card face, in every palette and theme", arguments: themes)
    func splashOutlines(theme: Theme) {
        for palette in Palette.allCases {
            for colour in Colour.allCases {
                let paint = palette.rgb(for: colour)
                let outline = theme.splashOutline(for: paint)
                #expect(RGB.contrastRatio(outline, theme.cardFace) >= 3, "\(palette) \(colour)")
            }
        }
    }

    @Test("pale colours such as yellow get a dark edge; strong ones keep their own")
    func yellowGetsDarkEdge() {
        let theme = Theme.standard
        for palette in Palette.allCases {
            let yellow = palette.rgb(for: .yellow)
            #expect(theme.splashOutline(for: yellow) == theme.text)
            #expect(theme.splashOutline(for: yellow).relativeLuminance < 0.1)
        }
        let purple = Palette.standard.rgb(for: .purple)
        #expect(theme.splashOutline(for: purple) == purple)
    }
}
