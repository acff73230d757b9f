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

/// A regular file's bytes; nil for a folder, a missing or an unreadable file. Never hands an empty
/// file to Data(contentsOf:): FoundationEssentials (Swift 6.3.1) then reads into a 4 KiB buffer it
/// never frees, a toolchain leak that `make stress-asan` would report. (The game reads its saves
/// with its own loop, so it never meets that leak.)
func regularFileBytes(at url: URL) -> Data? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
          attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
    if (attributes[.size] as? NSNumber)?.intValue == 0 { return Data() }
    return try? Data(contentsOf: url)
}
