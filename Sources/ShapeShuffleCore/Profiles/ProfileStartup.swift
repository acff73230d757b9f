import FoundationEssentials

/// What the game plays with at start: the roster, and where the chosen child's files are.
public struct ProfileSetup: Sendable {
    public var folders: ProfileFolders
    public var roster: Roster
    /// False only when the roster could not be written: the game then plays in the old layout,
    /// which the migration left whole.
    public var hasProfiles: Bool
    /// Said once, like every save notice (a roster that could not be read, say).
    public var notices: [SaveNotice]

    /// Whether the first child's saves moved into a folder of their own since `before` (a change
    /// in Players made the profiles): the child playing is read again from there.
    public func movedFirstSaves(since before: ProfileSetup) -> Bool { !before.hasProfiles && hasProfiles }

    /// The files of `profile`, or the old layout's when there are no profiles on disk.
    public func location(of id: ProfileID) -> SaveLocation {
        hasProfiles ? folders.location(of: id) : folders.single
    }

    /// Where the computer's own settings are (`device.json`: the grown-up lock, kiosk mode, the
    /// window): beside the old layout's settings, whoever plays and however many children there
    /// are, so that the lock a grown-up turned on holds for every child, and adding a second child
    /// (which moves the first child's files) leaves it on.
    public var deviceLocation: SaveLocation { folders.single }

    /// Whether the game opens on "Who is playing?".
    public var asksWhoIsPlaying: Bool { roster.profiles.count > 1 }
}

/// Opens the profiles at start: reads the roster and finishes a migration a kill interrupted.
/// With one child nothing changes on disk: the saves stay where they always were, and there is no
/// roster. The first time a second child is added (`makeProfiles`), the old saves become the first
/// profile's (see `ProfileMigration`); so a game that never has two children keeps today's files,
/// and an older release still finds them.
public enum ProfileStartup {
    public static func open(base: SaveLocation, now: Date = Date()) -> ProfileSetup {
        let folders = ProfileFolders(base: base)
        var store = SaveStore<Roster>.roster(at: folders)
        if ProfileFiles.exists(folders.rosterFile) {
            let loaded = store.load(now: now)
            var roster = loaded.value
            var notices = [loaded.notice].compactMap { $0 }
            if loaded.notice != nil || roster.profiles.isEmpty {
                // The roster was unusable (kept aside): the children's folders are still there.
                roster = rebuilt(folders)
                if let notice = store.save(roster) { notices.append(notice) }
            }
            try? ProfileMigration.finish(folders, roster: roster)
            return ProfileSetup(folders: folders, roster: roster, hasProfiles: true, notices: notices)
        }
        ProfileMigration.removeLeftovers(folders)
        let single = Roster(profiles: [Profile(id: ProfileMigration.firstID, name: "", picture: .cat)])
        return ProfileSetup(folders: folders, roster: single, hasProfiles: false, notices: [])
    }

    /// Moves the old layout into the first profile if that has not happened yet, so that a
    /// second child can be added. On failure nothing changed: the old layout is still whole.
    public static func makeProfiles(_ setup: inout ProfileSetup) throws(FileSystemError) {
        guard !setup.hasProfiles else { return }
        if let roster = try ProfileMigration.run(setup.folders) {
            setup.roster = roster
            setup.hasProfiles = true
        } else {
            ProfileMigration.removeLeftovers(setup.folders)
        }
    }

    /// A roster made from the profile folders on disk, when profiles.json could not be read:
    /// names are lost (the grown-ups give them again), progress is not.
    static func rebuilt(_ folders: ProfileFolders) -> Roster {
        var ids = Set<ProfileID>()
        for parent in [folders.dataProfiles, folders.configProfiles] {
            for name in ProfileFiles.names(in: parent) {
                let plain = name.hasPrefix(ProfileFolders.unfinishedPrefix) ? String(name.dropFirst(ProfileFolders.unfinishedPrefix.count)) : name
                if let id = ProfileID(plain), ProfileFiles.isFolder(parent.appendingPathComponent(name)) { ids.insert(id) }
            }
        }
        if ids.isEmpty { ids.insert(ProfileMigration.firstID) }
        let sorted = ids.sorted { $0.number < $1.number }
        return Roster(profiles: sorted.enumerated().map { index, id in
            Profile(id: id, name: "", picture: ProfilePicture.allCases[index % ProfilePicture.allCases.count])
        })
    }
}

extension ProfileSetup {
    /// The profile `--profile NAME` opens, or the message that names the known profiles.
    public func profile(named typed: String) -> Result<Profile, ProfileChoiceError> {
        switch roster.match(name: typed) {
        case .found(let profile): .success(profile)
        case .unknown(let known): .failure(ProfileChoiceError(typed: typed, candidates: known, isAmbiguous: false))
        case .ambiguous(let candidates): .failure(ProfileChoiceError(typed: typed, candidates: candidates, isAmbiguous: true))
        }
    }
}

/// `--profile` named nobody, or more than one child.
public struct ProfileChoiceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var typed: String
    public var candidates: [String]
    public var isAmbiguous: Bool

    public var description: String {
        let shown = ProfileName.cleaned(typed)
        if candidates.allSatisfy(\.isEmpty) {
            return "--profile \"\(shown)\": no profile has a name yet (players are added and named in Settings, Players)"
        }
        let list = candidates.map { $0.isEmpty ? "(unnamed)" : "\"\($0)\"" }.joined(separator: ", ")
        return isAmbiguous
            ? "--profile \"\(shown)\" matches more than one profile when case is ignored: \(list); give the name exactly"
            : "--profile \"\(shown)\" is not a profile; the profiles are: \(list)"
    }
}
