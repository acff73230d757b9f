/// English: the reference wording ("Card 3, face down", "Two yellow squares").
struct English: Phrasebook {
    let language = Language.english
    let punctuation = Punctuation(list: ", ", label: ": ", sentence: " ", decimal: ".")

    /// Every shape name here takes a plain -s.
    private func shapes(_ shape: Shape) -> String { word(shape) + "s" }

    private static let units = [
        "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    func numberWord(_ number: Int) -> String? {
        switch number {
        case 1..<20: Self.units[number]
        case 20..<100 where number % 10 == 0: Self.tens[number / 10]
        case 20..<100: "\(Self.tens[number / 10])-\(Self.units[number % 10])"
        case 100..<1000 where number % 100 == 0: "\(Self.units[number / 100]) hundred"
        case 100..<1000: "\(Self.units[number / 100]) hundred and \(numberWord(number % 100)!)"
        default: nil
        }
    }

    /// A whole short sentence each: a lone "Pin" or "Flip" is heard as "pen" or "plan".
    func scanChoiceSaid(_ option: ScanOption, pinned: Bool) -> String? {
        switch option {
        case .action(.flip): "Flip it."
        case .action(.add): "Put it on the board."
        case .action(.pin): pinned ? "Take the pin off." : "Pin it."
        case .back: "Go back."
        }
    }

    /// A colour or a size in a short sentence: the voice says a lone adjective so briefly that a
    /// listener hears "Blue." as "please"; "It is blue." is heard word for word. Number and shape
    /// cards name a thing, and stay as they are ("Two dots.", "Circle.").
    func faceSaid(_ attribute: Attribute) -> String? {
        switch attribute {
        case .colour, .size: "It is \(cardFace(attribute))."
        case .count, .shape: nil
        }
    }

    func numberSpellings(_ number: Int) -> [String] {
        guard let word = numberWord(number) else { return [] }
        return word.contains("-") ? [word, word.replacing("-", with: " ")] : [word]
    }

    func countWord(_ number: Int) -> String { numberWord(number) ?? String(number) }

    func prompt(_ prompt: Prompt) -> String {
        let noun = prompt.count == 1 ? word(prompt.shape) : shapes(prompt.shape)
        return ([countWord(prompt.count).capitalizedFirst] + adjectives(prompt) + [noun]).joined(separator: " ")
    }

    func promptPicture(_ prompt: Prompt) -> String {
        (adjectives(prompt) + [word(prompt.shape)]).joined(separator: " ")
    }

    private func adjectives(_ prompt: Prompt) -> [String] {
        prompt.describing.map { words($0).beforeNoun }
    }

    func dots(_ number: Int) -> String { number == 1 ? "one dot" : "\(countWord(number)) dots" }

    func slotNeeds(_ requirement: Attribute) -> String {
        let words = words(requirement)
        return "Needs \(words.needed ?? words.card ?? words.face)."
    }

    func added(_ attribute: Attribute) -> String {
        let words = words(attribute)
        return "\((words.card ?? words.face).capitalizedFirst) \(words.isPlural ? "are" : "is") on the board."
    }

    func levelSynonyms(_ number: Int) -> [String] {
        [String(number)] + numberSpellings(number).flatMap { [$0, "level \($0)"] }
    }
    func cardSynonyms(_ number: Int) -> [String] {
        [String(number)] + numberSpellings(number).flatMap { [$0, "card \($0)"] }
    }

    func text(_ item: UIText) -> String {
        switch item {
        case .appTitle: "Shape Shuffle"
        case .levels: "Levels"
        case .settings: "Settings"
        case .help: "Help"
        case .keyboardShortcuts: "Keyboard shortcuts"
        case .find: "Find"
        case .findPlaceholder: "Type a name…"
        case .findHint: "Type a name, then press Enter to go there."
        case .noMatch: "No match"
        case .done: "Done"
        case .notPlayedYet: "Not played yet"
        case .home: "Home"
        case .yourTask: "Your task"
        case .makeThis: "Make this:"
        case .board: "Board"
        case .cards: "Cards"
        case .empty: "empty"
        case .actions: "Actions"
        case .flip: "Flip"
        case .addToBoard: "Add to board"
        case .pin: "Pin"
        case .unpin: "Unpin"
        case .wellDone: "Well done!"
        case .levelComplete: "Level complete!"
        case .nextLevel: "Next level"
        case .gameplay: "Gameplay"
        case .navigation: "Navigation"
        case .general: "General"
        case .addCardToBoard: "Add card to board"
        case .pinOrUnpinCard: "Pin or unpin card"
        case .flipCardOrPressButton: "Flip card or press button"
        case .nextOrPreviousItem: "Next / previous item"
        case .moveBetweenCards: "Move between cards"
        case .firstOrLastItem: "First / last item"
        case .actionsMenu: "Actions menu"
        case .backOrClose: "Back / close"
        case .quit: "Quit"
        case .language: "Language"
        case .colourBlindPalette: "Colour-blind friendly colours"
        case .patternsOnColours: "Patterns on colours"
        case .colourNamesOnCards: "Show colour names on colour cards"
        case .reducedMotion: "Reduced motion"
        case .largeCards: "Make cards bigger"
        case .singleKeyShortcuts: "Single-key shortcuts"
        case .addKey: "Add key"
        case .pinKey: "Pin key"
        case .pressNewKey: "Press the new key…"
        case .keyReserved: "That key is needed to move around the game. Please pick another key."
        case .scanBack: "Go back"
        case .scanChoose: "Press your switch to choose."
        case .switchScanning: "Switch scanning"
        case .scanningInterval: "Scanning interval"
        case .selectKey: "Select key"
        case .close: "Close"
        case .hearTask: "Hear the task"
        case .hearTaskKey: "Hear the task key"
        case .readAloud: "Read aloud"
        case .speechRate: "Speech rate"
        case .speechSlow: "Slow"
        case .speechNormal: "Normal"
        case .speechFast: "Fast"
        case .sounds: "Sounds"
        case .captions: "Captions: show what the voice says"
        case .voiceVolume: "Voice volume"
        case .soundVolume: "Sound volume"
        case .volumeOff: "Off"
        case .volumeQuiet: "Quiet"
        case .volumeNormal: "Normal"
        case .volumeLoud: "Loud"
        case .progressCannotBeSaved: "Progress can't be saved right now. The game will keep trying."
        case .settingsCannotBeSaved: "Settings can't be saved right now. The game will keep trying."
        case .levelsInPlayCannotBeSaved: "The level in play can't be saved right now. The game will keep trying."
        case .inPlay: "In play"
        case .startOver: "Start over"
        case .startOverQuestion: "Start this level over? The cards turn face down and the board is emptied."
        case .keepPlaying: "Keep playing"
        case .closeNotice: "Close notice"
        case .fullScreen: "Full screen"
        }
    }
}
