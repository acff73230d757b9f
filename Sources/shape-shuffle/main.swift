import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import ShapeShuffleCore
import ShapeShuffleGtk

/// Reports a problem the player or a packager can fix, and exits without a crash.
func fail(_ message: String, status: Int32 = 2) -> Never {
    let line = Array("shape-shuffle: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(status)
}

let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.description)
}
if options.showHelp {
    print(LaunchOptions.usage)
    exit(0)
}
if options.showVersion {
    print("shape-shuffle \(AppVersion.current)")
    exit(0)
}

let environment = ProcessInfo.processInfo.environment
// The real path of this binary, even when it was started through PATH or a symlink.
let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let dataDirectory: URL
do {
    dataDirectory = try DataLocator.locate(explicit: options.dataDirectory, executable: executable,
                                           currentDirectory: FileManager.default.currentDirectoryPath)
} catch {
    fail(error.description)
}

let levels: [Level]
do {
    levels = try LevelFile.load(from: dataDirectory.appendingPathComponent(DataLocator.levelsPath))
} catch {
    fail(error.description)
}

// The profiles are opened (the old saves migrated) before any window, so `--profile` with a name
// nobody has ends here with the names there are.
let profiles = ProfileStartup.open(base: SaveLocation(environment: environment))
var chosenProfile: ProfileID?
if let name = options.profile {
    switch profiles.profile(named: name) {
    case .success(let profile): chosenProfile = profile.id
    case .failure(let error): fail(error.description)
    }
}

var context = LaunchContext(catalog: LevelCatalog(handWritten: levels), dataDirectory: dataDirectory, options: options,
                            environment: environment, profiles: profiles, profile: chosenProfile)
if let practiceFile = options.practiceFile {
    do {
        context.practice = try PracticeFile.load(from: URL(fileURLWithPath: practiceFile))
    } catch {
        fail(error.description)
    }
}

let status = MainActor.assumeIsolated { [context] in
    ShapeShuffleApplication(context: context).run()
}
exit(status)
