/// Where the loader is in a level file, so that every error names the level and the field.
struct LevelFileContext {
    let file: String
    let level: Int?
    /// The field path so far: "" at the top of the file or of a level, then `prompt`, `cards[4]`…
    let path: String

    func field(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    func inside(_ key: String) -> LevelFileContext {
        LevelFileContext(file: file, level: level, path: field(key))
    }

    func error(_ field: String?, _ message: String) -> LevelFileError {
        LevelFileError(file: file, level: level, field: field, message: message)
    }

    /// An error about the object or value at `path` itself.
    func error(_ message: String) -> LevelFileError {
        error(path.isEmpty ? nil : path, message)
    }
}

/// The members of one JSON object, checked once for unknown and repeated keys, then read by name.
struct LevelFileFields {
    let context: LevelFileContext
    private var values: [String: JSONValue] = [:]

    /// `allowed` names the keys the object may have, in the order an error message lists them.
    init(_ value: JSONValue, allowed: [String], context: LevelFileContext, describing what: String)
        throws(LevelFileError)
    {
        self.context = context
        guard case .object(let members) = value else {
            throw context.error("expected \(what), found \(value.kindName)")
        }
        for member in members {
            let key = LevelFileText.key(member.key)
            guard allowed.contains(member.key) else {
                throw context.error(
                    context.field(key),
                    "unknown key \(LevelFileText.quoted(member.key)); the keys of \(what) are \(LevelFileText.list(allowed, "and"))"
                )
            }
            guard values[member.key] == nil else { throw context.error(context.field(key), "given twice") }
            values[member.key] = member.value
        }
    }

    func has(_ key: String) -> Bool { values[key] != nil }

    func required(_ key: String) throws(LevelFileError) -> JSONValue {
        guard let value = values[key] else { throw context.error(context.field(key), "missing") }
        return value
    }

    func int(_ key: String) throws(LevelFileError) -> Int {
        let value = try required(key)
        guard case .number(let text) = value else {
            throw context.error(context.field(key), "expected a whole number, found \(value.kindName)")
        }
        if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            throw context.error(context.field(key), "expected a whole number, found \(LevelFileText.clipped(text))")
        }
        guard let number = Int(text) else {
            throw context.error(context.field(key), "\(LevelFileText.clipped(text)) is far too large")
        }
        return number
    }

    /// The value of `kind` under its own key: a whole number, or one of the kind's names.
    func attribute(_ kind: AttributeKind) throws(LevelFileError) -> Attribute {
        let key = kind.rawValue
        if let fromNumber = kind.facts.fromNumber { return fromNumber(try int(key)) }
        return try context.named(kind, try required(key), field: context.field(key))
    }
}

extension LevelFileContext {
    /// `value` as one of `kind`'s names, such as a colour; errors name `field`.
    func named(_ kind: AttributeKind, _ value: JSONValue, field: String) throws(LevelFileError) -> Attribute {
        let noun = kind.rawValue
        guard case .string(let text) = value else {
            throw error(field, "expected a \(noun) name in quotes, found \(value.kindName)")
        }
        guard let named = kind.attribute(stored: text) else {
            let known = LevelFileText.list(kind.allAttributes.map(\.storedValue), "or")
            throw error(field, "unknown \(noun) \(LevelFileText.quoted(text)); use \(known)")
        }
        return named
    }
}

/// How messages quote what the file said, clipped and escaped so one message stays one readable line.
enum LevelFileText {
    static let clipLength = 40

    static func clipped(_ text: String) -> String {
        text.count > clipLength ? text.prefix(clipLength) + "…" : text
    }

    static func quoted(_ text: String) -> String {
        clipped(text).debugDescription
    }

    /// A key as part of a field path: plain when it is a simple word, quoted otherwise.
    static func key(_ text: String) -> String {
        let simple = !text.isEmpty && text.count <= clipLength
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }
        return simple ? text : quoted(text)
    }

    /// "a, b and c".
    static func list(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last else { return "" }
        let head = items.dropLast()
        return head.isEmpty ? last : head.joined(separator: ", ") + " \(conjunction) " + last
    }
}
