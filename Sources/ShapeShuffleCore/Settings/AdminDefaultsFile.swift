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
            func bool() throws -> Bool { try c.decode(Bool.self, forKey: key) }
            func number(_ range: ClosedRange<Double>) throws -> Double {
                let value = try c.decode(Double.self, forKey: key)
                guard range.contains(value) else { throw FileError(message: "\(key.stringValue) must be between \(range.lowerBound) and \(range.upperBound)") }
                return value
            }
            func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
                let text = try c.decode(String.self, forKey: key)
                guard let value = T(rawValue: text) else {
                    throw FileError(message: "\(key.stringValue) is “\(text)”; it may be " + T.allCases.map { "“\($0.rawValue)”" }.joined(separator: ", "))
                }
                return value
            }
            switch setting {
            case .grownUpLock: defaults.grownUpLock = try bool()
            case .kioskMode: defaults.kioskMode = try bool()
            case .language: defaults.language = try choice(Language.self)
            case .scanningEnabled: defaults.scanningEnabled = try bool()
            case .scanningInterval: defaults.scanningInterval = try number(Settings.scanningIntervalRange)
            case .scanningMethod: defaults.scanningMethod = try choice(ScanMethod.self)
            case .scanningCoolDown: defaults.scanningCoolDown = try number(Settings.scanningCoolDownRange)
            case .scanningLoops:
                let loops = try number(Double(Settings.scanningLoopsRange.lowerBound)...Double(Settings.scanningLoopsRange.upperBound))
                guard loops == loops.rounded() else { throw FileError(message: "scanningLoops must be a whole number") }
                defaults.scanningLoops = Int(loops)
            case .auditoryScanning: defaults.auditoryScanning = try bool()
            case .scanningColour: defaults.scanningColour = try choice(ScanColour.self)
            case .scanningMouseSwitch: defaults.scanningMouseSwitch = try choice(MouseSwitch.self)
            }
        }
    }
}

extension AdminDefaults {
    /// These values over `lower`'s, the locks of both.
    func over(_ lower: AdminDefaults) -> AdminDefaults {
        var result = self
        result.grownUpLock = grownUpLock ?? lower.grownUpLock
        result.kioskMode = kioskMode ?? lower.kioskMode
        result.language = language ?? lower.language
        result.scanningEnabled = scanningEnabled ?? lower.scanningEnabled
        result.scanningInterval = scanningInterval ?? lower.scanningInterval
        result.scanningMethod = scanningMethod ?? lower.scanningMethod
        result.scanningCoolDown = scanningCoolDown ?? lower.scanningCoolDown
        result.scanningLoops = scanningLoops ?? lower.scanningLoops
        result.auditoryScanning = auditoryScanning ?? lower.auditoryScanning
        result.scanningColour = scanningColour ?? lower.scanningColour
        result.scanningMouseSwitch = scanningMouseSwitch ?? lower.scanningMouseSwitch
        result.locked = locked.union(lower.locked)
        return result
    }
}
