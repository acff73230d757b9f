import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the hand-written levels (`data/levels.json`), refusing anything that is not exactly right.
public enum LevelFile {
    /// The schema version this game reads.
    public static let supportedVersion = 1
    /// A real level file is a few kilobytes; anything over 1 MiB is refused before it is read further.
    public static let maximumFileBytes = 1 << 20

    /// Loads and validates the levels of the file at `url`; errors name it by its path.
    public static func load(from url: URL) throws(LevelFileError) -> [Level] {
        let name = url.isFileURL ? url.path : url.absoluteString
        return try parse(data: readCapped(url, name: name), fileName: name)
    }

    /// Parses and validates the levels in `data`; errors name the file as `fileName`.
    public static func parse(data: Data, fileName: String) throws(LevelFileError) -> [Level] {
        guard data.count <= maximumFileBytes else { throw tooBig(fileName) }
        let root: JSONValue
        do {
            root = try JSONReader.read([UInt8](data))
        } catch {
            throw LevelFileError(
                file: fileName, level: nil, field: "line \(error.line), column \(error.column)", message: error.message
            )
        }
        return try LevelFileDecoder(file: fileName).levels(from: root)
    }

    /// Reads at most one byte past the cap, so a huge file or a device never fills memory; a pipe is refused.
    /// `what` names the kind of file in messages (the practice file is read the same way).
    static func readCapped(_ url: URL, name: String, cap: Int = maximumFileBytes, what: String = "level file")
        throws(LevelFileError) -> Data {
        func failure(_ message: String) -> LevelFileError {
            LevelFileError(file: name, level: nil, field: nil, message: message)
        }
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw failure(errno == ENOENT || errno == ENOTDIR ? "no such file" : "cannot be read (\(systemMessage()))")
        }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw failure("a folder, not a \(what)") }
        // Opened without blocking and checked before reading: opening a named pipe that nobody
        // writes to would otherwise wait for ever (found by Tests/stress/test_hostile_data_dir.py).
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw failure("cannot be read (\(systemMessage()))") }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT != S_IFIFO, info.st_mode & S_IFMT != S_IFSOCK else {
            throw failure("a pipe or socket, not a \(what)")
        }
        var bytes = [UInt8](repeating: 0, count: cap + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure("cannot be read (\(systemMessage()))") }
            if count == 0 { break }
            filled += count
        }
        guard filled <= cap else {
            throw cap == maximumFileBytes ? tooBig(name) : failure("larger than \(cap) bytes; a \(what) is a few hundred bytes")
        }
        return Data(bytes[..<filled])
    }

    private static func systemMessage() -> String { String(cString: strerror(errno)) }

    private static func tooBig(_ name: String) -> LevelFileError {
        LevelFileError(
            file: name, level: nil, field: nil,
            message: "larger than \(maximumFileBytes) bytes; a level file is a few kilobytes"
        )
    }
}
