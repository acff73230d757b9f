/// Every fixed line the game can say aloud in a language, and every card name: every task a level
/// or practice can ask, every card's face and name in each state, every feedback line, the stars,
/// Well done, the hear-the-task button, "Who is playing?" and the pictures, what auditory scanning
/// says, practice and the assists. The tests check each for sayability; `spoken-lines` lists them
/// for the voice tools (the listening check, pre-rendered voices).
public enum SpokenLines {
    /// The levels whose cards' lines are listed: the hand-written ones and the generated ones a
    /// child meets in a long while of play. A card's lines are phrases joined at their commas
    /// ("Card fourteen," "heart."), so these levels already hold every phrase any level's cards
    /// say; `VoiceClipsTests` walks levels to 300 to prove it.
    public static let levelNumbers = 1...100

    /// The level buttons whose names auditory scanning says from clips: every level Home shows
    /// in a long while of play. Beyond, "Level N" goes to speech-dispatcher.
    public static let levelButtonNumbers = 1...300

    /// The levels whose lines count as fixed, and the levels of the first practice and of a
    /// practice with every value chosen, as a grown-up makes them.
    public static func levels(in catalog: LevelCatalog) -> [Level] {
        levelNumbers.map(catalog.level) + practiceLevels
    }

    static var practiceLevels: [Level] {
        let everything = PracticeChoice(everyAttribute, cardsPerLevel: LevelValidator.maximumCards,
                                        levelCount: PracticeChoice.levelCountRange.upperBound)
        return [PracticeChoice.standard, everything].flatMap { choice in
            (1...choice.levelCount).compactMap { PracticeGenerator.level($0, of: choice) }
        }
    }

    /// Every task a level or a practice can ask: each count with each colour and each shape, with
    /// no size or with each size. A generated level or a practice asks one of these and no other.
    public static var everyPrompt: [Prompt] {
        let sizes: [Size?] = [nil] + Size.allCases
        return Attribute.countRange.flatMap { count in
            Colour.allCases.flatMap { colour in
                Shape.allCases.flatMap { shape in
                    sizes.map { Prompt(count: count, size: $0, colour: colour, shape: shape) }
                }
            }
        }
    }

    public static let everyAttribute: [Attribute] = AttributeKind.readingOrder.flatMap(\.allAttributes)

    /// The lines, without repeats, in the order they were first met: those the voice says, then
    /// each level's prompt as its heading shows it, which a screen reader says.
    public static func lines(in language: Language, levels: [Level]) -> [String] {
        let words = Words(language)
        return withoutRepeats(heardLines(in: language, levels: levels) + levels.map { words.prompt($0.prompt) })
    }

    /// The lines the game's voice says, without repeats.
    static func heardLines(in language: Language, levels: [Level]) -> [String] {
        let words = Words(language)
        let narration = Narration(words: words)
        var lines: [String] = []
        for level in levels {
            lines.append(narration.line(for: .levelOpened(level.prompt)) ?? "")
            for card in level.cards {
                let n = card.number
                var outcomes: [MoveOutcome] = [
                    .flippedUp(card: n, turnedDown: nil), .flippedUp(card: n, turnedDown: n == 1 ? 2 : 1),
                    .pinned(card: n), .unpinned(card: n, turnedDown: nil), .unpinned(card: n, turnedDown: n == 1 ? 2 : 1),
                    .added(card: n, slot: 0, stars: nil), .mistake(card: n),
                    .refused(card: n, reason: .noSuchCard), .refused(card: n, reason: .alreadyOnBoard),
                    .refused(card: n, reason: .pinnedStaysFaceUp), .refused(card: n, reason: .levelAlreadyComplete),
                ]
                outcomes += (1...3).map { MoveOutcome.added(card: n, slot: 0, stars: $0) }
                for outcome in outcomes {
                    lines.append(narration.line(for: .moved(outcome, level: level)) ?? "")
                    lines.append(words.feedback(for: outcome, in: level) ?? "")
                }
                lines += cardNames(of: card, words: words)
            }
        }
        for prompt in everyPrompt {
            lines.append(narration.line(for: .levelOpened(prompt)) ?? "")
        }
        for attribute in everyAttribute {
            lines += [words.spokenFace(attribute), words.addedLine(attribute)]
            lines += cardNames(of: Card(number: 16, attribute: attribute), words: words)
        }
        for stars in 1...3 {
            lines += [words.stars(stars), words.wellDoneLine(stars: stars),
                      narration.line(for: .levelComplete(stars: stars)) ?? ""]
        }
        lines += [words.text(.hearTask), words.text(.wellDone), words.text(.yourTask)]
        // "Who is playing?" and each picture's button, as the chooser says them (a child's name is
        // the grown-ups' own; an unnamed child's is the game's).
        lines.append(words.text(ProfileText.whoIsPlaying))
        for (index, picture) in ProfilePicture.allCases.enumerated() {
            lines.append(words.profileButtonName(Profile(id: ProfileID(number: index + 1), name: "", picture: picture)))
        }
        lines += auditoryScanLines(words: words, levels: levels)
        lines += [words.practice(.practice), words.practice(.practiceDone)]
        lines += assistLines(words: words, narration: narration, levels: levels)
        return withoutRepeats(lines)
    }

    static func withoutRepeats(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// What auditory scanning says: the name of every item the scan reaches besides the cards
    /// (buttons of Home, the level screen and the Well done dialog), the choices of an open card,
    /// and the line said when the scan stops.
    static func auditoryScanLines(words: Words, levels: [Level]) -> [String] {
        let describer = AccessibilityDescriber(language: words.language)
        let game = levels.first.map { GameState(level: $0) }
        var elements: [ElementID] = [.homeButton, .dialogHomeButton, .nextLevelButton, .hearTaskButton, .closeNotice(index: 0)]
        elements += levelButtonNumbers.map(ElementID.levelButton)
        var lines = elements.compactMap { describer.describe($0, game: game)?.name }
        for pinned in [false, true] {
            lines += ([ScanOption.back] + CardAction.allCases.map(ScanOption.action)).map { words.scanOptionSaid($0, pinned: pinned) }
        }
        lines.append(words.text(.scanningStopped))
        return lines
    }

    /// Home's buttons for grown-ups (Settings, Help, Find), which auditory scanning says too. Kept
    /// apart from `lines`: they are not words a child looks at, so Japanese may show them in kanji,
    /// yet the voice must say them.
    static func grownUpButtonNames(words: Words) -> [String] {
        let describer = AccessibilityDescriber(language: words.language)
        return [ElementID.settingsButton, .helpButton, .findButton].compactMap { describer.describe($0)?.name }
    }

    /// Every line the voice may say: the heard lines and the grown-ups' buttons.
    public static func everyLineSaid(in language: Language, levels: [Level]) -> [String] {
        heardLines(in: language, levels: levels) + grownUpButtonNames(words: Words(language))
    }

    /// Every phrase the natural voice needs a clip for, once each, in the order first met: the
    /// phrases of every line the voice may say.
    public static func phrases(in language: Language, levels: [Level]) -> [VoicePhrase] {
        writtenPhrases(in: language, levels: levels).map(\.phrase)
    }

    /// The phrases as `phrases` lists them, each with how it is written: in Chinese its characters,
    /// one for each syllable (`Words.spokenCharacters`), which tell the natural voice where its words
    /// are; elsewhere its spoken form.
    public static func writtenPhrases(in language: Language, levels: [Level]) -> [(phrase: VoicePhrase, written: String)] {
        let words = Words(language)
        let narration = Narration(words: words)
        var seen = Set<String>()
        return everyLineSaid(in: language, levels: levels).flatMap { line -> [(phrase: VoicePhrase, written: String)] in
            let phrases = narration.utterance(saying: line).voicePhrases ?? []
            // Characters that do not split into as many phrases give way to the spoken forms, so no
            // phrase is lost, and the test that every Chinese phrase has its hanzi names the line.
            let characters = words.spokenCharacters(line).map(VoicePhrases.split)
            let written = characters?.count == phrases.count ? characters! : phrases.map(\.spoken)
            return zip(phrases, written).map { (phrase: $0, written: $1) }
        }
        .filter { seen.insert($0.phrase.clipName).inserted }
    }

    /// What the assists say: Show me on every right card, each guided step, the guided level's
    /// start and hand-over, and Well done after help.
    public static func assistLines(words: Words, narration: Narration, levels: [Level]) -> [String] {
        var lines = [AssistText.guidedStart, .guidedHandOver, .showMe, .wellDoneWithHelp].map(words.assist)
        lines += (1...3).compactMap { narration.line(for: .levelCompleteWithHelp(stars: $0)) }
        for level in levels {
            let game = GameState(level: level)
            for step in GuidedPlan.steps(for: game) { lines += [words.guidedLine(step)] }
            for card in level.cards {
                lines.append(words.showMeLine(ShowMeHint(card: card.number, slot: 0, attribute: card.attribute)))
                lines.append(words.guidedLine(GuidedStep(card: card.number, attribute: card.attribute, fits: false, moves: [])))
                lines.append(words.guidedLine(GuidedStep(card: card.number, attribute: card.attribute, fits: true, moves: [])))
            }
        }
        return lines
    }

    /// The card's name face down, face up, pinned and on the board.
    static func cardNames(of card: Card, words: Words) -> [String] {
        var state = CardState(card: card)
        var names = [words.cardName(state)]
        state.isFaceUp = true
        names.append(words.cardName(state))
        state.isPinned = true
        names.append(words.cardName(state))
        state.isPinned = false
        state.isOnBoard = true
        names.append(words.cardName(state))
        return names
    }
}
