import FoundationEssentials

/// Two games on one child's saves (two computers of a school, one child logged in twice) may both
/// change that child's settings. A game writes only what it changed itself since it last read or
/// wrote the file, over what is on disk now, so a change made by the other game is never undone
/// by a save of this one's stale copy. Compared setting by setting as each is saved (its JSON
/// member), so every setting, present or future, merges without a list to keep up to date.
extension Settings: MergesOnSave {
    /// What is on disk now (`disk`) with what this game changed since (`self` against `base`).
    /// With no other writer (`disk == base`) this is `self`.
    public func merged(onto disk: Settings, since base: Settings) -> Settings {
        guard let mine = Self.members(of: self), let before = Self.members(of: base),
              let theirs = Self.members(of: disk) else { return self }
        var merged = theirs
        for key in Set(mine.keys).union(before.keys) where mine[key] != before[key] {
            merged[key] = mine[key]
        }
        let text = "{" + merged.sorted { $0.key < $1.key }.map { "\(JSONText.quoted($0.key)):\($0.value)" }
            .joined(separator: ",") + "}"
        return (try? JSONDecoder().decode(Settings.self, from: Data(text.utf8))) ?? self
    }

    /// Each member of the settings' JSON, its value as compact JSON text.
    private static func members(of settings: Settings) -> [String: String]? {
        guard let data = try? JSONEncoder().encode(settings),
              case .object(let members)? = try? JSONReader.read(Array(data)) else { return nil }
        return Dictionary(members.map { ($0.key, JSONText.of($0.value)) }, uniquingKeysWith: { $1 })
    }
}

/// A JSON value written back as compact text, exactly as it was read (numbers keep their text).
enum JSONText {
    static func of(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { "\(quoted($0.key)):\(of($0.value))" }.joined(separator: ",") + "}"
        case .array(let items): "[" + items.map(of).joined(separator: ",") + "]"
        case .string(let string): quoted(string)
        case .number(let text): text
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        }
    }

    /// A string as JSON writes it, escaped by the same encoder that writes the file.
    static func quoted(_ string: String) -> String {
        (try? JSONEncoder().encode(string)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}

/// A child's settings saved by merging (`MergingStore`).
public typealias MergingSettingsStore = MergingStore<Settings>
