import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Reads the administrator's `shape-shuffle/defaults.json` from each folder of XDG_CONFIG_DIRS
/// (default /etc/xdg). A folder listed earlier wins over a later one, value by value; locks add up.
/// A file that cannot be used is left out whole, with one line for the log that says why.
public enum AdminDefaultsFile {
    public static let relativePath = "shape-shuffle/defaults.json"

    /// The files to look at, most important first.
    public static func candidates(environment: [String: String]) -> [URL] {
        let listed = (environment["XDG_CONFIG_DIRS"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return (listed.isEmpty ? ["/etc/xdg"] : listed).map { URL(fileURLWithPath: $0).appendingPathComponent(relativePath) }
    }

    /// The administrator's defaults, and a log line for each file left out.
    public static func load(environment: [String: String]) -> (defaults: AdminDefaults, log: [String]) {
        var result = AdminDefaults()
        var log: [String] = []
        for url in candidates(environment: environment).reversed() {
            var info = stat()
            guard stat(url.path, &info) == 0 else { continue }
            guard let data = LeaseFile.smallFile(url.path, limit: 64 * 1024) else {
                log.append("shape-shuffle: ignoring the administrator's defaults in \(url.path): it is empty, too large or not a file")
                continue
            }
            do {
                result = try parse(data).over(result)
            } catch {
                log.append("shape-shuffle: ignoring the administrator's defaults in \(url.path): \(error.message)")
            }
        }
        return (result, log)
    }

    public struct FileError: Error, Hashable, Sendable { public var message: String }

    /// One file's contents; throws on anything not understood, so a typo is never half applied.
    public static func parse(_ data: Data) throws(FileError) -> AdminDefaults {
        guard data.count <= 64 * 1024 else { throw FileError(message: "the file is larger than 64 KiB") }
        let decoded: Entries
        do {
            decoded = try JSONDecoder().decode(Entries.self, from: data)
        } catch let error as FileError {
            throw error
        } catch {
            throw FileError(message: "it is not a JSON object of settings (\(Self.short(error)))")
        }
        return decoded.defaults
    }

    private static func short(_ error: any Error) -> String {
        if case DecodingError.typeMismatch(_, let context) = error { return "wrong type at “\(context.codingPath.map(\.stringValue).joined(separator: "."))”" }
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        return "unreadable"
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Entries: Decodable {
        var defaults = AdminDefaults()

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            for key in c.allKeys {
                if key.stringValue == "version" { _ = try c.decode(Int.self, forKey: key); continue }
                if key.stringValue == "locked" {
                    for name in try c.decode([String].self, forKey: key) {
                        guard let setting = AdminSetting(rawValue: name) else {
                            throw FileError(message: "“\(name)” in locked is not a setting an administrator can set")
                        }
                        defaults.locked.insert(setting)
                    }
                    continue
                }
                guard let setting = AdminSetting(rawValue: key.stringValue) else {
                    throw FileError(message: "“\(key.stringValue)” is not a setting an administrator can set")
                }
                try read(setting, from: c, key: key)
            }
        }

        private mutating func read(_ setting: AdminSetting, from c: KeyedDecodingContainer<Key>, key: Key) throws {
            if setting == .language {
                defaults.language = try Language.self.checked(c.decode(String.self, forKey: key), key: key.stringValue)
                return
            }
            guard let row = SettingsTable.rows.first(where: { $0.admin == setting }) else { return }
            switch row.kind {
            case .onOff, .onOffOrSystem, .deviceOnOff:
                defaults.values[setting] = .onOff(try c.decode(Bool.self, forKey: key))
            case .number(let number):
                let value = try c.decode(Double.self, forKey: key)
                let range = number.range
                guard range.contains(value) else {
                    throw FileError(message: "\(key.stringValue) must be between \(range.lowerBound) and \(range.upperBound)")
                }
                guard !number.isWhole || value == value.rounded() else { throw FileError(message: "\(key.stringValue) must be a whole number") }
                defaults.values[setting] = .number(value)
            case .choice(let choice):
                let text = try c.decode(String.self, forKey: key)
                guard choice.values.contains(text) else { throw FileError.unknown(text, key: key.stringValue, values: choice.values) }
                defaults.values[setting] = .choice(text)
            case .key, .handBuilt:
                break
            }
        }
    }
}

extension AdminDefaultsFile.FileError {
    static func unknown(_ text: String, key: String, values: [String]) -> Self {
        Self(message: "\(key) is “\(text)”; it may be " + values.map { "“\($0)”" }.joined(separator: ", "))
    }
}

extension Language {
    fileprivate static func checked(_ text: String, key: String) throws(AdminDefaultsFile.FileError) -> Language {
        guard let language = Language(rawValue: text) else {
            throw .unknown(text, key: key, values: allCases.map(\.rawValue))
        }
        return language
    }
}

extension AdminDefaults {
    /// These values over `lower`'s, the locks of both.
    func over(_ lower: AdminDefaults) -> AdminDefaults {
        var result = self
        result.language = language ?? lower.language
        result.values = values.merging(lower.values) { mine, _ in mine }
        result.locked = locked.union(lower.locked)
        return result
    }
}
