import Foundation
import Testing
@testable import ShapeShuffleCore

@Suite("Atomic writes: the file is old or new, never half written")
struct SaveAtomicFileTests {
    @Test("the folder a save goes in is found as dirname finds it")
    func parentFolders() {
        #expect(AtomicFile.parentFolder(of: "/home/kim/.local/share/shape-shuffle") == "/home/kim/.local/share")
        #expect(AtomicFile.parentFolder(of: "/home/kim/") == "/home")
        #expect(AtomicFile.parentFolder(of: "/home") == "/")
        #expect(AtomicFile.parentFolder(of: "/") == "/")
        #expect(AtomicFile.parentFolder(of: "saves") == "")
        #expect(AtomicFile.parentFolder(of: "saves/shape-shuffle") == "saves")
    }

    @Test("writing creates missing folders and leaves exactly the file")
    func createsFolders() throws {
        try withTemporaryFolder { root in
            let file = root.appendingPathComponent("a/b/shape-shuffle/progress.json")
            try AtomicFile.write(Data("one".utf8), to: file)
            #expect(try Data(contentsOf: file) == Data("one".utf8))
            #expect(contents(of: file.deletingLastPathComponent()) == ["progress.json"])
        }
    }

    @Test("writing again replaces the contents and leaves no temporary file")
    func replaces() throws {
        try withTemporaryFolder { root in
            let file = root.appendingPathComponent("settings.json")
            try AtomicFile.write(Data(repeating: 0x41, count: 100_000), to: file)
            try AtomicFile.write(Data("short".utf8), to: file)
            #expect(try Data(contentsOf: file) == Data("short".utf8))
            #expect(contents(of: root) == ["settings.json"])
        }
    }

    @Test("a folder that cannot exist (its parent is a file) is an error, not a crash")
    func parentIsAFile() throws {
        try withTemporaryFolder { root in
            let blocker = root.appendingPathComponent("data")
            try Data("not a folder".utf8).write(to: blocker)
            let file = blocker.appendingPathComponent("shape-shuffle/progress.json")
            let error = #expect(throws: FileSystemError.self) { try AtomicFile.write(Data("x".utf8), to: file) }
            #expect(error?.operation == .createFolder)
            #expect(error?.code == ENOTDIR)
            #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
            #expect(contents(of: root) == ["data"])
        }
    }

    @Test("when the final rename fails, what was there stays and the temporary file is removed")
    func renameFails() throws {
        try withTemporaryFolder { root in
            let target = root.appendingPathComponent("progress.json")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            try Data("keep".utf8).write(to: target.appendingPathComponent("inside"))
            #expect(throws: FileSystemError.self) { try AtomicFile.write(Data("new".utf8), to: target) }
            #expect(contents(of: root) == ["progress.json"])
            #expect(try Data(contentsOf: target.appendingPathComponent("inside")) == Data("keep".utf8))
        }
    }

    @Test("a read-only folder refuses the write and keeps the old file", .enabled(if: getuid() != 0, "root may write anywhere; make test-unprivileged runs it as a throwaway user"))
    func readOnlyFolder() throws {
        try withTemporaryFolder { root in
            let file = root.appendingPathComponent("progress.json")
            try AtomicFile.write(Data("old".utf8), to: file)
            chmod(root.path, 0o500)
            defer { chmod(root.path, 0o700) }
            #expect(throws: FileSystemError.self) { try AtomicFile.write(Data("new".utf8), to: file) }
            #expect(try Data(contentsOf: file) == Data("old".utf8))
        }
    }
}
