import CGtk
import ShapeShuffleCore

/// Every screen's sizes from the core's layout rules, for the window as it is now.
@MainActor
struct ScreenSizes {
    let window: MainWindow
    let session: GameSession
    let settings: Settings
    let showsCaptions: Bool

    /// The level's sizes, with room kept for its captions when they are shown.
    func level(for game: GameState) -> LevelLayout {
        LevelLayout(window: window.screenSize, cardCount: game.level.cards.count, columns: game.level.columns,
                    slotCount: game.slots.count, promptCount: game.level.prompt.count,
                    largeCards: settings.largeCards, showsPlace: session.practice != nil,
                    keepsNoteRoom: session.keepsAddCardHintRoom,
                    captionHeight: showsCaptions ? captions.height : 0)
    }

    var captions: CaptionLayout {
        CaptionLayout(window: window.screenSize, textScale: CaptionLayout.textScale(xftDPI: Int(ss_settings_xft_dpi())))
    }

    /// Every size of `screen` and the window's text follows the layout rules, with no rebuild.
    func apply(to screen: Screen?) {
        let captions = captions
        switch screen {
        case .home(let home): home.apply(HomeLayout(window: window.screenSize))
        case .chooser(let chooser): chooser.apply(ProfileChooserLayout(window: window.screenSize, count: chooser.buttons.count))
        case .level(let level):
            if let game = session.game {
                let layout = self.level(for: game)
                level.apply(layout)
                level.showCaptions(showsCaptions, layout: captions)
                return window.scaleText(promptFontSize: layout.promptFontSize, caption: captions)
            }
        case nil: break
        }
        window.scaleText(promptFontSize: LevelLayout.promptFontSize(window: window.screenSize), caption: captions)
    }
}
