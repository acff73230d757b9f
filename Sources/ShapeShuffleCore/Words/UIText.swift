/// Every fixed piece of text the front shows or speaks. Each language file gives all of them;
/// texts that carry a value (stars, a file name, a key) are functions of `Words` instead.
public enum UIText: String, CaseIterable, Sendable, Hashable {
    case appTitle

    // Home
    case levels
    case settings
    /// The home screen's help entry, which opens the keyboard shortcuts window.
    case help
    case keyboardShortcuts
    case find
    case findPlaceholder
    case findHint
    case noMatch
    /// A level button's state once the level has been finished.
    case done
    case notPlayedYet

    // Level
    case home
    /// The prompt region's name: what the child is asked to build.
    case yourTask
    /// The heading above the prompt.
    case makeThis
    case board
    case cards
    /// What an unfilled slot holds.
    case empty

    // Actions menu
    case actions
    case flip
    case addToBoard
    case pin
    case unpin

    // Level complete
    case wellDone
    case levelComplete
    case nextLevel

    // Keyboard shortcuts window: groups, then the row titles not named above
    // (Find, Keyboard shortcuts and Settings use `find`, `keyboardShortcuts` and `settings`).
    case gameplay
    case navigation
    case general
    case addCardToBoard
    case pinOrUnpinCard
    case flipCardOrPressButton
    case nextOrPreviousItem
    case moveBetweenCards
    case firstOrLastItem
    case actionsMenu
    case backOrClose
    case quit

    // Settings
    case language
    case colourBlindPalette
    case patternsOnColours
    case colourNamesOnCards
    case reducedMotion
    case largeCards
    case singleKeyShortcuts
    case addKey
    case pinKey
    /// Shown while the game waits for the key that will replace a shortcut.
    case pressNewKey
    /// A key the game needs for moving around cannot become a shortcut.
    case keyReserved
    /// Switch scanning: the choice that leaves a card without doing anything.
    case scanBack
    /// Switch scanning: said with each choice the scan reaches on an open card.
    case scanChoose
    case switchScanning
    case scanningInterval
    /// The one key that selects while switch scanning.
    case selectKey
    case close
    /// The speaker button beside the prompt, the menu items and the shortcut that say the task again.
    case hearTask
    /// Settings: the key that says the task again.
    case hearTaskKey
    /// Settings: the game's own voice.
    case readAloud
    case speechRate
    case speechSlow
    case speechNormal
    case speechFast
    /// Settings: gentle event sounds.
    case sounds
    /// Settings: every spoken line also written on the level.
    case captions
    /// Settings: how loud the voice and the sounds are (off, quiet, normal, loud).
    case voiceVolume
    case soundVolume
    case volumeOff
    case volumeQuiet
    case volumeNormal
    case volumeLoud

    // Notices, in words a parent understands
    case progressCannotBeSaved
    case levelsInPlayCannotBeSaved
    /// A level left unfinished, as Home's level button says it.
    case inPlay
    /// Clears the level in play, after asking.
    case startOver
    case startOverQuestion
    /// The choice that keeps the level as it is.
    case keepPlaying
    /// The button that dismisses one notice.
    case closeNotice
    /// F11: the whole screen, for a classroom or a kiosk.
    case fullScreen
    case settingsCannotBeSaved
}
