import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that, whatever happens (crash, power loss, full disk), the target holds either
/// its old contents or the new ones in full: a temporary file in the same folder, fsync, rename
/// over the target, then fsync the folder so the rename itself is on disk.
public enum AtomicFile {
    /// Replaces the file at `url` with `data`, creating its folder (mode 0700) if missing.
    /// On failure the target is untouched and no temporary file is left behind.
    public static func write(_ data: Data, to url: URL) throws(FileSystemError) {
        let target = url.path
        let folder = url.deletingLastPathComponent().path
        try createFolder(folder)

        let temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        // Errors name the folder or target, not the temporary name, so the same trouble reads the same each time.
        guard fd >= 0 else { throw FileSystemError(.createTemporaryFile, path: folder, code: errno) }
        var closed = false
        do throws(FileSystemError) {
            try writeAll(data, to: fd, path: target)
            guard fsync(fd) == 0 else { throw FileSystemError(.sync, path: target, code: errno) }
            closed = true
            guard close(fd) == 0 else { throw FileSystemError(.write, path: target, code: errno) }
        } catch {
            if !closed { _ = close(fd) }
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileSystemError(.rename, path: target, code: code)
        }
        syncFolder(folder)
    }

    private static func writeAll(_ data: Data, to fd: Int32, path: String) throws(FileSystemError) {
        let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw FileSystemError(.write, path: path, code: failure) }
    }

    /// mkdir -p, each new folder private to the player as the XDG spec asks.
    static func createFolder(_ path: String) throws(FileSystemError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileSystemError(.createFolder, path: path, code: ENOTDIR) }
            return
        }
        let parent = Self.parentFolder(of: path)
        if !parent.isEmpty, parent != path { try createFolder(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw FileSystemError(.createFolder, path: path, code: errno)
        }
    }

    /// The folder a path lies in, as `dirname` gives it: "/a/b/" and "/a/b" give "/a", "/a" gives
    /// "/", and a bare name gives "" (nothing left to make).
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// Best effort: the new file is already in place, and some file systems cannot sync a folder,
    /// so a failure here must not report the save as lost.
    private static func syncFolder(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        _ = close(fd)
    }
}

/// The C write(2), out of reach inside AtomicFile whose own `write` hides it.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
