import Glibc

/// One line on standard error, for the person who looks after the computer (a log, a terminal).
enum ErrorLog {
    static func write(_ line: String) {
        let bytes = Array((line.hasPrefix("shape-shuffle: ") ? line : "shape-shuffle: " + line).utf8) + [0x0A]
        _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
