import FoundationEssentials

/// Finds the folder that holds `data/levels.json` and `Resources/`: `--data-dir` if given,
/// else `<prefix>/share/shape-shuffle` beside an installed binary, else the source checkout the
/// binary was built in (`swift run`, `.build/…`), else the current folder.
public enum DataLocator {
    public static let levelsPath = "data/levels.json"

    public enum Failure: Error, CustomStringConvertible {
        case notFound(searched: [String])

        public var description: String {
            switch self {
            case .notFound(let searched):
                "cannot find \(DataLocator.levelsPath); looked in:\n" + searched.map { "  \($0)" }.joined(separator: "\n")
                    + "\nUse --data-dir DIR to name the folder that holds data/ and Resources/."
            }
        }
    }

    public static func locate(explicit: String?, executable: String, currentDirectory: String) throws(Failure) -> URL {
        let candidates = candidateFolders(explicit: explicit, executable: executable, currentDirectory: currentDirectory)
        for folder in candidates where FileManager.default.fileExists(atPath: folder.appendingPathComponent(levelsPath).path) {
            return folder
        }
        throw .notFound(searched: candidates.map(\.path))
    }

    static func candidateFolders(explicit: String?, executable: String, currentDirectory: String) -> [URL] {
        if let explicit { return [URL(fileURLWithPath: explicit, relativeTo: URL(fileURLWithPath: currentDirectory)).standardizedFileURL] }
        let binary = URL(fileURLWithPath: executable, relativeTo: URL(fileURLWithPath: currentDirectory))
            .standardizedFileURL.resolvingSymlinksInPath()
        var folders = [binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/shape-shuffle")]
        var ancestor = binary.deletingLastPathComponent()
        while ancestor.path != "/" {
            folders.append(ancestor)
            ancestor = ancestor.deletingLastPathComponent()
        }
        folders.append(URL(fileURLWithPath: currentDirectory))
        return folders
    }
}
