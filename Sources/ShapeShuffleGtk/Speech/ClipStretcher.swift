import CGtk
import CVoice
import Glibc
import ShapeShuffleCore

/// The natural voice's clips at a pace other than their own, for a grown-up who chose a slow or
/// fast voice: a clip is decoded (libvorbisfile), stretched with its pitch kept (`TimeStretch`,
/// in the core) and kept as a WAV file in the game's cache, so each clip is stretched once.
/// Runs on the voice's worker thread.
enum ClipStretcher {
    enum Outcome: Equatable {
        case ready(String)
        case failed(String)
    }

    static let cacheFolder = String(cString: g_get_user_cache_dir()) + "/shape-shuffle"

    static func stretched(_ path: String, tempo: Double) -> Outcome {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failed("cannot read \(path)") }
        let target = StretchedClip.path(cacheFolder: cacheFolder, clipPath: path, tempo: tempo,
                                        clipSize: Int(status.st_size), clipModified: Int(status.st_mtim.tv_sec))
        if access(target, R_OK) == 0 { return .ready(target) }
        guard let (samples, sampleRate) = decoded(path) else { return .failed("cannot decode \(path)") }
        let bytes = StretchedClip.wave(TimeStretch.stretch(samples, sampleRate: sampleRate, tempo: tempo),
                                       sampleRate: sampleRate)
        let folder = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
        guard g_mkdir_with_parents(folder, 0o700) == 0 else { return .failed("cannot make \(folder)") }
        // GLib writes a temporary file and renames it: a stopped game never leaves half a clip.
        var error: UnsafeMutablePointer<GError>?
        let written = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                g_file_set_contents(target, $0, gssize(buffer.count), &error)
            }
        }
        guard written != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            return .failed("cannot write \(target): \(message)")
        }
        removeOtherVersions(of: target, in: folder)
        return .ready(target)
    }

    /// The copies of this clip stretched from its older files go once the new one is written.
    private static func removeOtherVersions(of target: String, in folder: String) {
        guard let directory = g_dir_open(folder, 0, nil) else { return }
        defer { g_dir_close(directory) }
        var stale: [String] = []
        while let entry = g_dir_read_name(directory) {
            let name = String(cString: entry)
            if StretchedClip.isOtherVersion(name, of: target) { stale.append(name) }
        }
        for name in stale { unlink(folder + "/" + name) }
    }

    /// The clip's first channel as floats, and its sample rate.
    private static func decoded(_ path: String) -> ([Float], Int)? {
        // vorbisfile keeps pointers into its own struct: it lives at one address, on the heap.
        let file = UnsafeMutablePointer<OggVorbis_File>.allocate(capacity: 1)
        file.initialize(to: OggVorbis_File())
        defer { file.deallocate() }
        guard ov_fopen(path, file) == 0 else { return nil }
        defer { ov_clear(file) }
        guard let info = ov_info(file, -1), info.pointee.channels > 0 else { return nil }
        var samples: [Float] = []
        var channels: UnsafeMutablePointer<UnsafeMutablePointer<Float>?>?
        var section: Int32 = 0
        while true {
            let count = ov_read_float(file, &channels, 4096, &section)
            if count == Int(OV_HOLE) { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            guard let first = channels?[0] else { return nil }
            samples.append(contentsOf: UnsafeBufferPointer(start: first, count: count))
        }
        return samples.isEmpty ? nil : (samples, Int(info.pointee.rate))
    }
}
