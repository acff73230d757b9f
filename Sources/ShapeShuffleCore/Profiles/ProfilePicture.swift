/// The picture that stands for a child on "Who is playing?": an animal or a coloured shape, from a
/// small fixed set, so a child who cannot read yet finds their own button.
public enum ProfilePicture: String, CaseIterable, Codable, Hashable, Sendable {
    case cat, dog, rabbit, bear, fish, bird
    case redCircle = "red-circle", blueTriangle = "blue-triangle", yellowSquare = "yellow-square", greenStar = "green-star"

    /// The first picture no profile in `roster` has yet (the first one if all are taken).
    public static func firstUnused(in roster: Roster) -> ProfilePicture {
        let used = Set(roster.profiles.map(\.picture))
        return allCases.first { !used.contains($0) } ?? .cat
    }
}
