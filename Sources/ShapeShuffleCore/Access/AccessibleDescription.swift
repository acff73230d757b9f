/// The kind of accessible object an element is; the front maps each to its GTK accessible role.
public enum AccessibleRoleKind: String, CaseIterable, Sendable, Hashable {
    case button
    case image
    /// Read-only text, such as a board slot.
    case label
    case group
    case dialog
    case searchEntry
    case menuItem
}

/// One action of an element, with the words the actions menu shows and whether it can be used now.
public struct AccessibleAction: Hashable, Sendable {
    public var action: CardAction
    public var label: String
    /// A disabled action is still listed (shown, not hidden), and doing it changes nothing.
    public var isEnabled: Bool

    public init(_ action: CardAction, label: String, isEnabled: Bool) {
        (self.action, self.label, self.isEnabled) = (action, label, isEnabled)
    }
}

/// Everything the accessibility tree says about one element. The front applies these values as they are.
public struct AccessibleDescription: Hashable, Sendable {
    public var role: AccessibleRoleKind
    /// Short, holding the one essential fact; it always contains the element's visible text.
    public var name: String
    /// The rest: position, hints, progress, and the latest feedback first. Empty when there is nothing more.
    public var description: String
    /// Whether the keyboard stops here; nothing that does nothing is focusable.
    public var isFocusable: Bool
    public var actions: [AccessibleAction]

    public init(
        role: AccessibleRoleKind, name: String, description: String = "",
        isFocusable: Bool, actions: [AccessibleAction] = []
    ) {
        (self.role, self.name, self.description, self.isFocusable, self.actions) =
            (role, name, description, isFocusable, actions)
    }
}
