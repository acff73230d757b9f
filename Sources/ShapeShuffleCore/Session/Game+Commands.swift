extension Game {
    /// A command the player asked for, with the card that has keyboard focus, if any. While the
    /// guided level plays, any command but Quit only stops it, and does nothing else.
    mutating func perform(_ command: Command, focusedCard card: Int?, _ facts: Facts) -> [Effect] {
        if session.isGuiding, command != .quit { return [.play(.stopGuide)] }
        guard isAvailable(command, focusedCard: card, kiosk: facts.kiosk) else { return [] }
        switch command {
        case .addCard, .pinCard:
            guard let card else { return [] }
            let action: CardAction = command == .addCard ? .add : .pin
            return send(.play(.move(action.move(card: card))), facts)
        case .hearTask: return send(.play(.hearTask), facts)
        case .showMe: return send(.play(.showMe(near: card)), facts)
        case .back: return send(.play(.leaveLevel(focusing: nil)), facts)
        case .startOver: return send(.grownUp(.ask(.startOver)), facts)
        case .settings: return send(.grownUp(.ask(.settings)), facts)
        case .progress: return send(.grownUp(.ask(.progress)), facts)
        case .quit: return send(.grownUp(.ask(.quit)), facts)
        case .find: return [.window(.openFind)]
        case .shortcuts: return [.window(.openShortcuts)]
        case .primaryMenu: return [.window(.openPrimaryMenu)]
        case .fullScreen: return [.window(.toggleFullScreen)]
        case .whoIsPlaying: return [.window(.showChooser)]
        }
    }

    /// Whether a command does anything now, which the front shows by enabling its keys and menu
    /// items or greying them out: Add and Pin while a card still in the grid has focus; the level's
    /// own commands while a level is open; who plays with several children; Quit and leaving full
    /// screen except in a kiosk.
    public func isAvailable(_ command: Command, focusedCard card: Int?, kiosk: Bool) -> Bool {
        switch command {
        case .addCard, .pinCard: card.flatMap { session.game?.card($0) }?.isInGrid ?? false
        case .hearTask, .showMe, .startOver, .back: session.game != nil
        case .whoIsPlaying: whoPlays != nil
        case .quit, .fullScreen: !kiosk
        case .find, .shortcuts, .settings, .progress, .primaryMenu: true
        }
    }
}
