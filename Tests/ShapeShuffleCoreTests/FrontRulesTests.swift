import Testing
@testable import ShapeShuffleCore

/// Rules the front once kept and now asks the core: which language shows, when the desktop asks
/// for high contrast, and when the game's voice and sounds are heard.
@Suite("Rules the front asks the core")
struct FrontRulesTests {
    @Test("--lang wins for the run, unless the administrator locked the language; then the child's choice, then the system's")
    func language() {
        var settings = Settings()
        var admin = AdminDefaults()
        #expect(LanguageChoice.effective(settings: settings, admin: admin, commandLine: nil, system: .korean) == .korean)
        settings.language = .japanese
        #expect(LanguageChoice.effective(settings: settings, admin: admin, commandLine: nil, system: .korean) == .japanese)
        #expect(LanguageChoice.effective(settings: settings, admin: admin, commandLine: .chinese, system: .korean) == .chinese)
        admin.locked = [.language]
        #expect(LanguageChoice.effective(settings: settings, admin: admin, commandLine: .chinese, system: .korean) == .japanese)
    }

    @Test("--lang gives way once a language is picked in Settings, and holds through any other change")
    func commandLineLanguageAfterAChange() {
        let before = Settings()
        var louder = before
        louder.voiceVolume = .loud
        #expect(LanguageChoice.commandLine(.chinese, after: before, louder) == .chinese)
        var picked = before
        picked.language = .vietnamese
        #expect(LanguageChoice.commandLine(.chinese, after: before, picked) == nil)
        #expect(LanguageChoice.commandLine(nil, after: before, louder) == nil)
    }

    @Test("a card's description names the child's own keys, and none once single-key shortcuts are off")
    func shortcutKeys() throws {
        var settings = Settings()
        #expect(ShortcutKeys(settings: settings, words: Words(.english)) == .defaults)
        try settings.keys.bind(.add, to: "F8")
        #expect(ShortcutKeys(settings: settings, words: Words(.english)) == ShortcutKeys(add: "F8", pin: "P"))
        settings.singleKeyShortcuts = false
        #expect(ShortcutKeys(settings: settings, words: Words(.english)) == .off)
    }

    @Test("high contrast follows the desktop's setting, GTK_THEME and the theme's name")
    func highContrast() {
        #expect(!HighContrastRule.isOn(desktopHighContrast: false, gtkThemeVariable: nil, themeName: "Adwaita"))
        #expect(HighContrastRule.isOn(desktopHighContrast: true, gtkThemeVariable: nil, themeName: "Adwaita"))
        #expect(HighContrastRule.isOn(desktopHighContrast: false, gtkThemeVariable: "Adwaita:hc", themeName: nil))
        #expect(HighContrastRule.isOn(desktopHighContrast: false, gtkThemeVariable: "HighContrastInverse", themeName: nil))
        #expect(HighContrastRule.isOn(desktopHighContrast: false, gtkThemeVariable: "Adwaita", themeName: "HighContrast"))
        #expect(!HighContrastRule.isOn(desktopHighContrast: false, gtkThemeVariable: "Adwaita:dark", themeName: "Adwaita-dark"))
    }

    @Test("the voice is silent with its volume off, under a screen reader, and with no sound; sounds follow their setting and the desktop's")
    func voiceAndSounds() {
        var settings = Settings()
        #expect(VoicePolicy.speaks(settings, screenReaderRunning: false, soundCanBeHeard: true))
        #expect(!VoicePolicy.speaks(settings, screenReaderRunning: true, soundCanBeHeard: true))
        #expect(!VoicePolicy.speaks(settings, screenReaderRunning: false, soundCanBeHeard: false))
        settings.voiceVolume = .off
        #expect(!VoicePolicy.speaks(settings, screenReaderRunning: false, soundCanBeHeard: true))
        #expect(VoicePolicy.playsSounds(settings, desktopEventSounds: true))
        #expect(!VoicePolicy.playsSounds(settings, desktopEventSounds: false))
        settings.soundVolume = .off
        #expect(!VoicePolicy.playsSounds(settings, desktopEventSounds: true))
    }

    @Test("a colour card's name, when shown, stands under its splash inside the face; shape and size lines grow with the face")
    func faceGeometry() {
        let face = Rect(x: 10, y: 20, width: 100, height: 120)
        let named = ColourFace(in: face, showsName: true)
        #expect(named.splash.maxY <= face.maxY - face.height * 0.2)
        if let centre = named.nameCentre {
            #expect(centre.y - named.nameSize / 2 >= named.splash.maxY - 1 && centre.y + named.nameSize / 2 <= face.maxY)
        } else {
            Issue.record("no name under the splash")
        }
        #expect(ColourFace(in: face, showsName: false).splash == face && ColourFace(in: face, showsName: false).nameCentre == nil)
        #expect(ShapeFace.lineWidth(in: Rect(x: 0, y: 0, width: 40, height: 40)) == 3)
        #expect(ShapeFace.lineWidth(in: Rect(x: 0, y: 0, width: 200, height: 200)) == 10)
        #expect(SizeFace(.big, in: Rect(x: 0, y: 0, width: 200, height: 200)).lineWidth == 6)
    }
}
