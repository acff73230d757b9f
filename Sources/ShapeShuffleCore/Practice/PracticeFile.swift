import FoundationEssentials

/// A practice as a file, given with `--practice FILE` or saved beside the progress:
///
///     {"version": 1, "numbers": [1, 2, 3], "colours": ["red", "blue"],
///      "shapes": ["circle", "square"], "sizes": [], "cardsPerLevel": 6, "levels": 4}
///
/// `sizes` may be left out (no size is asked for). It is read as strictly as `data/levels.json`:
/// an error names the file and the field, and nothing in the file can crash the game.
public enum PracticeFile {
    public static let supportedVersion = 1
    /// A practice file is a few hundred bytes; the cap only keeps a hostile file cheap to refuse.
    public static let maximumFileBytes = 64 * 1024

    static let keys = ["version"] + PracticeField.all.map(\.key)

    /// Loads and checks the practice in the file at `url`; errors name it by its path.
    public static func load(from url: URL) throws(LevelFileError) -> PracticeChoice {
        let name = url.path
        return try parse(data: LevelFile.readCapped(url, name: name, cap: maximumFileBytes, what: "practice file"),
                         fileName: name)
    }

    public static func parse(data: Data, fileName: String) throws(LevelFileError) -> PracticeChoice {
        let top = LevelFileContext(file: fileName, level: nil, path: "")
        guard data.count <= maximumFileBytes else {
            throw top.error("larger than \(maximumFileBytes) bytes; a practice file is a few hundred bytes")
        }
        let root: JSONValue
        do { root = try JSONReader.read([UInt8](data)) } catch {
            throw top.error("line \(error.line), column \(error.column)", error.message)
        }
        let fields = try LevelFileFields(root, allowed: keys, context: top, describing: "a practice file")
        let version = try fields.int("version")
        guard version == supportedVersion else {
            throw top.error("version", "version \(version) is not supported; this game reads version \(supportedVersion)")
        }
        var chosen: [Attribute] = []
        for kind in AttributeKind.readingOrder {
            let key = PracticeField.values(kind).key
            // A kind a practice may leave out may also be left out of the file.
            guard !kind.mayBeLeftOut || fields.has(key) else { continue }
            chosen += try list(fields, key, top) { (v, f) throws(LevelFileError) in try value(of: kind, v, f, top) }
        }
        let choice = PracticeChoice(chosen, cardsPerLevel: try fields.int(PracticeField.cardsPerLevel.key),
                                    levelCount: try fields.int(PracticeField.levels.key))
        if let problem = choice.problem { throw top.error(problem.field.key, problem.message) }
        return choice
    }

    /// One entry of a kind's list.
    private static func value(
        of kind: AttributeKind, _ value: JSONValue, _ field: String, _ top: LevelFileContext
    ) throws(LevelFileError) -> Attribute {
        guard let fromNumber = kind.facts.fromNumber else { return try top.named(kind, value, field: field) }
        guard case .number(let text) = value else {
            throw top.error(field, "expected a whole number, found \(value.kindName)")
        }
        guard let n = Int(text) else {
            throw top.error(field, "expected a whole number, found \(LevelFileText.clipped(text))")
        }
        guard kind.allAttributes.contains(fromNumber(n)) else {
            throw top.error(field, PracticeProblem.numberOutOfRange(n).message)
        }
        return fromNumber(n)
    }

    /// A list of values, each read by `item`; a value given twice is refused.
    private static func list<Value: Equatable>(
        _ fields: LevelFileFields, _ key: String, _ top: LevelFileContext,
        _ item: (JSONValue, String) throws(LevelFileError) -> Value
    ) throws(LevelFileError) -> [Value] {
        let value = try fields.required(key)
        guard case .array(let entries) = value else { throw top.error(key, "expected a list, found \(value.kindName)") }
        var values: [Value] = []
        for (index, entry) in entries.enumerated() {
            let field = "\(key)[\(index)]"
            let read = try item(entry, field)
            if let first = values.firstIndex(of: read) {
                throw top.error(field, "the same value as \(key)[\(first)]; choose each value once")
            }
            values.append(read)
        }
        return values
    }
}

/// Saved in the same format as a practice file; a saved file that does not make a practice counts
/// as corrupt (`SaveStore` keeps it aside and starts from `PracticeChoice.standard`).
extension PracticeChoice: Codable {
    private struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        init(_ field: PracticeField) { stringValue = field.key }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
        static let version = Key(stringValue: "version")
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == PracticeFile.supportedVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "version \(version)")
        }
        var chosen: [Attribute] = []
        for kind in AttributeKind.readingOrder {
            chosen += try Self.decodeValues(of: kind, from: container)
        }
        self.init(chosen, cardsPerLevel: try container.decode(Int.self, forKey: Key(.cardsPerLevel)),
                  levelCount: try container.decode(Int.self, forKey: Key(.levels)))
        if let problem {
            throw DecodingError.dataCorruptedError(
                forKey: Key(.levels), in: container, debugDescription: "\(problem.field.key): \(problem.message)")
        }
    }

    /// A kind's list; one a practice may leave out may be missing.
    private static func decodeValues(of kind: AttributeKind, from container: KeyedDecodingContainer<Key>) throws -> [Attribute] {
        let key = Key(.values(kind))
        func list<Value: Decodable>(_: Value.Type) throws -> [Value] {
            kind.mayBeLeftOut ? try container.decodeIfPresent([Value].self, forKey: key) ?? []
                : try container.decode([Value].self, forKey: key)
        }
        if let fromNumber = kind.facts.fromNumber { return try list(Int.self).map(fromNumber) }
        return try list(String.self).map { text in
            guard let named = kind.attribute(stored: text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "unknown \(text)")
            }
            return named
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(PracticeFile.supportedVersion, forKey: .version)
        for kind in AttributeKind.readingOrder {
            let chosen = self.chosen(of: kind)
            if kind.facts.fromNumber != nil {
                try container.encode(chosen.compactMap { Int($0.storedValue) }, forKey: Key(.values(kind)))
            } else {
                try container.encode(chosen.map(\.storedValue), forKey: Key(.values(kind)))
            }
        }
        try container.encode(cardsPerLevel, forKey: Key(.cardsPerLevel))
        try container.encode(levelCount, forKey: Key(.levels))
    }
}

extension SaveLocation {
    /// The practice a grown-up chose, beside the progress it belongs to (so each child's save
    /// folder has its own).
    public var practiceFile: URL { progressFile.deletingLastPathComponent().appendingPathComponent("practice.json") }
}

extension SaveStore where Value == PracticeChoice {
    /// The chosen practice, starting from `PracticeChoice.standard`.
    public static func practice(at location: SaveLocation) -> SaveStore<PracticeChoice> {
        SaveStore(kind: .practice, file: location.practiceFile, defaultValue: .standard)
    }
}
