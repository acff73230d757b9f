import FoundationEssentials

/// Who holds a child's saves now: written beside their progress by the game that plays them, and
/// renewed while it plays, so a second game on the same folder (another machine of a school, the
/// same child logged in twice) knows it is not alone. A plain file, never an fcntl or flock lock,
/// which network file systems keep badly or not at all.
public struct PlayLease: Hashable, Sendable {
    /// The game that holds it.
    public var holder: GameInstance
    /// When the holder took it; what a grown-up is told ("since 10:42").
    public var since: Date
    /// When the holder last renewed it, by the holder's own clock.
    public var renewed: Date
}

/// One running game: the computer it runs on and which run it is.
public struct GameInstance: Hashable, Sendable {
    /// The computer's name, as a grown-up knows it ("LAB-PC-07").
    public var host: String
    /// What tells two computers apart even when they share a name (the systemd machine id).
    public var machine: String
    /// The process, to tell a game that died on this computer from one still running.
    public var process: Int32
    /// Different for every run, so a game knows its own lease after a restart of the other.
    public var run: String
}

/// Stored as {"version": 1, "host": "LAB-PC-07", "machine": "…", "process": 4242, "run": "…",
/// "since": 1795000000.0, "renewed": 1795000030.0} (seconds since 1970, UTC).
extension PlayLease: Codable {
    private enum Keys: String, CodingKey { case version, host, machine, process, run, since, renewed }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        _ = try c.decodeIfPresent(Int.self, forKey: .version)
        holder = GameInstance(host: try c.decode(String.self, forKey: .host), machine: try c.decode(String.self, forKey: .machine),
                              process: try c.decode(Int32.self, forKey: .process), run: try c.decode(String.self, forKey: .run))
        let since = try c.decode(Double.self, forKey: .since)
        let renewed = try c.decode(Double.self, forKey: .renewed)
        guard since.isFinite, renewed.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: .since, in: c, debugDescription: "a time is not a number")
        }
        self.since = Date(timeIntervalSince1970: since)
        self.renewed = Date(timeIntervalSince1970: renewed)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(1, forKey: .version)
        try c.encode(holder.host, forKey: .host)
        try c.encode(holder.machine, forKey: .machine)
        try c.encode(holder.process, forKey: .process)
        try c.encode(holder.run, forKey: .run)
        try c.encode(since.timeIntervalSince1970, forKey: .since)
        try c.encode(renewed.timeIntervalSince1970, forKey: .renewed)
    }
}
