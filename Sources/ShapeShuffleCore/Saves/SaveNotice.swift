import FoundationEssentials

/// Which saved file a notice is about; `lease` is the file that says who plays a child's saves,
/// `voice` the computer's sound, which is no file (its `file` names the sound devices' folder).
public enum SaveFileKind: String, Hashable, Sendable {
    case progress, settings, levelsInPlay, roster, practice, lease, voice
}

/// Something about saving that the player should hear once, in words the front chooses.
public struct SaveNotice: Hashable, Sendable {
    public var kind: SaveFileKind
    /// The file the game reads and writes.
    public var file: URL
    public var event: Event
    /// True when the previous save failed the same way, so the player has already been told.
    public var isRepeat = false

    public enum Event: Hashable, Sendable {
        /// The file could not be used and the game started from defaults. `keptAt` is where the old
        /// copy now lies; nil when it could not be moved, in which case it stays where it was and
        /// the game will not save over it.
        case startedFresh(because: UnreadableReason, keptAt: URL?)
        /// A save did not reach the disk; play goes on and the next save tries again.
        case notSaved(because: SaveFailure)
        /// Another game plays these saves: `player` (nil with one child) on computer `host` since
        /// `since`, the other computer's time shown in this one's clock.
        case playingElsewhere(player: String?, host: String, since: ClockTime)
        /// No sound can be heard on this computer: the voice is off, the captions say everything.
        case voiceOff
    }

    public init(kind: SaveFileKind, file: URL, event: Event, isRepeat: Bool = false) {
        self.kind = kind
        self.file = file
        self.event = event
        self.isRepeat = isRepeat
    }
}

/// Why a saved file could not be used.
public enum UnreadableReason: Hashable, Sendable {
    /// The file has nothing in it.
    case empty
    /// Bigger than any real save could be (`SaveStore.maximumFileSize`), so it is not read.
    case tooLarge(bytes: Int64)
    /// Something other than a regular file (a folder, say) is at its path.
    case notARegularFile
    /// The system refused to read it.
    case readFailed(FileSystemError)
    /// It is not JSON, or not the JSON the game writes; `detail` is for logs.
    case invalidContent(detail: String)
}

/// Why a save did not happen.
public enum SaveFailure: Hashable, Sendable {
    /// The folder or file could not be written.
    case fileSystem(FileSystemError)
    /// The unreadable file found at start-up could not be moved aside, and it may be the only
    /// copy of the player's progress, so the game does not write over it.
    case keepingUnreadableFile
    /// The value could not be turned into JSON.
    case encodingFailed(detail: String)
}
