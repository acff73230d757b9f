import Foundation
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
    private static func readCapped(_ url: URL, name: String) throws(LevelFileError) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw LevelFileError(file: name, level: nil, field: nil, message: "no such file")
        }
        guard !isFolder.boolValue else {
            throw LevelFileError(file: name, level: nil, field: nil, message: "a folder, not a level file")
        }
        // Opened without blocking and checked before reading: opening a named pipe that nobody
        // writes to would otherwise wait for ever (found by Tests/stress/test_hostile_data_dir.py).
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw LevelFileError(file: name, level: nil, field: nil, message: "cannot be read (\(String(cString: strerror(errno))))")
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT != S_IFIFO, info.st_mode & S_IFMT != S_IFSOCK else {
            close(fd)
            throw LevelFileError(file: name, level: nil, field: nil, message: "a pipe or socket, not a level file")
        }
        do {
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
            defer { try? handle.close() }
            var data = Data()
            while data.count <= maximumFileBytes {
                guard let chunk = try handle.read(upToCount: maximumFileBytes + 1 - data.count), !chunk.isEmpty else {
                    return data
                }
                data.append(chunk)
            }
            throw tooBig(name)
        } catch let error as LevelFileError {
            throw error
        } catch {
            throw LevelFileError(file: name, level: nil, field: nil, message: "cannot be read (\(error.localizedDescription))")
        }
    }

    private static func tooBig(_ name: String) -> LevelFileError {
        LevelFileError(
            file: name, level: nil, field: nil,
            message: "larger than \(maximumFileBytes) bytes; a level file is a few kilobytes"
        )
    }
}
