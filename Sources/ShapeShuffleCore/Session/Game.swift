/// The whole game's state: the child's session (the level in play, the levels left, progress),
/// the lock in front of the grown-ups' side, and who plays. `send` is the one way it changes.
public struct Game<Source: RandomNumberGenerator> {
    public private(set) var session: GameSession
    public private(set) var grownUps = GrownUpAccess<Source>()
    /// Who plays, when the computer has children's profiles; nil with a single child.
    public private(set) var whoPlays: ChildSwitch?

    public init(session: GameSession, playing current: ProfileID?) {
        self.session = session
        whoPlays = current.map(ChildSwitch.init(current:))
    }

    /// What an action is decided against, beyond the state: the child's settings, the computer's
    /// lock and kiosk mode, and where a new lock draws its codes from.
    public struct Facts {
        public var settings: Settings
        public var lockIsOn: Bool
        public var kiosk: Bool
        public var gateSource: () -> Source

        public init(settings: Settings, lockIsOn: Bool, kiosk: Bool, gateSource: @escaping () -> Source) {
            (self.settings, self.lockIsOn, self.kiosk, self.gateSource) = (settings, lockIsOn, kiosk, gateSource)
        }
    }

    /// The one reducer: the state changes here, and what the front must do follows as effects,
    /// in the order it does them.
    public mutating func send(_ action: Action, _ facts: Facts) -> [Effect] {
        switch action {
        case .play(let play):
            return session.send(play, settings: facts.settings).map(Effect.play)
        case .grownUp(let grownUp):
            // Start over deals the level in play afresh: with none left by the time the lock is
            // passed, there is nothing to ask about.
            return grownUps.send(grownUp, lockIsOn: facts.lockIsOn, kiosk: facts.kiosk, source: facts.gateSource)
                .filter { $0 != .grant(.startOver) || session.game != nil }
                .map(Effect.grownUp)
        case .whoPlays(let choice):
            guard var switcher = whoPlays else { return [] }
            // Nobody plays while "Who is playing?" is up: the level in play is left (the front has
            // written it), so whoever is chosen opens their own.
            if case .chooserShown = choice { session.leaveLevel() }
            let effects = switcher.send(choice)
            whoPlays = switcher
            return effects.map(Effect.whoPlays)
        case .childRead(let progress, let levelsInPlay):
            // Another child's game: nothing of the last child's level, practice or guide stays.
            var next = GameSession(catalog: session.catalog, progress: progress, levelsInPlay: levelsInPlay)
            next.today = session.today
            next.facesUp = facts.settings.cardsFaceUp
            session = next
            return []
        case .progressWritten(let saved):
            session.adoptSavedProgress(saved)
            return []
        case .settingsChanged:
            session.showCardsFaceUp(facts.settings.cardsFaceUp)
            return []
        case .command(let command, let card):
            return perform(command, focusedCard: card, facts)
        }
    }
}

/// The game as it plays, its locks drawn from the system's randomness.
public typealias SystemGame = Game<GateRandomSource>
