/// A clip stretched to a pace other than its own, kept as a WAV file in the game's cache so it is
/// stretched once: named after the clip, the pace, and the clip file's size and time, so a clip
/// made again is stretched again.
public enum StretchedClip {
    public static func path(cacheFolder: String, clipPath: String, tempo: Double, clipSize: Int, clipModified: Int) -> String {
        let parts = clipPath.split(separator: "/")
        let language = parts.count >= 2 ? String(parts[parts.count - 2]) : "voice"
        let name = String((parts.last ?? "clip").split(separator: ".").first ?? "clip")
        let percent = Int((tempo * 100).rounded())
        return "\(cacheFolder)/voice-at-\(percent)/\(language)/\(name)-\(clipSize)-\(clipModified).wav"
    }

    /// Whether `fileName`, found beside `target`, is the same clip stretched from another version
    /// of its file (a clip made again, a game updated): the new copy replaces it, so the cache
    /// keeps one copy of each clip at each pace however often the clips change.
    public static func isOtherVersion(_ fileName: String, of target: String) -> Bool {
        let targetName = target.split(separator: "/").last.map(String.init) ?? target
        guard let clip = targetName.split(separator: "-").first, fileName != targetName else { return false }
        return fileName.hasPrefix(clip + "-") && fileName.hasSuffix(".wav")
    }

    /// The bytes of a mono 16-bit PCM WAV file of `samples` (full scale ±1).
    public static func wave(_ samples: [Float], sampleRate: Int) -> [UInt8] {
        func little(_ value: UInt32, _ count: Int) -> [UInt8] { (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let dataSize = UInt32(samples.count * 2)
        var bytes = Array("RIFF".utf8) + little(36 + dataSize, 4) + Array("WAVE".utf8)
        bytes += Array("fmt ".utf8) + little(16, 4) + little(1, 2) + little(1, 2)
        bytes += little(UInt32(sampleRate), 4) + little(UInt32(sampleRate * 2), 4) + little(2, 2) + little(16, 2)
        bytes += Array("data".utf8) + little(dataSize, 4)
        bytes.reserveCapacity(bytes.count + samples.count * 2)
        for sample in samples {
            let clamped = max(-1, min(1, sample))
            let value = UInt16(bitPattern: Int16((clamped * 32767).rounded()))
            bytes.append(UInt8(value & 0xFF))
            bytes.append(UInt8(value >> 8))
        }
        return bytes
    }
}
