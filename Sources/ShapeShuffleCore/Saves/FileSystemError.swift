#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system call that failed, with the system's error number.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the game was doing when it failed.
    public enum Operation: String, Hashable, Sendable {
        case createFolder, createTemporaryFile, write, sync, rename, read, inspect
    }

    public var operation: Operation
    public var path: String
    /// The errno value.
    public var code: Int32

    public init(_ operation: Operation, path: String, code: Int32) {
        (self.operation, self.path, self.code) = (operation, path, code)
    }

    /// The system's wording of `code`, for logs.
    public var systemMessage: String { String(cString: strerror(code)) }

    public var description: String { "\(operation.rawValue) \(path): \(systemMessage)" }
}
