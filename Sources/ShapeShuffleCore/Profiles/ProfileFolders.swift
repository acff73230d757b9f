import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where each child's files live. The roster is `<data>/shape-shuffle/profiles.json`; a profile's
/// progress and level in play (and any other file kept beside progress.json) are in
/// `<data>/shape-shuffle/profiles/<id>/`, its settings in `<config>/shape-shuffle/profiles/<id>/`.
/// Settings stay in the config folder, as the XDG spec and today's layout have them.
public struct ProfileFolders: Hashable, Sendable {
    /// The game's own folder in the XDG data folder.
    public let dataRoot: URL
    /// The game's own folder in the XDG config folder.
    public let configRoot: URL
    /// The layout before profiles: one player's files straight in the game's folders.
    public let single: SaveLocation

    public static let rosterName = "profiles.json"
    public static let profilesName = "profiles"
    /// A profile folder being filled by the migration, not yet part of any roster.
    static let unfinishedPrefix = ".migrating-"

    public init(base: SaveLocation) {
        single = base
        dataRoot = base.progressFile.deletingLastPathComponent()
        configRoot = base.settingsFile.deletingLastPathComponent()
    }

    public var rosterFile: URL { dataRoot.appendingPathComponent(Self.rosterName, isDirectory: false) }
    var dataProfiles: URL { dataRoot.appendingPathComponent(Self.profilesName, isDirectory: true) }
    var configProfiles: URL { configRoot.appendingPathComponent(Self.profilesName, isDirectory: true) }

    /// A profile's data and config folders.
    public func folders(of id: ProfileID) -> (data: URL, config: URL) {
        (dataProfiles.appendingPathComponent(id.rawValue, isDirectory: true),
         configProfiles.appendingPathComponent(id.rawValue, isDirectory: true))
    }

    /// A profile's files: every store made from this location is the child's own.
    public func location(of id: ProfileID) -> SaveLocation {
        var location = single
        let (data, config) = folders(of: id)
        location.progressFile = data.appendingPathComponent(single.progressFile.lastPathComponent, isDirectory: false)
        location.settingsFile = config.appendingPathComponent(single.settingsFile.lastPathComponent, isDirectory: false)
        return location
    }

    /// True when `url`, taken literally, lies inside the game's data or config folder.
    public func contains(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.path
        return [dataRoot, configRoot].contains { root in
            let rootPath = root.standardizedFileURL.path
            return path.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/")
        }
    }

    /// Keeps a removed profile's folders aside as `<id>.removed-<UTC time>`, so a slip loses
    /// nothing. Returns where they went (a folder that did not exist is skipped).
    @discardableResult
    public func setAside(_ id: ProfileID, now: Date = Date()) -> [URL] {
        let (data, config) = folders(of: id)
        return [data, config].compactMap { folder in
            var info = stat()
            guard lstat(folder.path, &info) == 0 else { return nil }
            let base = id.rawValue + ".removed-" + SaveStore<Roster>.timestamp(now)
            for attempt in 1...100 {
                let target = folder.deletingLastPathComponent()
                    .appendingPathComponent(attempt == 1 ? base : base + "-\(attempt)", isDirectory: true)
                if lstat(target.path, &info) == 0 { continue }
                guard rename(folder.path, target.path) == 0 else { return nil }
                ProfileFiles.syncFolder(folder.deletingLastPathComponent().path)
                return target
            }
            return nil
        }
    }
}

extension SaveStore where Value == Roster {
    /// The roster; none means the saves are still in the layout before profiles.
    public static func roster(at folders: ProfileFolders) -> SaveStore<Roster> {
        SaveStore(kind: .roster, file: folders.rosterFile, defaultValue: Roster())
    }
}

/// Small file-system steps the profile code needs beyond `AtomicFile`.
enum ProfileFiles {
    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    static func isFolder(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Best effort, as in `AtomicFile`: some file systems cannot sync a folder.
    static func syncFolder(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        _ = close(fd)
    }

    static func removeTree(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
