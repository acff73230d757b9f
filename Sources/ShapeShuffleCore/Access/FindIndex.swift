/// One element Find can reach: its accessible name and the other words that should find it.
public struct FindEntry: Hashable, Sendable {
    public var element: ElementID
    public var name: String
    public var synonyms: [String]

    public init(element: ElementID, name: String, synonyms: [String]) {
        self.element = element
        self.name = name
        self.synonyms = synonyms
    }

    /// The name first, then the synonyms: every label Find matches against.
    public var labels: [String] { [name] + synonyms }
}

/// How well a query fits a label, best first.
public enum FindMatchQuality: Int, Comparable, Sendable, Hashable {
    /// The whole label: "8" for "8", "prefs" for "prefs".
    case exact
    /// The start of the label: "sett" for "Settings".
    case prefix
    /// The start of a later word of the label: "yellow" for "Card 3, yellow".
    case wordPrefix

    public static func < (lhs: FindMatchQuality, rhs: FindMatchQuality) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One element a query found, with the label that fitted best.
public struct FindMatch: Hashable, Sendable {
    public var element: ElementID
    public var label: String
    public var quality: FindMatchQuality
    /// Whether the label was the element's name rather than a synonym.
    public var isName: Bool
}

/// Find (Ctrl+F) over the elements on screen: ignores case, diacritics, width and punctuation;
/// ranks exact matches over prefixes, and names over synonyms; ties keep reading order.
public struct FindIndex: Hashable, Sendable {
    private struct Label: Hashable, Sendable {
        var text: String
        var folded: String
        /// The folded label from each later word on ("3 yellow", "yellow" for "card 3 yellow"),
        /// made once so that a query only compares prefixes.
        var laterWords: [Substring]
        var isName: Bool

        init(text: String, isName: Bool) {
            self.text = text
            self.isName = isName
            let folded = SearchFolding.fold(text)
            self.folded = folded
            laterWords = folded.indices.filter { folded[$0] == " " }.map { folded[folded.index(after: $0)...] }
        }
    }

    private struct Prepared: Hashable, Sendable {
        var element: ElementID
        var labels: [Label]
    }

    private let entries: [Prepared]

    public init(entries: [FindEntry]) {
        self.entries = entries.map { entry in
            Prepared(element: entry.element, labels: entry.labels.enumerated().map { index, text in
                Label(text: text, isName: index == 0)
            })
        }
    }

    /// The elements the query finds, best first, each once.
    public func matches(_ query: String) -> [FindMatch] {
        let folded = SearchFolding.fold(query)
        guard !folded.isEmpty else { return [] }
        let found = entries.enumerated().compactMap { order, entry -> (rank: [Int], match: FindMatch)? in
            entry.labels.compactMap { label -> (rank: [Int], match: FindMatch)? in
                guard let quality = Self.quality(of: folded, in: label) else { return nil }
                let match = FindMatch(element: entry.element, label: label.text, quality: quality, isName: label.isName)
                return ([quality.rawValue, label.isName ? 0 : 1, order], match)
            }.min { $0.rank.lexicographicallyPrecedes($1.rank) }
        }
        return found.sorted { $0.rank.lexicographicallyPrecedes($1.rank) }.map(\.match)
    }

    /// The element Enter goes to: the best match, if any.
    public func bestMatch(_ query: String) -> ElementID? { matches(query).first?.element }

    private static func quality(of query: String, in label: Label) -> FindMatchQuality? {
        if label.folded == query { return .exact }
        if label.folded.hasPrefix(query) { return .prefix }
        if label.laterWords.contains(where: { $0.hasPrefix(query) }) { return .wordPrefix }
        return nil
    }
}
