/// What the switch can choose once scanning has opened a card.
public enum ScanOption: Hashable, Sendable {
    case action(CardAction)
    /// Leave the card without doing anything and go on scanning.
    case back
}

/// What a press of the select switch does.
public enum ScanSelection: Hashable, Sendable {
    /// What has focus is pressed, as Space or a click would press it.
    case pressFocus
    /// The focused card's choices opened.
    case openedCard
    /// The choice the scan had reached on the open card was picked.
    case chose(ScanOption)
}

/// Switch scanning, for a player who can press only one switch: focus moves on by itself, and
/// the switch selects. On a card the switch first opens its choices (its enabled actions, then
/// Back), which the scan then steps through; the switch picks the one it has reached.
public struct SwitchScan: Hashable, Sendable {
    public enum Stage: Hashable, Sendable {
        /// Focus moves from element to element.
        case moving
        /// The scan steps through one card's choices.
        case choosing(card: Int, options: [ScanOption], index: Int)
    }

    public private(set) var stage: Stage = .moving

    public init() {}

    /// The choice the scan has reached, while a card is open.
    public var currentOption: ScanOption? {
        guard case .choosing(_, let options, let index) = stage else { return nil }
        return options[index]
    }

    /// The first choice of the open card: reaching it again means the choices went round once.
    public var firstOption: ScanOption? {
        guard case .choosing(_, let options, _) = stage else { return nil }
        return options.first
    }

    /// The card whose choices are open, if any.
    public var openCard: Int? {
        guard case .choosing(let card, _, _) = stage else { return nil }
        return card
    }

    /// One step of the scan. True when it stepped to the next choice of the open card; false when
    /// the front should move focus to the next element instead.
    public mutating func advance() -> Bool {
        guard case .choosing(let card, let options, let index) = stage else { return false }
        stage = .choosing(card: card, options: options, index: (index + 1) % options.count)
        return true
    }

    /// The switch was pressed on a card. The first press opens its choices and returns nil; the
    /// next returns the choice reached and goes back to moving.
    public mutating func press(onCard card: Int, actions: [AccessibleAction]) -> ScanOption? {
        if case .choosing(let open, let options, let index) = stage, open == card {
            stage = .moving
            return options[index]
        }
        let options = actions.filter(\.isEnabled).map { ScanOption.action($0.action) } + [.back]
        stage = .choosing(card: card, options: options, index: 0)
        return nil
    }

    /// The switch was pressed. In the game's own window with a card focused, it is the card's
    /// (`press(onCard:actions:)`); anywhere else, a dialog, a button or Settings, it presses what
    /// has focus, as Space or a click would, and the front leaves any open card (`reset`). The
    /// level's card keeps the game window's focus while a dialog is open, so only that window's
    /// focus is a card to open.
    public mutating func select(focusedCard card: (number: Int, actions: [AccessibleAction])?, inGameWindow: Bool) -> ScanSelection {
        guard inGameWindow, let card else { return .pressFocus }
        return press(onCard: card.number, actions: card.actions).map(ScanSelection.chose) ?? .openedCard
    }

    /// What auditory scanning says as the scan reaches an item: the open card's choice, else the
    /// name of what has focus; nothing while auditory scanning is off.
    public static func itemSaid(_ settings: Settings, offer: ScanOffer?, focusName: () -> String?) -> String? {
        guard settings.auditoryScanning else { return nil }
        return offer?.saidNow ?? focusName()
    }

    /// Focus left the card some other way (a dialog opened, the level changed): start again.
    public mutating func reset() { stage = .moving }
}
