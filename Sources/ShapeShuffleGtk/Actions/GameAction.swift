import CGtk
import ShapeShuffleCore

/// Every action the player can ask for with a key or a menu, in the order the shortcuts window
/// lists them: the one table of their names, their words (the core's `UIText`) and their keys.
/// The application installs those with an `applicationName` (`GameActions`); the F10 menu, the
/// card's actions menu, the shortcuts window and the widgets that handle keys themselves (a
/// card, Escape on the window) read the rest from here.
enum GameAction: CaseIterable {
    case flipOrPress, addCard, pinCard, hearTask, showMe, cardMenu, startOver
    case nextOrPrevious, moveInGrid, firstOrLast, find
    case shortcuts, settings, backOrClose, fullScreen, quit, primaryMenu
    /// Back to "Who is playing?"; offered only with more than one profile.
    case whoIsPlaying
    /// The grown-ups' progress view, behind the grown-up lock.
    case progress

    /// The application action's name ("app.add-card" without "app."); nil for keys widgets handle.
    var applicationName: String? {
        switch self {
        case .addCard: "add-card"
        case .pinCard: "pin-card"
        case .hearTask: "hear-task"
        case .showMe: "show-me"
        case .startOver: "start-over"
        case .find: "find"
        case .shortcuts: "shortcuts"
        case .settings: "settings"
        case .fullScreen: "fullscreen"
        case .quit: "quit"
        case .primaryMenu: "primary-menu"
        case .whoIsPlaying: "who-is-playing"
        case .progress: "progress"
        case .flipOrPress, .cardMenu, .nextOrPrevious, .moveInGrid, .firstOrLast, .backOrClose: nil
        }
    }

    /// What the shortcuts window and the menus call it; nil for the F10 key, which names itself,
    /// and for Show me, whose words are the assists' (`label(in:)` gives both).
    var title: UIText? {
        switch self {
        case .flipOrPress: .flipCardOrPressButton
        case .addCard: .addCardToBoard
        case .pinCard: .pinOrUnpinCard
        case .hearTask: .hearTask
        case .showMe: nil
        case .cardMenu: .actionsMenu
        case .startOver: .startOver
        case .nextOrPrevious: .nextOrPreviousItem
        case .moveInGrid: .moveBetweenCards
        case .firstOrLast: .firstOrLastItem
        case .find: .find
        case .shortcuts: .keyboardShortcuts
        case .settings: .settings
        case .backOrClose: .backOrClose
        case .fullScreen: .fullScreen
        case .quit: .quit
        case .primaryMenu, .whoIsPlaying, .progress: nil
        }
    }

    /// The shortcuts window's group, or nil for an action it does not list.
    var shortcutsGroup: UIText? {
        switch self {
        case .flipOrPress, .addCard, .pinCard, .hearTask, .showMe, .cardMenu: .gameplay
        case .nextOrPrevious, .moveInGrid, .firstOrLast, .find: .navigation
        case .shortcuts, .settings, .backOrClose, .fullScreen, .quit: .general
        case .startOver, .primaryMenu, .whoIsPlaying, .progress: nil
        }
    }

    /// The action an item of the F10 menu runs (the core's `PrimaryMenuPlan` says which it shows).
    init(_ item: PrimaryMenuPlan.Item) {
        switch item {
        case .addCard: self = .addCard
        case .pinCard: self = .pinCard
        case .hearTask: self = .hearTask
        case .showMe: self = .showMe
        case .startOver: self = .startOver
        case .find: self = .find
        case .shortcuts: self = .shortcuts
        case .settings: self = .settings
        case .progress: self = .progress
        case .whoIsPlaying: self = .whoIsPlaying
        case .fullScreen: self = .fullScreen
        case .quit: self = .quit
        }
    }

    /// The key the player may remap in Settings (single-key shortcuts), if any.
    var remappableKey: KeyAction? {
        switch self {
        case .addCard: .add
        case .pinCard: .pin
        case .hearTask: .hearTask
        case .showMe: .showMe
        default: nil
        }
    }

    /// Its fixed keys in GTK syntax; keys in one string separated by spaces are listed together
    /// (the four arrows). A remappable action has none: its key comes from Settings.
    var keys: [String] {
        switch self {
        case .flipOrPress: ["space", "Return"]
        case .cardMenu: ["<Shift>F10", "Menu"]
        case .nextOrPrevious: ["Tab", "<Shift>Tab"]
        case .moveInGrid: ["Left Right Up Down"]
        case .firstOrLast: ["Home", "End"]
        case .find: ["<Control>f"]
        case .shortcuts: ["F1", "<Control>question"]
        case .settings: ["<Control>comma"]
        case .backOrClose: ["Escape"]
        case .fullScreen: ["F11"]
        case .quit: ["<Control>q"]
        case .primaryMenu: ["F10"]
        case .addCard, .pinCard, .hearTask, .showMe, .startOver, .whoIsPlaying, .progress: []
        }
    }

    /// The words the shortcuts window and the menus show for it, in `words`' language.
    func label(in words: Words) -> String? {
        switch self {
        case .showMe: words.assist(.showMe)
        case .whoIsPlaying: words.text(ProfileText.whoIsPlaying)
        case .progress: words.text(ProgressText.progress)
        default: title.map(words.text)
        }
    }

    /// Keys that also work but are not listed: the keypad's and ISO keyboards' Enter.
    var unlistedKeys: [String] { self == .flipOrPress ? ["KP_Enter", "ISO_Enter"] : [] }

    /// The card action it is, for the three a card carries itself.
    /// The command the core decides on (`Game.perform`); nil for the keys widgets handle themselves.
    var command: Command? {
        switch self {
        case .addCard: .addCard
        case .pinCard: .pinCard
        case .hearTask: .hearTask
        case .showMe: .showMe
        case .startOver: .startOver
        case .find: .find
        case .shortcuts: .shortcuts
        case .settings: .settings
        case .whoIsPlaying: .whoIsPlaying
        case .progress: .progress
        case .fullScreen: .fullScreen
        case .quit: .quit
        case .primaryMenu: .primaryMenu
        case .backOrClose: .back
        case .flipOrPress, .cardMenu, .nextOrPrevious, .moveInGrid, .firstOrLast: nil
        }
    }

    /// Whether a key event is one of this action's keys: the same key, with at least the
    /// modifiers its accelerator names (Shift+F10 needs Shift; Menu and Escape take any).
    func matches(keyval: UInt32, modifiers: GdkModifierType) -> Bool {
        (keys + unlistedKeys).contains { accelerator in
            let (key, needed) = Self.parse(accelerator)
            return key == keyval && modifiers.rawValue & needed.rawValue == needed.rawValue
        }
    }

    /// An accelerator's key and modifiers, as GTK reads it.
    static func parse(_ accelerator: String) -> (keyval: UInt32, modifiers: GdkModifierType) {
        var keyval: guint = 0
        var modifiers = GdkModifierType(0)
        _ = gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        return (keyval, modifiers)
    }
}

/// A card's installed action ("card.flip"), as AT-SPI and the card's actions menu name it.
extension CardAction {
    var widgetActionName: String { "card.\(rawValue)" }

    /// The card action an installed action's name stands for.
    init?(widgetActionName name: String) {
        guard name.hasPrefix("card."), let action = CardAction(rawValue: String(name.dropFirst(5))) else { return nil }
        self = action
    }
}
