/// Every word the game says in one language: prompts, element names and descriptions, feedback after
/// a move, find synonyms and the UI text table. A language's grammar lives in its own file, and
/// each sentence with its five languages side by side in a table (`PlaySentence` and the others).
public struct Words: Hashable, Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    var book: any Phrasebook { language.phrasebook }

    /// One fixed text of the UI.
    public func text(_ item: UIText) -> String { book.text(item) }

    // MARK: Attributes and numbers

    /// A colour's name on its own, as a colour card prints it.
    public func colour(_ colour: Colour) -> String { book.word(colour) }
    public func shape(_ shape: Shape) -> String { book.word(shape) }
    public func size(_ size: Size) -> String { book.word(size) }

    /// The number as a word ("two", "hai", "に", "둘", "二"), or its digits past ninety-nine.
    public func number(_ number: Int) -> String { book.numberWord(number) ?? String(number) }

    /// Every way to write the number that Find accepts: digits, words and counted forms.
    public func numberSpellings(_ number: Int) -> [String] { [String(number)] + book.numberSpellings(number) }

    /// What a card, slot or sentence calls an attribute: "two dots", "yellow", "square", "big".
    public func cardFace(_ attribute: Attribute) -> String { book.cardFace(attribute) }

    // MARK: Prompt

    /// The prompt as one grammatical phrase: "Two yellow squares".
    public func prompt(_ prompt: Prompt) -> String { book.prompt(prompt) }

    /// The name of one object in the prompt's picture: "yellow square".
    public func promptPicture(_ prompt: Prompt) -> String { book.promptPicture(prompt) }

    // MARK: Cards

    /// A card's accessible name: "Card 3, face down", "Card 3, yellow, pinned".
    public func cardName(_ state: CardState) -> String {
        let book = book
        var parts = [sentence(.cardLabel(state.card.number))]
        parts.append(state.isFaceUp || state.isOnBoard ? book.cardFace(state.card.attribute) : sentence(.faceDown))
        if state.isPinned { parts.append(sentence(.pinnedMark)) }
        if state.isOnBoard { parts.append(sentence(.onBoardMark)) }
        return parts.joined(separator: book.listSeparator)
    }

    /// A card's description: row and column, then how to add or pin it with the keys that work now.
    public func cardDescription(_ state: CardState, in level: Level, keys: ShortcutKeys) -> String {
        let book = book
        let position = level.position(ofCard: state.card.number)
        var sentences = [sentence(.position(row: position.row + 1, column: position.column + 1))]
        if state.isInGrid {
            if let add = keys.add { sentences.append(sentence(.addHint(key: add))) }
            if let pin = keys.pin { sentences.append(sentence(state.isPinned ? .unpinHint(key: pin) : .pinHint(key: pin))) }
            if keys.add == nil || keys.pin == nil { sentences.append(sentence(.actionsMenuHint)) }
        }
        return sentences.joined(separator: book.sentenceSeparator)
    }

    /// How to add a card, with the Add key only when single keys work.
    public func addCardHint(keys: ShortcutKeys) -> String { sentence(.addCardHint(key: keys.add)) }

    /// The words of a card action in its menu: "Flip", "Add to board", "Pin" or "Unpin".
    public func actionLabel(_ action: CardAction, pinned: Bool) -> String {
        switch action {
        case .flip: text(.flip)
        case .add: text(.addToBoard)
        case .pin: text(pinned ? .unpin : .pin)
        }
    }

    // MARK: Slots

    /// A slot's name: its kind, then what fills it or "empty" ("Colour: yellow", "Shape: empty").
    public func slotName(_ slot: Slot) -> String {
        let book = book
        let value = slot.filledBy.map { book.slotValue($0.attribute) } ?? book.text(.empty)
        return kindName(slot.requirement.kind) + book.labelSeparator + value
    }

    /// What an empty slot needs ("Needs a square."), or which card fills it.
    public func slotDescription(_ slot: Slot) -> String {
        slot.filledBy.map { sentence(.slotHolds(card: $0.number)) } ?? book.slotNeeds(slot.requirement)
    }

    // MARK: Levels and stars

    /// A level button's name: "Level 8".
    public func levelName(_ number: Int) -> String { sentence(.levelName(number)) }

    /// "2 of 3 stars".
    public func stars(_ earned: Int) -> String { sentence(.stars(earned, of: Stars.maximum)) }

    /// A level button's description: "Done, 2 of 3 stars", or "Not played yet" when `bestStars` is nil.
    public func levelProgress(bestStars: Int?, inPlay: Bool = false) -> String {
        let book = book
        let done = bestStars.map { book.text(.done) + book.listSeparator + sentence(.stars($0, of: Stars.maximum)) }
        guard inPlay else { return done ?? text(.notPlayedYet) }
        return ([text(.inPlay)] + (done.map { [$0] } ?? [])).joined(separator: book.listSeparator)
    }

    // MARK: Feedback

    /// What a move did, said through the focused element's description. Nil when the card's new name
    /// already says it all (a plain flip).
    public func feedback(for outcome: MoveOutcome, in level: Level) -> String? {
        let book = book
        let lines: [String]
        switch outcome {
        case .flippedUp(_, let turnedDown):
            lines = turnedDown.map { [sentence(.turnedDown(card: $0))] } ?? []
        case .flippedDown:
            lines = []
        case .pinned:
            lines = [sentence(.pinned)]
        case .unpinned(_, let turnedDown):
            lines = [sentence(.unpinned)] + (turnedDown.map { [sentence(.turnedDown(card: $0))] } ?? [])
        case .added(let card, _, let stars):
            let attribute = level.cards.first { $0.number == card }?.attribute
            lines = (attribute.map { [book.added($0)] } ?? []) + (stars.map { [sentence(.levelCompleted(stars: $0))] } ?? [])
        case .mistake(let card):
            lines = [sentence(.mistake(card: card))]
        case .refused(let card, let reason):
            lines = [sentence(.refused(card: card, reason))]
        }
        return lines.isEmpty ? nil : lines.joined(separator: book.sentenceSeparator)
    }

    // MARK: Texts with a value

    /// A duration such as the scanning interval, to a tenth of a second: "1.5 seconds", "1,5 giây".
    public func seconds(_ value: Double) -> String {
        let book = book
        let tenths = Int((value * 10).rounded())
        let amount = tenths % 10 == 0
            ? String(tenths / 10)
            : "\(tenths / 10)\(book.decimalSeparator)\(abs(tenths % 10))"
        return switch language {
        case .english: tenths == 10 ? "\(amount) second" : "\(amount) seconds"
        case .vietnamese: "\(amount) giây"
        case .japanese, .chinese: "\(amount)秒"
        case .korean: "\(amount)초"
        }
    }

    /// Sentences joined as the language writes them: with a space, or straight after "。". Empty ones drop out.
    public func sentences(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: book.sentenceSeparator)
    }

    // MARK: Find

    /// Other words that should find an element, beyond its name: "prefs" for Settings, "eight" for Level 8.
    public func findSynonyms(for element: ElementID) -> [String] {
        let book = book
        switch element {
        case .levelButton(let n): return book.levelSynonyms(n)
        case .card(let n): return book.cardSynonyms(n)
        case .settingsButton: return FindSynonymList.settings.words(in: language)
        case .helpButton: return [book.text(.keyboardShortcuts)] + FindSynonymList.help.words(in: language)
        case .findButton: return FindSynonymList.find.words(in: language)
        case .homeButton, .dialogHomeButton: return FindSynonymList.home.words(in: language)
        case .hearTaskButton: return FindSynonymList.hearTask.words(in: language)
        case .closeNotice: return FindSynonymList.closeNotice.words(in: language)
        case .nextLevelButton: return FindSynonymList.nextLevel.words(in: language)
        case .prompt, .promptPicture, .slot, .practiceButton: return []
        }
    }
}
