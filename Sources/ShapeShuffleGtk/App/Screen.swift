import CGtk

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
