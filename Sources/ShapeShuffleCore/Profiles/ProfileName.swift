/// A child's name as the grown-up typed it, made fit to show and to say: control characters and
/// invisible format characters are dropped, runs of spaces become one, and it is cut to
/// `maximumLength` characters. It is only ever shown and spoken, never used in a path.
public enum ProfileName {
    /// Enough for any real name on a picture button; longer text is cut, not refused.
    public static let maximumLength = 40

    public enum Refusal: Error, Hashable, Sendable {
        /// Nothing is left once control characters and spaces are taken away.
        case empty
        /// Another profile already has exactly this name (names differing in case are allowed).
        case taken
    }

    /// The name as it will be kept.
    public static func cleaned(_ typed: String) -> String {
        var kept = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in typed.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                // A zero-width joiner holds emoji such as a family together; keep it.
                if scalar.value == 0x200D { kept.append(scalar) }
                else if scalar.properties.isWhitespace { pendingSpace = !kept.isEmpty }
            case .spaceSeparator:
                pendingSpace = !kept.isEmpty
            default:
                if pendingSpace { kept.append(" ") }
                pendingSpace = false
                kept.append(scalar)
            }
        }
        return String(String(kept).prefix(maximumLength))
    }

    /// The cleaned name, or why it cannot be used beside the names in `roster` (`except` the
    /// profile being renamed).
    public static func validated(_ typed: String, in roster: Roster, except id: ProfileID? = nil) -> Result<String, Refusal> {
        let name = cleaned(typed)
        guard !name.isEmpty else { return .failure(.empty) }
        if roster.profiles.contains(where: { $0.id != id && $0.name == name }) { return .failure(.taken) }
        return .success(name)
    }
}
