/// A profile's folder name: `p` and a number, chosen by the game and never by a name typed in, so
/// nothing a grown-up types can become part of a path. The roster refuses any other form when read.
public struct ProfileID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    /// Nil unless `text` is `p1` … `p999999999` (no leading zero, nothing else).
    public init?(_ text: String) {
        let digits = text.utf8.dropFirst()
        guard text.utf8.first == UInt8(ascii: "p"), (1...9).contains(digits.count),
              digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              digits.first != UInt8(ascii: "0") else { return nil }
        rawValue = text
    }

    public init(number: Int) {
        precondition(number >= 1 && number <= 999_999_999)
        rawValue = "p\(number)"
    }

    public var number: Int { Int(rawValue.dropFirst())! }
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = ProfileID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a profile id: \(text)"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
