import FoundationEssentials

/// Where progress and settings live: the XDG data and config folders, under `shape-shuffle/`.
public struct SaveLocation: Hashable, Sendable {
    public var progressFile: URL
    public var settingsFile: URL
    /// The levels left unfinished, beside the progress they belong to.
    public var levelsInPlayFile: URL { progressFile.deletingLastPathComponent().appendingPathComponent("levels-in-play.json") }

    /// The folder made for the game inside each XDG base folder.
    public static let folderName = "shape-shuffle"

    /// Resolves from an environment such as ProcessInfo.processInfo.environment. Per the XDG Base
    /// Directory spec, an unset, empty or relative XDG_DATA_HOME / XDG_CONFIG_HOME is ignored in
    /// favour of ~/.local/share / ~/.config; `fallbackHome` serves when HOME is not set either
    /// (by default the account's home folder, looked up only then).
    public init(environment: [String: String],
                fallbackHome: @autoclosure () -> String = FileManager.default.homeDirectoryForCurrentUser.path) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? fallbackHome()
        func base(_ variable: String, _ defaultPath: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(defaultPath, isDirectory: true)
        }
        progressFile = base("XDG_DATA_HOME", ".local/share")
            .appendingPathComponent(Self.folderName, isDirectory: true)
            .appendingPathComponent("progress.json")
        settingsFile = base("XDG_CONFIG_HOME", ".config")
            .appendingPathComponent(Self.folderName, isDirectory: true)
            .appendingPathComponent("settings.json")
    }
}
