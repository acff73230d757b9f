import FoundationEssentials

/// One child: a name, a picture, and a folder of their own named by `id`. `reading` is how the
/// name is said, where its letters do not say it (よみがな for kanji, pinyin for hanzi); empty
/// when the name says itself.
public struct Profile: Hashable, Sendable, Codable {
    public var id: ProfileID
    public var name: String
    public var picture: ProfilePicture
    public var reading: String

    public init(id: ProfileID, name: String, picture: ProfilePicture, reading: String = "") {
        self.id = id
        self.name = name
        self.picture = picture
        self.reading = reading
    }

    private enum CodingKeys: String, CodingKey { case id, name, picture, reading }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ProfileID.self, forKey: .id)
        // A hand-edited name is cleaned as a typed one is, so it is safe to show.
        name = ProfileName.cleaned(try container.decode(String.self, forKey: .name))
        picture = try container.decode(ProfilePicture.self, forKey: .picture)
        reading = ProfileName.cleaned(try container.decodeIfPresent(String.self, forKey: .reading) ?? "")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(picture, forKey: .picture)
        if !reading.isEmpty { try container.encode(reading, forKey: .reading) }
    }
}

/// Every profile, in the order "Who is playing?" shows them (`profiles.json`). Its presence is
/// also what says the saves are laid out per profile (see `ProfileMigration`).
public struct Roster: Hashable, Sendable, Codable {
    public static let version = 1
    public private(set) var profiles: [Profile]
    /// The number of the next id; ids are never reused, so a removed profile's folder, kept aside,
    /// never meets a new child's saves.
    public private(set) var nextNumber: Int

    public init(profiles: [Profile] = []) {
        self.profiles = profiles
        nextNumber = (profiles.map(\.id.number).max() ?? 0) + 1
    }

    private enum CodingKeys: String, CodingKey { case version, profiles, nextNumber }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "unknown version \(version)")
        }
        profiles = try container.decode([Profile].self, forKey: .profiles)
        guard Set(profiles.map(\.id)).count == profiles.count else {
            throw DecodingError.dataCorruptedError(forKey: .profiles, in: container, debugDescription: "two profiles share an id")
        }
        let highest = profiles.map(\.id.number).max() ?? 0
        nextNumber = max(try container.decodeIfPresent(Int.self, forKey: .nextNumber) ?? 0, highest + 1)
        guard nextNumber <= 999_999_999 else {
            throw DecodingError.dataCorruptedError(forKey: .nextNumber, in: container, debugDescription: "no ids left")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(profiles, forKey: .profiles)
        try container.encode(nextNumber, forKey: .nextNumber)
    }

    public func profile(_ id: ProfileID) -> Profile? { profiles.first { $0.id == id } }

    /// The child the screens name as playing: only when there is someone else it could be, so a
    /// computer with one child looks as it always did.
    public func whoseGame(_ current: ProfileID) -> Profile? {
        profiles.count > 1 ? profile(current) : nil
    }

    /// Adds a child; the name is cleaned, or refused with the reason.
    @discardableResult
    public mutating func add(name typed: String, picture: ProfilePicture, reading: String = "") -> Result<Profile, ProfileName.Refusal> {
        switch ProfileName.validated(typed, in: self) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let name):
            let profile = Profile(id: ProfileID(number: nextNumber), name: name, picture: picture,
                                  reading: ProfileName.cleaned(reading))
            profiles.append(profile)
            nextNumber += 1
            return .success(profile)
        }
    }

    /// Renames a child (and may change the picture and how the name is said).
    @discardableResult
    public mutating func rename(_ id: ProfileID, to typed: String, picture: ProfilePicture? = nil,
                                reading: String? = nil) -> Result<Profile, ProfileName.Refusal> {
        guard let index = profiles.firstIndex(where: { $0.id == id }) else { return .failure(.empty) }
        switch ProfileName.validated(typed, in: self, except: id) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let name):
            profiles[index].name = name
            if let picture { profiles[index].picture = picture }
            if let reading { profiles[index].reading = ProfileName.cleaned(reading) }
            return .success(profiles[index])
        }
    }

    /// Whether a child may be taken off the roster: not the last, so there is always someone to play.
    public var allowsRemoval: Bool { profiles.count > 1 }

    /// Takes a child off the roster, unless it is the last (`allowsRemoval`).
    @discardableResult
    public mutating func remove(_ id: ProfileID) -> Bool {
        guard allowsRemoval, let index = profiles.firstIndex(where: { $0.id == id }) else { return false }
        profiles.remove(at: index)
        return true
    }

    /// The profile `--profile NAME` means: the exact name first, then the only one that matches
    /// when case is ignored.
    public func match(name typed: String) -> ProfileMatch {
        if let exact = profiles.first(where: { $0.name == typed }) { return .found(exact) }
        let cleaned = ProfileName.cleaned(typed)
        if let exact = profiles.first(where: { $0.name == cleaned }) { return .found(exact) }
        let folded = cleaned.lowercased()
        let close = profiles.filter { $0.name.lowercased() == folded }
        switch close.count {
        case 1: return .found(close[0])
        case 0: return .unknown(known: profiles.map(\.name))
        default: return .ambiguous(candidates: close.map(\.name))
        }
    }
}

/// What a name given on the command line matched.
public enum ProfileMatch: Hashable, Sendable {
    case found(Profile)
    case unknown(known: [String])
    case ambiguous(candidates: [String])
}
