import CGtk
import ShapeShuffleCore

/// The one screen the game's window shows: Home, a level, or "Who is playing?".
@MainActor
enum Screen {
    case home(HomeScreen)
    case level(LevelScreen)
    case chooser(WhoIsPlayingScreen)

    var root: UnsafeMutablePointer<GtkWidget> {
        switch self {
        case .home(let screen): screen.root
        case .level(let screen): screen.root
        case .chooser(let screen): screen.root
        }
    }
}

extension Screen {
    /// Where the F10 menu opens, and so what it offers; nowhere on the chooser.
    var primaryMenuPlace: PrimaryMenuPlan.Screen? {
        switch self {
        case .home: .home
        case .level: .level
        case .chooser: nil
        }
    }

    /// What Find and the scan reach on it: nothing on the chooser, whose buttons say themselves.
    var findableElements: [ElementID] {
        switch self {
        case .home(let screen): screen.findableElements
        case .level(let screen): screen.findableElements
        case .chooser: []
        }
    }

    func widget(for element: ElementID) -> UnsafeMutablePointer<GtkWidget>? {
        switch self {
        case .home(let screen): screen.widget(for: element)
        case .level(let screen): screen.widget(for: element)
        case .chooser: nil
        }
    }
}
