import FoundationEssentials

/// The single keys a player can remap in Settings, or turn off (WCAG 2.1.4).
public enum KeyAction: String, CaseIterable, Codable, Sendable, Hashable {
    /// Add the focused card to the board.
    case add
    /// Pin or unpin the focused card.
    case pin
    /// Switch scanning: select the element that scanning has reached.
    case scanSelect
    /// Hear the level's task again, anywhere on a level.
    case hearTask
    /// Two-switch scanning: move to the next item.
    case scanStep
    /// Show me: ring a right card and say it.
    case showMe
}

/// Why a key cannot be given to an action. The front says this to the player.
public enum KeyBindingError: Error, Hashable, Sendable {
    /// No key was given.
    case empty
    /// The key moves focus, activates, opens menus or help, or is a modifier: taking it would trap the player.
    case reserved(key: String)
    /// Another action already has the key.
    case inUse(key: String, by: KeyAction)
}

/// Key names as GDK spells them (gdk_keyval_name), so the front can look them up directly.
public enum KeyName {
    /// Keys no single-key shortcut may take: Tab and the arrows move focus, Space and Return
    /// activate, Escape closes, Home and End jump, F1 is help, Shift+F10 and Menu open the actions
    /// menu, and modifiers only ever modify.
    public static let reserved: Set<String> = [
        "Tab", "ISO_Left_Tab", "space", "KP_Space", "Return", "KP_Enter", "ISO_Enter", "Escape",
        "Left", "Right", "Up", "Down", "KP_Left", "KP_Right", "KP_Up", "KP_Down",
        "Home", "End", "KP_Home", "KP_End", "F1", "F10", "Menu",
        "Shift_L", "Shift_R", "Control_L", "Control_R", "Alt_L", "Alt_R", "Meta_L", "Meta_R",
        "Super_L", "Super_R", "Hyper_L", "Hyper_R", "ISO_Level3_Shift", "Caps_Lock", "Num_Lock",
    ]

    /// Reserved keys the scanning switch may still use, since selecting is what they do anyway.
    public static let activation: Set<String> = ["space", "KP_Space", "Return", "KP_Enter", "ISO_Enter"]

    private static let aliases: [String: String] = [
        " ": "space", "enter": "Return", "esc": "Escape", "menu": "Menu", "tab": "Tab",
        "space": "space", "return": "Return", "escape": "Escape", "home": "Home", "end": "End",
        "left": "Left", "right": "Right", "up": "Up", "down": "Down",
    ]

    /// The canonical spelling: one character in lower case ("A" and "a" are the same key without
    /// Shift), common names in GDK's case ("enter" is "Return"), anything else trimmed as given.
    public static func normalised(_ name: String) -> String {
        if name == " " { return "space" }
        let trimmed = String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if trimmed.count == 1 { return trimmed.lowercased() }
        if let alias = aliases[trimmed.lowercased()] { return alias }
        if let match = reserved.first(where: { $0.lowercased() == trimmed.lowercased() }) { return match }
        return trimmed
    }
}

/// The keys chosen for each remappable action, kept free of clashes by construction.
public struct KeyBindings: Hashable, Sendable {
    public private(set) var add: String
    public private(set) var pin: String
    public private(set) var scanSelect: String
    public private(set) var hearTask: String
    public private(set) var scanStep: String
    public private(set) var showMe: String

    /// A for add, P for pin, Space for the scanning switch, T to hear the task, Enter for the
    /// second switch (what most two-switch interfaces send besides Space), M for Show me.
    public static let defaults = KeyBindings(uncheckedAdd: "a", pin: "p", scanSelect: "space", hearTask: "t",
                                             scanStep: "Return", showMe: "m")

    private init(uncheckedAdd add: String, pin: String, scanSelect: String, hearTask: String, scanStep: String,
                 showMe: String) {
        (self.add, self.pin, self.scanSelect, self.hearTask, self.scanStep, self.showMe) =
            (add, pin, scanSelect, hearTask, scanStep, showMe)
    }

    /// Bindings for every action at once, refused if any is reserved or two share a key.
    public init(add: String, pin: String, scanSelect: String, hearTask: String = "t", scanStep: String = "Return",
                showMe: String = "m") throws(KeyBindingError) {
        var bindings = KeyBindings(uncheckedAdd: "", pin: "", scanSelect: "", hearTask: "", scanStep: "", showMe: "")
        try bindings.bind(.scanSelect, to: scanSelect)
        try bindings.bind(.scanStep, to: scanStep)
        try bindings.bind(.add, to: add)
        try bindings.bind(.pin, to: pin)
        try bindings.bind(.hearTask, to: hearTask)
        try bindings.bind(.showMe, to: showMe)
        self = bindings
    }

    /// The key of `action`.
    public func key(for action: KeyAction) -> String {
        switch action {
        case .add: add
        case .pin: pin
        case .scanSelect: scanSelect
        case .hearTask: hearTask
        case .scanStep: scanStep
        case .showMe: showMe
        }
    }

    /// The action bound to `key`, if any.
    public func action(for key: String) -> KeyAction? {
        let key = KeyName.normalised(key)
        return KeyAction.allCases.first { self.key(for: $0) == key }
    }

    /// Gives `key` to `action`, or throws and changes nothing.
    public mutating func bind(_ action: KeyAction, to key: String) throws(KeyBindingError) {
        let key = KeyName.normalised(key)
        guard !key.isEmpty else { throw .empty }
        // A switch may send Space or Enter: selecting or moving on is all the switch does.
        let allowedReserved = action == .scanSelect || action == .scanStep ? KeyName.activation : []
        if KeyName.reserved.contains(key), !allowedReserved.contains(key) { throw .reserved(key: key) }
        for other in KeyAction.allCases where other != action && self.key(for: other) == key {
            throw .inUse(key: key, by: other)
        }
        switch action {
        case .add: add = key
        case .pin: pin = key
        case .scanSelect: scanSelect = key
        case .hearTask: hearTask = key
        case .scanStep: scanStep = key
        case .showMe: showMe = key
        }
    }
}
