import Foundation
@testable import ShapeShuffleCore

/// A fresh folder for one test, removed afterwards.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("shape-shuffle-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
        // Undo any read-only folders a test made, so cleaning up works for non-root runs too.
        if let walker = FileManager.default.enumerator(atPath: folder.path) {
            for case let item as String in walker {
                try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.appendingPathComponent(item).path)
            }
        }
        try? FileManager.default.removeItem(at: folder)
    }
    return try body(folder)
}

/// Names in a folder, sorted, hidden files included.
func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// 2026-11-22 01:30:00 UTC.
let fixedNow = Date(timeIntervalSince1970: 1_795_311_000)

/// A regular file's bytes; nil for a folder, a missing or an unreadable file. Never hands a folder
/// to Data(contentsOf:): FoundationEssentials (Swift 6.3.1) leaks its 4 KiB read buffer when the
/// read fails after the open, which would make `make stress-asan` report the toolchain's leak.
func regularFileBytes(at url: URL) -> Data? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
        return nil
    }
    return try? Data(contentsOf: url)
}
