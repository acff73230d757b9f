/// The single-key shortcuts as the player has set them, so descriptions name the keys that work now.
public struct ShortcutKeys: Hashable, Sendable {
    /// The add key as shown to the player ("A"), or nil when it is turned off.
    public var add: String?
    /// The pin key as shown to the player ("P"), or nil when it is turned off.
    public var pin: String?

    public init(add: String?, pin: String?) {
        self.add = add
        self.pin = pin
    }

    /// The default keys: A adds, P pins.
    public static let defaults = ShortcutKeys(add: "A", pin: "P")
    /// Single-key shortcuts turned off in Settings (WCAG 2.1.4).
    public static let off = ShortcutKeys(add: nil, pin: nil)

    /// The keys as the child's settings have them, named in `words`' language ("A", or a
    /// remapped "F8"); none while single-key shortcuts are off.
    public init(settings: Settings, words: Words) {
        self.init(add: settings.singleKey(for: .add).map(words.keyLabel),
                  pin: settings.singleKey(for: .pin).map(words.keyLabel))
    }
}

extension Settings {
    /// The single key that does `action` now: the child's own, or none while single-key
    /// shortcuts are off (WCAG 2.1.4).
    public func singleKey(for action: KeyAction) -> String? { singleKeyShortcuts ? keys.key(for: action) : nil }
}
