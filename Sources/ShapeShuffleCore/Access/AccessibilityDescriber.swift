/// Turns game state into what the accessibility tree says about each element, so the GTK front
/// only applies the values (docs/ARCHITECTURE.md, *What a screen reader gets*).
public struct AccessibilityDescriber: Hashable, Sendable {
    public var words: Words
    public var keys: ShortcutKeys

    public init(language: Language, keys: ShortcutKeys = .defaults) {
        words = Words(language)
        self.keys = keys
    }

    /// Any element, from what its screen knows: the game in play on the level screen, the best stars
    /// per level number on Home. `feedback` (from `Words.feedback`) leads the element's description,
    /// so a screen reader says what just happened. Nil when the element is not on that screen.
    public func describe(
        _ element: ElementID, game: GameState? = nil, bestStars: [Int: Int] = [:], feedback: String? = nil
    ) -> AccessibleDescription? {
        var described: AccessibleDescription?
        switch element {
        case .levelButton(let number):
            described = levelButton(number, bestStars: bestStars[number])
        case .settingsButton, .helpButton, .findButton, .homeButton, .dialogHomeButton:
            described = button(element)
        case .closeNotice:
            described = AccessibleDescription(role: .button, name: words.text(.closeNotice), isFocusable: true)
        case .practiceButton:
            described = AccessibleDescription(role: .button, name: words.practice(.practice),
                                              description: words.practice(.practiceHint), isFocusable: true)
        case .hearTaskButton:
            described = game.map { hearTaskButton($0.level.prompt) }
        case .nextLevelButton:
            described = nextLevelButton(after: game?.level.number)
        case .prompt:
            described = game.map { prompt($0.level.prompt) }
        case .promptPicture(let index):
            if let game, (0..<game.level.prompt.count).contains(index) {
                described = promptPicture(game.level.prompt)
            }
        case .slot(let index):
            if let game, game.slots.indices.contains(index) { described = slot(game.slots[index]) }
        case .card(let number):
            if let game, let state = game.card(number) { described = card(state, in: game.level) }
        }
        return described.map { leading(feedback, $0) }
    }

    /// A card: a focusable button while in the grid, with its three actions.
    public func card(_ state: CardState, in level: Level, feedback: String? = nil) -> AccessibleDescription {
        let described = AccessibleDescription(
            role: .button, name: words.cardName(state),
            description: words.cardDescription(state, in: level, keys: keys),
            // A card on the board can no longer be flipped, pinned or added: the keyboard skips it.
            isFocusable: state.isInGrid, actions: cardActions(state))
        return leading(feedback, described)
    }

    /// A card's actions, always all three in menu order; those that would do nothing now are disabled.
    public func cardActions(_ state: CardState) -> [AccessibleAction] {
        CardAction.allCases.map { action in
            AccessibleAction(
                action, label: words.actionLabel(action, pinned: state.isPinned),
                // A pinned card stays face up, so flipping it would do nothing.
                isEnabled: state.isInGrid && !(action == .flip && state.isPinned))
        }
    }

    /// A level button on Home: "Level 8", and whether it is done with its best stars.
    public func levelButton(_ number: Int, bestStars: Int?, inPlay: Bool = false, feedback: String? = nil) -> AccessibleDescription {
        leading(feedback, AccessibleDescription(
            role: .button, name: words.levelName(number),
            description: words.levelProgress(bestStars: bestStars, inPlay: inPlay), isFocusable: true))
    }

    /// A board slot: readable, not focusable. The name says what fills it, the description what it needs.
    public func slot(_ slot: Slot) -> AccessibleDescription {
        AccessibleDescription(
            role: .label, name: words.slotName(slot), description: words.slotDescription(slot), isFocusable: false)
    }

    /// The prompt: named by its phrase, not focusable; its pictures are its children.
    public func prompt(_ prompt: Prompt) -> AccessibleDescription {
        AccessibleDescription(
            role: .group, name: words.prompt(prompt), description: words.text(.yourTask), isFocusable: false)
    }

    /// The speaker beside the prompt: "Hear the task", and the task itself as its description, so
    /// a screen reader reaching it says the task at once.
    public func hearTaskButton(_ prompt: Prompt) -> AccessibleDescription {
        AccessibleDescription(role: .button, name: words.text(.hearTask), description: words.taskLine(prompt), isFocusable: true)
    }

    /// The card grid: a group named by the task, so a screen reader says the task as focus first
    /// enters the cards, when a level opens and each time focus comes back to them.
    public func cardGrid(_ prompt: Prompt) -> AccessibleDescription {
        AccessibleDescription(
            role: .group, name: words.prompt(prompt), description: words.text(.cards), isFocusable: false)
    }

    /// One picture of the prompt: an image in the tree ("yellow square"), never a keyboard stop.
    public func promptPicture(_ prompt: Prompt) -> AccessibleDescription {
        AccessibleDescription(role: .image, name: words.promptPicture(prompt), isFocusable: false)
    }

    /// The Level complete dialog: its name holds "Well done", its description the stars.
    public func levelCompleteDialog(stars: Int, helped: Bool = false) -> AccessibleDescription {
        // Won with Show me's help: said kindly, as a win.
        AccessibleDescription(role: .dialog, name: words.text(.wellDone),
                              description: helped ? words.wellDoneWithHelpLine(stars: stars) : words.stars(stars), isFocusable: false)
    }

    /// The Find entry, where the player types a name.
    public var findEntry: AccessibleDescription {
        AccessibleDescription(
            role: .searchEntry, name: words.text(.find), description: words.text(.findHint), isFocusable: true)
    }

    /// What a card's actions menu offers, in its order; none for a card that can do nothing more
    /// (one on the board), whose menu does not open.
    public func actionsMenu(for state: CardState) -> [AccessibleAction]? {
        state.isInGrid ? cardActions(state) : nil
    }

    /// The items of a card's actions menu, in the order the menu shows them.
    public func actionsMenuItems(for state: CardState) -> [AccessibleDescription] {
        cardActions(state).map { AccessibleDescription(role: .menuItem, name: $0.label, isFocusable: $0.isEnabled) }
    }

    /// The find entries of the given elements, as the visible screen shows them: focusable elements only.
    public func findEntries(
        for elements: [ElementID], game: GameState? = nil, bestStars: [Int: Int] = [:]
    ) -> [FindEntry] {
        elements.compactMap { element in
            guard let described = describe(element, game: game, bestStars: bestStars), described.isFocusable
            else { return nil }
            return FindEntry(element: element, name: described.name, synonyms: words.findSynonyms(for: element))
        }
    }

    private func button(_ element: ElementID) -> AccessibleDescription {
        let name: String, description: String
        switch element {
        case .settingsButton: (name, description) = (words.text(.settings), "")
        case .helpButton: (name, description) = (words.text(.help), words.text(.keyboardShortcuts))
        case .findButton: (name, description) = (words.text(.find), words.text(.findHint))
        default: (name, description) = (words.text(.home), "")
        }
        return AccessibleDescription(role: .button, name: name, description: description, isFocusable: true)
    }

    private func nextLevelButton(after current: Int?) -> AccessibleDescription {
        AccessibleDescription(
            role: .button, name: words.text(.nextLevel),
            description: current.map { words.levelName($0 + 1) } ?? "", isFocusable: true)
    }

    private func leading(_ feedback: String?, _ described: AccessibleDescription) -> AccessibleDescription {
        guard let feedback, !feedback.isEmpty else { return described }
        var led = described
        led.description = words.sentences([feedback, described.description])
        return led
    }
}
