import FoundationEssentials

extension Words {
    /// A slot's caption on the board: "Number", "Colour", "Shape", "Size".
    public func kindName(_ kind: AttributeKind) -> String {
        kind.facts.names.name.text(in: language)
    }

    /// What to tell the parent about a save, once: nil when they have already been told.
    public func notice(_ notice: SaveNotice) -> String? {
        guard !notice.isRepeat else { return nil }
        switch (notice.kind, notice.event) {
        case (let kind, .startedFresh(_, let keptAt)):
            // The lease and the voice's files are no save of the child's: nothing to tell.
            return UnreadableSave(kind).map { unreadable($0, keptAs: (keptAt ?? notice.file).lastPathComponent) }
        case (.progress, .notSaved):
            return text(.progressCannotBeSaved)
        case (.levelsInPlay, .notSaved):
            return text(.levelsInPlayCannotBeSaved)
        case (.settings, .notSaved):
            return text(.settingsCannotBeSaved)
        case (.roster, .notSaved):
            return text(ProfileText.rosterCannotBeSaved)
        case (.practice, .notSaved):
            return practice(.practiceCannotBeSaved)
        case (_, .playingElsewhere(let player, let host, let since)):
            return playingElsewhere(player: player, host: host, since: since)
        case (_, .voiceOff):
            return text(SchoolText.voiceOff)
        case (.lease, .notSaved), (.voice, .notSaved):
            // The lease is no save of the child's: a write that failed is retried, never told.
            return nil
        }
    }

    /// Why a new key was refused, in words a child's helper understands.
    public func keyRefused(_ error: KeyBindingError) -> String {
        switch error {
        case .empty, .reserved: text(.keyReserved)
        case .inUse(_, .scanStep): keyAlreadyUsed(byName: text(SwitchAccessText.stepKey))
        case .inUse(_, let action):
            keyAlreadyUsed(byName: Self.title(of: action).map(text) ?? assist(.showMe))
        }
    }

    /// "That key is already used by “Pin or unpin card”."
    public func keyAlreadyUsed(by action: UIText) -> String { keyAlreadyUsed(byName: text(action)) }

    private func keyAlreadyUsed(byName action: String) -> String {
        switch language {
        case .english: "That key is already used by “\(action)”."
        case .vietnamese: "Phím này đã được dùng cho “\(action)”."
        case .japanese: "このキーはすでに「\(action)」に使われています。"
        case .korean: "이 키는 이미 ‘\(action)’에 쓰이고 있어요."
        case .chinese: "这个键已经用于“\(action)”。"
        }
    }

    /// The words that name a remappable action, as the shortcuts window and menus show it; nil for
    /// Show me, whose words are the assists' (`assist(.showMe)`).
    static func title(of action: KeyAction) -> UIText? {
        switch action {
        case .add: .addCardToBoard
        case .pin: .pinOrUnpinCard
        case .scanSelect: .selectKey
        case .hearTask: .hearTask
        case .scanStep: .selectKey // never asked: keyRefused names the step key itself
        case .showMe: nil
        }
    }

    /// A choice the scan has reached on an open card, with how to take it: "Add to board. Press your switch to choose."
    public func scanOffer(_ option: ScanOption, pinned: Bool) -> String {
        scanOptionLabel(option, pinned: pinned) + fullStop + book.sentenceSeparator + text(.scanChoose)
    }

    /// A switch-scanning choice as it is drawn across the card: "Add to board", "Go back".
    public func scanOptionLabel(_ option: ScanOption, pinned: Bool) -> String {
        switch option {
        case .action(let action): actionLabel(action, pinned: pinned)
        case .back: text(.scanBack)
        }
    }

    /// What auditory scanning says as it reaches a choice: "Pin it." where the drawn "Pin" alone
    /// would be misheard, else the drawn word.
    public func scanOptionSaid(_ option: ScanOption, pinned: Bool) -> String {
        book.scanChoiceSaid(option, pinned: pinned) ?? scanOptionLabel(option, pinned: pinned)
    }

    /// The mark that ends a sentence made from a label or a phrase.
    public var fullStop: String {
        switch language {
        case .japanese, .chinese: "。"
        case .english, .vietnamese, .korean: "."
        }
    }

    /// A key as the player sees it on the keyboard: "a" is "A", "space" is "Space".
    public func keyLabel(_ keyName: String) -> String {
        keyName.count == 1 ? keyName.uppercased() : keyName.prefix(1).uppercased() + keyName.dropFirst()
    }
}
