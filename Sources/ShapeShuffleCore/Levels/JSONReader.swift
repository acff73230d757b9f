/// A strict JSON reader with hard limits, for files a player or packager may have edited by hand.
///
/// `JSONDecoder` (FoundationEssentials) could read levels.json, and the file's 1 MiB cap and its own
/// nesting limit of 512 would keep it safe. It is not used because a level file needs what it
/// cannot give: a key written twice ("count" twice in one level) must be refused, where the
/// decoder silently keeps one of them; a number keeps its text, so "count": 2.5 or 1e400 is named
/// as written; and every error names the line and column, and then the level and field, of a
/// file edited by hand. Objects keep their members in file order for the same reason.
struct JSONReader {
    /// Deeper than any level file needs (it uses four), so a hostile file is refused at once.
    static let maximumDepth = 32
    /// Longer than any name or number a level file holds; anything longer is refused before it is built.
    static let maximumTokenBytes = 256

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads one JSON document that fills the whole input (a leading UTF-8 byte-order mark is allowed).
    static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        if reader.index == bytes.count { throw reader.error("the file is empty") }
        let value = try reader.readValue(depth: 1)
        reader.skipWhitespace()
        if reader.index < bytes.count { throw reader.error("unexpected text after the end of the JSON document") }
        return value
    }

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("the file ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); return .null
        default: throw error("expected a value, found \(describe(byte))")
        }
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try enter(depth: depth)
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try readString()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after the key")
            skipWhitespace()
            members.append(JSONMember(key: key, value: try readValue(depth: depth + 1)))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "expected ',' or '}'")
            return .object(members)
        }
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try enter(depth: depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue(depth: depth + 1))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "expected ',' or ']'")
            return .array(elements)
        }
    }

    private func enter(depth: Int) throws(JSONSyntaxError) {
        if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("the file ends inside text", at: start) }
            if utf8.count > Self.maximumTokenBytes {
                throw error("text longer than \(Self.maximumTokenBytes) bytes", at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("text is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape(into: &utf8)
            case 0..<0x20:
                throw error("a control character inside text must be escaped")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("the file ends inside an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var value = try readHex4()
            if (0xD800...0xDBFF).contains(value) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw error("a \\u escape holds half a character")
                }
                index += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("a \\u escape holds half a character") }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw error("a \\u escape holds half a character") }
            utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("unknown escape \\\(describeRaw(byte))")
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Keeps the number's text; the loader decides whether it is a whole number that fits.
    private mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else if try skipDigits() == 0 {
            throw error("a number needs a digit")
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            if try skipDigits() == 0 { throw error("a number needs a digit after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            if try skipDigits() == 0 { throw error("a number needs a digit in its exponent") }
        }
        if index - start > Self.maximumTokenBytes {
            throw error("a number longer than \(Self.maximumTokenBytes) characters", at: start)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() throws(JSONSyntaxError) -> Int {
        let start = index
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
            if index - start > Self.maximumTokenBytes {
                throw error("a number longer than \(Self.maximumTokenBytes) characters", at: start)
            }
        }
        return index - start
    }

    private mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected a value") }
        index += word.utf8.count
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(JSONSyntaxError) {
        guard peek() == byte else {
            if let found = peek() { throw error("\(message), found \(describe(found))") }
            throw error("the file ends early: \(message)")
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func describe(_ byte: UInt8) -> String {
        "'\(describeRaw(byte))'"
    }

    private func describeRaw(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "byte 0x" + String(byte, radix: 16)
    }

    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let offset = min(position ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for (i, byte) in bytes[..<offset].enumerated() where byte == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return JSONSyntaxError(message: message, line: line, column: offset - lineStart + 1)
    }
}

/// Why a file is not JSON, and where: line and column count from 1 (columns in bytes).
struct JSONSyntaxError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
}
