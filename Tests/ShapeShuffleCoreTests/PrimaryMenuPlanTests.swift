import Testing
import ShapeShuffleCore

@Suite("What the F10 menu offers on each screen")
struct PrimaryMenuPlanTests {
    @Test("Home offers no level's items, and Progress before Quit, which is last")
    func home() {
        let sections = PrimaryMenuPlan.sections(on: .home, players: 1, kiosk: false)
        #expect(sections == [[.find, .shortcuts, .settings, .progress, .fullScreen], [.quit]])
    }

    @Test("with several players, Who is playing? comes before Quit")
    func severalPlayers() {
        let items = PrimaryMenuPlan.sections(on: .home, players: 3, kiosk: false).flatMap { $0 }
        #expect(items.contains(.whoIsPlaying))
        #expect(items.last == .quit)
        #expect(items.firstIndex(of: .whoIsPlaying)! < items.firstIndex(of: .quit)!)
    }

    @Test("a level offers its own items first, and Quit last")
    func level() {
        let sections = PrimaryMenuPlan.sections(on: .level, players: 2, kiosk: false)
        #expect(sections.first == [.addCard, .pinCard, .hearTask, .showMe, .startOver])
        #expect(sections.last == [.quit])
        #expect(Set(sections.flatMap { $0 }) == Set(PrimaryMenuPlan.Item.allCases))
    }

    @Test("a kiosk offers no way out: no Quit, no leaving full screen")
    func kiosk() {
        for screen in [PrimaryMenuPlan.Screen.home, .level] {
            let items = PrimaryMenuPlan.sections(on: screen, players: 2, kiosk: true).flatMap { $0 }
            #expect(!items.contains(.quit) && !items.contains(.fullScreen))
            #expect(items.contains(.settings))
        }
    }
}
