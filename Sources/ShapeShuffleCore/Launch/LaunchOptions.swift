/// The command line: `shape-shuffle [--level N] [--lang CODE] [--profile NAME] [--practice FILE] [--kiosk] [--data-dir DIR] [--version] [--help]`.
public struct LaunchOptions: Equatable, Sendable {
    public var level: Int?
    public var language: Language?
    public var dataDirectory: String?
    /// The child whose profile opens, skipping "Who is playing?" (`Roster.match`).
    public var profile: String?
    /// A practice file to play (`PracticeFile`), instead of the practice chosen in Settings.
    public var practiceFile: String?
    /// Kiosk mode for this run: full screen, no Quit, the grown-up lock on.
    public var kiosk = false
    public var showVersion = false
    public var showHelp = false

    public init() {}

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case missingValue(option: String)
        case badLevel(String)
        case unknownLanguage(String)
        case unknownOption(String)

        public var description: String {
            switch self {
            case .missingValue(let option): "\(option) needs a value"
            case .badLevel(let value): "--level needs a whole number of 1 or more, not \"\(value)\""
            case .unknownLanguage(let value):
                "--lang \"\(value)\" is not one of: " + Language.allCases.map(\.rawValue).joined(separator: ", ")
            case .unknownOption(let option): "unknown option \(option) (try --help)"
            }
        }
    }

    /// Parses arguments (without the program name). `--opt=value` and `--opt value` both work.
    public static func parse(_ arguments: [String]) throws(ParseError) -> LaunchOptions {
        var options = LaunchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let option = parts[0]
            func value() throws(ParseError) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = remaining.popFirst() else { throw .missingValue(option: option) }
                return next
            }
            switch option {
            case "--level":
                let text = try value()
                guard let number = Int(text), number >= 1 else { throw .badLevel(text) }
                options.level = number
            case "--lang":
                let text = try value()
                guard let language = Language(code: text) else { throw .unknownLanguage(text) }
                options.language = language
            case "--data-dir": options.dataDirectory = try value()
            case "--profile": options.profile = try value()
            case "--practice": options.practiceFile = try value()
            case "--kiosk": options.kiosk = true
            case "--version": options.showVersion = true
            case "--help", "-h": options.showHelp = true
            default: throw .unknownOption(argument)
            }
        }
        return options
    }

    public static let usage = """
        Usage: shape-shuffle [--level N] [--lang CODE] [--profile NAME] [--practice FILE] [--kiosk] [--data-dir DIR] [--version] [--help]

        A game of shapes, colours and numbers for young children.

          --level N        open level N directly
          --lang CODE      play in en, vi, ja, ko or zh (default: the system language)
          --profile NAME   play as the child named NAME (case is ignored if only one matches)
          --practice FILE  Home's Practice button plays the practice set in FILE (see the
                           README) instead of the one chosen in Settings
          --kiosk          kiosk mode: full screen, no Quit, the grown-up lock on
          --data-dir DIR   read levels.json and Resources from DIR
          --version        print the version and exit
          --help           print this help and exit

        Progress is saved under $XDG_DATA_HOME/shape-shuffle, settings under $XDG_CONFIG_HOME/shape-shuffle.
        The natural voice's clips are read from voices/ in the data folder; SHAPE_SHUFFLE_VOICES=DIR
        reads them from DIR, and SHAPE_SHUFFLE_VOICES= (empty) has speech-dispatcher say every line.
        A computer's administrator sets defaults, and locks settings, in shape-shuffle/defaults.json
        under $XDG_CONFIG_DIRS (default /etc/xdg); see the README.
        While a child plays, playing.json beside their progress tells another game on the same
        saves (another computer, a second login) who plays them where; SHAPE_SHUFFLE_HOST=NAME
        names this computer there instead of its host name and machine id (for tests).
        """
}

/// The program's version, shown by `--version` and in the metainfo.
public enum AppVersion {
    public static let current = "1.0.0"
}
