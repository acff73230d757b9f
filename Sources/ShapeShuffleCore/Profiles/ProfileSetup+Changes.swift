import FoundationEssentials

/// What the grown-ups change in the Players window, each saved at once. The roster is written
/// before anything is moved, so a kill between the two leaves at most a folder nobody's roster
/// names (ids are never reused), never a roster that names a missing child.
extension ProfileSetup {
    /// What a change gave: the refusal to show, or the notice if the roster could not be saved.
    public enum ChangeOutcome: Hashable, Sendable {
        case done(Profile)
        case refused(ProfileName.Refusal)
        case notSaved(SaveNotice)
    }

    /// Adds a child; the first time, the old saves become the first profile's (`makeProfiles`).
    public mutating func add(name: String, picture: ProfilePicture, reading: String = "") -> ChangeOutcome {
        var trial = roster
        if case .failure(let refusal) = trial.add(name: name, picture: picture, reading: reading) { return .refused(refusal) }
        do throws(FileSystemError) {
            try ProfileStartup.makeProfiles(&self)
        } catch {
            return .notSaved(SaveNotice(kind: .roster, file: folders.rosterFile, event: .notSaved(because: .fileSystem(error))))
        }
        var changed = roster
        guard case .success(let profile) = changed.add(name: name, picture: picture, reading: reading) else { return .refused(.taken) }
        return save(changed, giving: profile)
    }

    public mutating func rename(_ id: ProfileID, to name: String, picture: ProfilePicture, reading: String = "") -> ChangeOutcome {
        var changed = roster
        switch changed.rename(id, to: name, picture: picture, reading: reading) {
        case .failure(let refusal): return .refused(refusal)
        case .success(let profile):
            // The only child, before profiles exist, has no roster yet: make one.
            if !hasProfiles {
                do throws(FileSystemError) { try ProfileStartup.makeProfiles(&self) } catch {
                    return .notSaved(SaveNotice(kind: .roster, file: folders.rosterFile, event: .notSaved(because: .fileSystem(error))))
                }
            }
            return save(changed, giving: profile)
        }
    }

    /// Takes a child off the roster and keeps their folders aside. Nil when it is the last one.
    public mutating func remove(_ id: ProfileID, now: Date = Date()) -> ChangeOutcome? {
        guard let profile = roster.profile(id) else { return nil }
        var changed = roster
        guard changed.remove(id) else { return nil }
        let outcome = save(changed, giving: profile)
        if case .done = outcome { folders.setAside(id, now: now) }
        return outcome
    }

    private mutating func save(_ changed: Roster, giving profile: Profile) -> ChangeOutcome {
        var store = SaveStore<Roster>.roster(at: folders)
        if let notice = store.save(changed) { return .notSaved(notice) }
        roster = changed
        return .done(profile)
    }
}
