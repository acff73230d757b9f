/// A JSON value exactly as written: object members keep their order and duplicates, numbers keep their text,
/// so the level loader can name a repeated key or a fractional count instead of silently accepting them.
enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// How an error message names what was found where something else was expected.
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "a list"
        case .string: "text"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable {
    var key: String
    var value: JSONValue
}
