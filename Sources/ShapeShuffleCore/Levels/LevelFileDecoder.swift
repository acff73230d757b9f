/// Turns the JSON of a level file into levels, checking the schema strictly (an error names the
/// file, the level and the field):
///
///     {"version": 1, "levels": [{"number": 1, "columns": 3,
///       "prompt": {"count": 2, "colour": "yellow", "shape": "square"},
///       "cards": [{"count": 2}, {"colour": "red"}, {"shape": "square"}, …]}]}
///
/// A prompt may also name a `size`. A card names exactly one of `count`, `colour`, `shape`, `size`.
struct LevelFileDecoder {
    let file: String

    func levels(from root: JSONValue) throws(LevelFileError) -> [Level] {
        let top = LevelFileContext(file: file, level: nil, path: "")
        let fields = try LevelFileFields(
            root, allowed: ["version", "levels"], context: top, describing: "a level file"
        )
        let version = try fields.int("version")
        guard version == LevelFile.supportedVersion else {
            throw top.error("version", "version \(version) is not supported; this game reads version \(LevelFile.supportedVersion)")
        }
        let list = try fields.required("levels")
        guard case .array(let entries) = list else {
            throw top.error("levels", "expected a list of levels, found \(list.kindName)")
        }
        guard !entries.isEmpty else { throw top.error("levels", "the list is empty; the file needs at least one level") }

        var levels: [Level] = []
        levels.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let context = LevelFileContext(file: file, level: index + 1, path: "")
            let level = try self.level(from: entry, context: context, earlier: levels)
            if let problem = LevelValidator.firstProblem(in: level) {
                throw LevelFileError(file: file, level: index + 1, field: problem.field, message: problem.message)
            }
            levels.append(level)
        }
        return levels
    }

    private func level(from value: JSONValue, context: LevelFileContext, earlier: [Level]) throws(LevelFileError) -> Level {
        let fields = try LevelFileFields(
            value, allowed: ["number", "prompt", "columns", "cards"], context: context, describing: "a level"
        )
        let position = earlier.count + 1
        let number = try fields.int("number")
        if number != position {
            let message: String
            if number < 1 {
                message = "\(number) is not a level number; levels count from 1"
            } else if number < position {
                message = "\(number) is already the number of level \(number); levels are numbered 1, 2, 3… in file order"
            } else {
                message = "expected \(position), found \(number); levels are numbered 1, 2, 3… in file order"
            }
            throw context.error("number", message)
        }
        let prompt = try self.prompt(from: fields.required("prompt"), context: context.inside("prompt"))
        let columns = try fields.int("columns")
        let attributes = try cards(from: fields.required("cards"), context: context)
        return Level(number: number, prompt: prompt, attributes: attributes, columns: columns)
    }

    private func prompt(from value: JSONValue, context: LevelFileContext) throws(LevelFileError) -> Prompt {
        let fields = try LevelFileFields(
            value, allowed: AttributeKind.boardOrder.map(\.rawValue), context: context, describing: "a prompt"
        )
        var requirements: [Attribute] = []
        for kind in AttributeKind.boardOrder where !kind.mayBeLeftOut || fields.has(kind.rawValue) {
            requirements.append(try fields.attribute(kind))
        }
        guard let prompt = Prompt(requirements) else { preconditionFailure("every kind a prompt needs was read") }
        return prompt
    }

    private func cards(from value: JSONValue, context: LevelFileContext) throws(LevelFileError) -> [Attribute] {
        guard case .array(let entries) = value else {
            throw context.error("cards", "expected a list of cards, found \(value.kindName)")
        }
        // Refused before any card is read, so a hostile grid costs no more than counting it.
        guard entries.count <= LevelValidator.maximumCards else {
            throw context.error("cards", "\(entries.count) cards; a level holds at most \(LevelValidator.maximumCards)")
        }
        var attributes: [Attribute] = []
        for (index, entry) in entries.enumerated() {
            attributes.append(try card(from: entry, context: context.inside("cards[\(index)]")))
        }
        return attributes
    }

    private func card(from value: JSONValue, context: LevelFileContext) throws(LevelFileError) -> Attribute {
        let kinds = AttributeKind.readingOrder.map(\.rawValue)
        let fields = try LevelFileFields(value, allowed: kinds, context: context, describing: "a card")
        let given = AttributeKind.readingOrder.filter { fields.has($0.rawValue) }
        guard given.count == 1 else {
            let rule = "a card shows exactly one of \(LevelFileText.list(kinds, "or"))"
            let shown = LevelFileText.list(given.map(\.rawValue), "and")
            throw context.error(given.isEmpty ? "shows nothing; \(rule)" : "shows \(shown); \(rule)")
        }
        return try fields.attribute(given[0])
    }
}
