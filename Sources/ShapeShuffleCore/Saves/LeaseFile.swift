import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lease on disk, `playing.json` beside the child's progress. Written like every save (a
/// temporary file, fsync, rename, fsync of the folder), so a game killed mid-write leaves the old
/// lease or the new one, never half of one; a file that cannot be read counts as no lease.
public struct LeaseFile: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// The file's name in the child's data folder.
    public static let fileName = "playing.json"

    /// No lease is ever near this size; a bigger file is not read.
    static let maximumSize = 64 * 1024

    /// The lease as it is on disk; nil when there is none or it is not a lease.
    public func read() -> PlayLease? {
        guard let data = Self.smallFile(url.path, limit: Self.maximumSize) else { return nil }
        return try? JSONDecoder().decode(PlayLease.self, from: data)
    }

    /// A regular file's bytes, if it has some and no more than `limit` (an empty file is never
    /// handed to Data(contentsOf:), which leaks a buffer on one).
    static func smallFile(_ path: String, limit: Int) -> Data? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0, Int(info.st_size) <= limit else { return nil }
        return try? Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Writes `lease` atomically.
    public func write(_ lease: PlayLease) throws(FileSystemError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard var data = try? encoder.encode(lease) else { return }
        data.append(0x0A)
        try AtomicFile.write(data, to: url)
    }

    /// Removes the lease if `run` still holds it (a game that took it over keeps its own).
    public func release(run: String) {
        guard read()?.holder.run == run else { return }
        unlink(url.path)
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            _ = close(folder)
        }
    }
}

extension SaveLocation {
    /// Who plays these saves now (`PlayLease`), beside the progress it guards.
    public var leaseFile: URL { progressFile.deletingLastPathComponent().appendingPathComponent(LeaseFile.fileName) }
}

extension GameInstance {
    /// This run of the game: the computer's name and machine id, or `SHAPE_SHUFFLE_HOST` for both,
    /// which lets tests run two "computers" on one; the process id; a random run id.
    public static func current(environment: [String: String]) -> GameInstance {
        let host: String
        let machine: String
        if let named = environment["SHAPE_SHUFFLE_HOST"], !named.isEmpty {
            host = named
            machine = named
        } else {
            host = hostName()
            machine = machineID() ?? host
        }
        let run = String(UInt64.random(in: 1...UInt64.max), radix: 16)
        return GameInstance(host: host, machine: machine, process: getpid(), run: run)
    }

    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "?" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "?" : name
    }

    private static func machineID() -> String? {
        for path in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
            if let data = LeaseFile.smallFile(path, limit: 4096),
               let text = String(data: data, encoding: .utf8)?.filter({ !$0.isWhitespace }), !text.isEmpty {
                return text
            }
        }
        return nil
    }

    /// Whether process `pid` of this computer still runs.
    public static func isRunningHere(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
