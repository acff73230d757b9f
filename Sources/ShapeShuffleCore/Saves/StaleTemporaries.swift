import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

extension AtomicFile {
    /// Removes temporary files left beside `url` by saves that were killed mid-write. A temporary
    /// is named `.<file>.tmp-<pid>-<n>`; one whose writer is still running is left alone, so two
    /// games saving at once never lose each other's file. Returns how many were removed.
    @discardableResult
    public static func removeStaleTemporaries(beside url: URL) -> Int {
        let folder = url.deletingLastPathComponent()
        let prefix = "." + url.lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            let pidText = name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pidText), !isRunning(pid) else { continue }
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
