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
        // The window's own words: the prompt, the title, headings and dialog titles.
        for ink in [theme.text, theme.titleText, theme.secondaryText, theme.dialogTitle] {
            #expect(RGB.contrastRatio(ink, theme.windowBackground) >= 4.5, "\(ink) on the window")
        }
        #expect(RGB.contrastRatio(theme.text, theme.cardFace) >= 4.5)
        // The board's heading and the slots' captions stand on the board panel.
        #expect(RGB.contrastRatio(theme.text, theme.panelFill) >= 4.5)
        #expect(RGB.contrastRatio(theme.secondaryText, theme.panelFill) >= 4.5)
        #expect(RGB.contrastRatio(theme.noticeText, theme.noticeFill) >= 4.5)
        #expect(RGB.contrastRatio(theme.defaultButtonText, theme.defaultButtonFill) >= 4.5)
        // The Well done stars are 40 px glyphs: large text, 3:1.
        #expect(RGB.contrastRatio(theme.starsText, theme.windowBackground) >= 3)
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
        #expect(RGB.contrastRatio(theme.panelBorder, background) >= 3, "the board and prompt panel have no edge")
        #expect(RGB.contrastRatio(theme.buttonFocusOutline, background) >= 3, "text buttons show no focus")
        // On the board: an empty slot's dashed edge and a filled slot's edge.
        #expect(RGB.contrastRatio(theme.cardBorder, theme.panelFill) >= 3)
        #expect(RGB.contrastRatio(theme.doneBadge, theme.panelFill) >= 3)
        // On a face-up card: the pin and the outline of a shape around its fill.
        #expect(RGB.contrastRatio(theme.pinHead, theme.cardFace) >= 3)
        #expect(RGB.contrastRatio(theme.pinNeedle, theme.cardFace) >= 3)
        #expect(RGB.contrastRatio(theme.shapeInk, theme.shapeFill) >= 3)
        // A card's marks: the border on the face and beside the window, the cross and tick in
        // their discs, and the added card's tick beside its empty place.
        #expect(RGB.contrastRatio(theme.mistakeMark, theme.cardFace) >= 3, "a mistake's border vanishes on the face")
        #expect(RGB.contrastRatio(theme.mistakeMark, background) >= 3, "a mistake's border vanishes beside the card")
        #expect(RGB.contrastRatio(theme.cardFace, theme.mistakeMark) >= 4.5, "the cross vanishes in its disc")
    }

    @Test("high contrast is black on white: every word and edge black, every surface white")
    func highContrastIsBlackOnWhite() {
        let theme = Theme.highContrast
        let inks = [theme.text, theme.titleText, theme.secondaryText, theme.dialogTitle, theme.starsText,
                    theme.panelBorder, theme.cardBorder, theme.shapeInk, theme.cardBack, theme.doneBadge,
                    theme.pinHead, theme.pinHeadEdge, theme.pinNeedle, theme.levelButtonBorder, theme.levelButtonNumber,
                    theme.starEarned, theme.defaultButtonFill]
        for ink in inks { #expect(ink == .black, "\(ink)") }
        let surfaces = [theme.windowBackground, theme.panelFill, theme.cardFace, theme.shapeFill] + theme.levelButtonFills
        for surface in surfaces { #expect(surface == .white, "\(surface)") }
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
                // The prompt's pictures stand on the prompt panel.
                #expect(RGB.contrastRatio(outline, theme.panelFill) >= 3, "\(palette) \(colour) in the prompt")
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
