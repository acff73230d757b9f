import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What loading gave: the value to play with, and a notice when the file could not be used.
public struct LoadResult<Value> {
    public var value: Value
    public var notice: SaveNotice?
}

extension LoadResult: Sendable where Value: Sendable {}

/// Loads and saves one JSON file. A missing file gives the defaults quietly; a file that
/// cannot be used is moved aside as `<name>.corrupt-<UTC time>` and the defaults are used, with a
/// notice. The only copy of a player's progress is never overwritten with anything but a good save.
public struct SaveStore<Value: Codable & Sendable>: Sendable {
    public let kind: SaveFileKind
    public let file: URL
    public let defaultValue: Value

    /// No real save comes near this; anything bigger is not read at all.
    public static var maximumFileSize: Int64 { 10 * 1024 * 1024 }

    /// Set when an unusable file could not be moved aside: saves are refused rather than write over it.
    public private(set) var isHoldingUnreadableFile = false
    private var lastFailure: SaveFailure?

    public init(kind: SaveFileKind, file: URL, defaultValue: Value) {
        self.kind = kind
        self.file = file
        self.defaultValue = defaultValue
    }

    /// Reads the file; `now` names the moved-aside copy if it cannot be used.
    public mutating func load(now: Date = Date()) -> LoadResult<Value> {
        isHoldingUnreadableFile = false
        AtomicFile.removeStaleTemporaries(beside: file)
        switch read() {
        case .missing:
            return LoadResult(value: defaultValue, notice: nil)
        case .contents(let data):
            do {
                return LoadResult(value: try JSONDecoder().decode(Value.self, from: data), notice: nil)
            } catch {
                return startFresh(because: .invalidContent(detail: String(describing: error)), now: now)
            }
        case .unreadable(let reason):
            return startFresh(because: reason, now: now)
        }
    }

    /// Writes `value` atomically. Returns nil when saved, otherwise a notice; nothing is thrown
    /// and nothing stops, so play goes on and the next save tries again. Call `load` first: it is
    /// what finds a bad file and keeps it from being written over.
    public mutating func save(_ value: Value) -> SaveNotice? {
        let failure: SaveFailure
        if isHoldingUnreadableFile {
            failure = .keepingUnreadableFile
        } else {
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                var data = try encoder.encode(value)
                data.append(0x0A)
                do throws(FileSystemError) {
                    try AtomicFile.write(data, to: file)
                    lastFailure = nil
                    return nil
                } catch {
                    failure = .fileSystem(error)
                }
            } catch {
                failure = .encodingFailed(detail: String(describing: error))
            }
        }
        defer { lastFailure = failure }
        return SaveNotice(kind: kind, file: file, event: .notSaved(because: failure), isRepeat: lastFailure == failure)
    }

    /// What the file holds now, without the side effects of `load`: nil when it is missing or
    /// cannot be used (a save merging with it then merges with what it last knew).
    public func current() -> Value? {
        guard case .contents(let data) = read() else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    private enum ReadOutcome {
        case missing
        case contents(Data)
        case unreadable(UnreadableReason)
    }

    /// Checks what is at the path before opening it, so a folder, a pipe or a huge file is never read.
    private func read() -> ReadOutcome {
        let path = file.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            return .unreadable(.readFailed(FileSystemError(.inspect, path: path, code: code)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable(.notARegularFile) }
        guard Int64(info.st_size) <= Self.maximumFileSize else { return .unreadable(.tooLarge(bytes: Int64(info.st_size))) }

        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .unreadable(.readFailed(FileSystemError(.read, path: path, code: errno))) }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(.readFailed(FileSystemError(.read, path: path, code: errno)))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // It may have grown since stat.
            if Int64(data.count) > Self.maximumFileSize { return .unreadable(.tooLarge(bytes: Int64(data.count))) }
        }
        return data.isEmpty ? .unreadable(.empty) : .contents(data)
    }

    private mutating func startFresh(because reason: UnreadableReason, now: Date) -> LoadResult<Value> {
        let keptAt = moveAside(now: now)
        isHoldingUnreadableFile = keptAt == nil
        let notice = SaveNotice(kind: kind, file: file, event: .startedFresh(because: reason, keptAt: keptAt))
        return LoadResult(value: defaultValue, notice: notice)
    }

    /// Renames the file to `<name>.corrupt-<time>` (with -2, -3… if that is taken); nil if it cannot.
    private func moveAside(now: Date) -> URL? {
        let base = file.lastPathComponent + ".corrupt-" + Self.timestamp(now)
        let folder = file.deletingLastPathComponent()
        for attempt in 1...100 {
            let candidate = folder.appendingPathComponent(attempt == 1 ? base : base + "-\(attempt)", isDirectory: false)
            var info = stat()
            if lstat(candidate.path, &info) == 0 { continue }
            return rename(file.path, candidate.path) == 0 ? candidate : nil
        }
        return nil
    }

    /// UTC in ISO 8601 basic form, e.g. 20261122T013000Z: sorts by time and is safe in file names.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func digits(_ value: Int32, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return digits(parts.tm_year + 1900, 4) + digits(parts.tm_mon + 1, 2) + digits(parts.tm_mday, 2) + "T"
            + digits(parts.tm_hour, 2) + digits(parts.tm_min, 2) + digits(parts.tm_sec, 2) + "Z"
    }
}

extension SaveStore where Value == Progress {
    /// The player's progress file, starting empty.
    public static func progress(at location: SaveLocation) -> SaveStore<Progress> {
        SaveStore(kind: .progress, file: location.progressFile, defaultValue: Progress())
    }
}

extension SaveStore where Value == LevelsInPlay {
    /// The levels left unfinished, starting with none.
    public static func levelsInPlay(at location: SaveLocation) -> SaveStore<LevelsInPlay> {
        SaveStore(kind: .levelsInPlay, file: location.levelsInPlayFile, defaultValue: LevelsInPlay())
    }
}

extension SaveStore where Value == Settings {
    /// The settings file, starting from the defaults.
    public static func settings(at location: SaveLocation) -> SaveStore<Settings> {
        SaveStore(kind: .settings, file: location.settingsFile, defaultValue: Settings())
    }
}

/// The C read(2).
private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, bytes, count)
}
