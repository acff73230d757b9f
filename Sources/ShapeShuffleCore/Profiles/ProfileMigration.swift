import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Turns the saves of the layout before profiles (one player's progress.json, levels-in-play.json
/// and settings.json straight in the game's folders) into the first profile's, so that a kill at
/// any moment leaves one whole layout:
///
/// 1. copy each old file into `profiles/.migrating-p1/` (data and config), each copy fsynced, then
///    fsync the `profiles` folders — nothing the old layout reads has changed;
/// 2. write the roster (`profiles.json`) atomically: **the commit point**. Without a roster the old
///    files are the saves, and a `.migrating-*` folder is only a leftover, removed on the next start;
/// 3. rename `.migrating-p1` to `p1` in both folders;
/// 4. remove the old files.
///
/// Steps 3 and 4 are finished by `ProfileStartup` whenever it finds a roster, so after a kill
/// there either is no roster (old layout, whole) or a roster whose profile folder is whole.
public enum ProfileMigration {
    /// The boundaries a kill can fall between, in order; `run` reports each as it passes it.
    public enum Step: Hashable, Sendable, CustomStringConvertible {
        case leftoversCleaned
        case copied(String)
        case copiesSynced
        case rosterWritten
        case renamedData
        case renamedConfig
        case removedOld(String)

        public var description: String {
            switch self {
            case .leftoversCleaned: "leftovers-cleaned"
            case .copied(let name): "copied-\(name)"
            case .copiesSynced: "copies-synced"
            case .rosterWritten: "roster-written"
            case .renamedData: "renamed-data"
            case .renamedConfig: "renamed-config"
            case .removedOld(let name): "removed-\(name)"
            }
        }
    }

    /// The first profile's id: it is the only one a migration makes.
    public static let firstID = ProfileID(number: 1)

    /// The old layout's files, each with the folder it lies in and where its copy goes.
    static func oldFiles(_ folders: ProfileFolders) -> [(old: URL, copy: URL)] {
        let data = folders.dataProfiles.appendingPathComponent(ProfileFolders.unfinishedPrefix + firstID.rawValue, isDirectory: true)
        let config = folders.configProfiles.appendingPathComponent(ProfileFolders.unfinishedPrefix + firstID.rawValue, isDirectory: true)
        let single = folders.single
        return [single.progressFile, single.levelsInPlayFile].map { ($0, data.appendingPathComponent($0.lastPathComponent)) }
            + [(single.settingsFile, config.appendingPathComponent(single.settingsFile.lastPathComponent))]
    }

    /// Removes what an earlier, killed migration left. Only call when there is no roster.
    static func removeLeftovers(_ folders: ProfileFolders) {
        for parent in [folders.dataProfiles, folders.configProfiles] {
            for name in ProfileFiles.names(in: parent) where name.hasPrefix(ProfileFolders.unfinishedPrefix) {
                ProfileFiles.removeTree(parent.appendingPathComponent(name, isDirectory: true))
            }
        }
    }

    /// Moves the old layout into the first profile. `checkpoint` is told each step once it is
    /// done; returning false stops there, as a kill would (the tests use it). Returns the roster
    /// written, or nil if it stopped or could not write (the old layout is then still whole).
    @discardableResult
    public static func run(_ folders: ProfileFolders, firstName: String = "", picture: ProfilePicture = .cat,
                           checkpoint: (Step) -> Bool = { _ in true }) throws(FileSystemError) -> Roster? {
        removeLeftovers(folders)
        guard checkpoint(.leftoversCleaned) else { return nil }
        let files = oldFiles(folders)
        var copied: [URL] = []
        for (old, copy) in files where ProfileFiles.isRegularFile(old) {
            let store = SaveStore<Data>(kind: .progress, file: old, defaultValue: Data())
            guard let bytes = store.rawBytes() else { continue }
            try AtomicFile.write(bytes, to: copy)
            copied.append(old)
            guard checkpoint(.copied(old.lastPathComponent)) else { return nil }
        }
        ProfileFiles.syncFolder(folders.dataProfiles.path)
        ProfileFiles.syncFolder(folders.configProfiles.path)
        guard checkpoint(.copiesSynced) else { return nil }

        var roster = Roster()
        roster.addFirst(Profile(id: firstID, name: ProfileName.cleaned(firstName), picture: picture))
        var rosterStore = SaveStore<Roster>.roster(at: folders)
        if let notice = rosterStore.save(roster), case .notSaved(.fileSystem(let error)) = notice.event { throw error }
        guard checkpoint(.rosterWritten) else { return roster }
        try finish(folders, roster: roster, checkpoint: checkpoint)
        return roster
    }

    /// Steps 3 and 4, for a committed roster: idempotent, so a restart after a kill completes them.
    static func finish(_ folders: ProfileFolders, roster: Roster, checkpoint: (Step) -> Bool = { _ in true }) throws(FileSystemError) {
        for (parent, step) in [(folders.dataProfiles, Step.renamedData), (folders.configProfiles, .renamedConfig)] {
            for name in ProfileFiles.names(in: parent) where name.hasPrefix(ProfileFolders.unfinishedPrefix) {
                let unfinished = parent.appendingPathComponent(name, isDirectory: true)
                let target = parent.appendingPathComponent(String(name.dropFirst(ProfileFolders.unfinishedPrefix.count)), isDirectory: true)
                if let id = ProfileID(target.lastPathComponent), roster.profile(id) != nil, !ProfileFiles.exists(target) {
                    guard rename(unfinished.path, target.path) == 0 else { throw FileSystemError(.rename, path: target.path, code: errno) }
                    ProfileFiles.syncFolder(parent.path)
                } else {
                    ProfileFiles.removeTree(unfinished)
                }
            }
            guard checkpoint(step) else { return }
        }
        // The roster is on disk, so the old files are copies now.
        for (old, _) in oldFiles(folders) where ProfileFiles.isRegularFile(old) {
            unlink(old.path)
            guard checkpoint(.removedOld(old.lastPathComponent)) else { return }
        }
        ProfileFiles.syncFolder(folders.dataRoot.path)
        ProfileFiles.syncFolder(folders.configRoot.path)
    }
}

extension Roster {
    /// The migration's first profile, with the id it was copied under.
    mutating func addFirst(_ profile: Profile) {
        self = Roster(profiles: [profile])
    }
}

extension SaveStore {
    /// The file's bytes as they are, or nil when it is not a small regular file.
    func rawBytes() -> Data? {
        var info = stat()
        guard lstat(file.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              Int64(info.st_size) <= Self.maximumFileSize else { return nil }
        if info.st_size == 0 { return Data() }
        return FileManager.default.contents(atPath: file.path)
    }
}
