import Foundation
import Testing
@testable import ShapeShuffleCore

/// A slow or fast voice is the natural voice's clips stretched: longer or shorter by the pace, at
/// the speaker's own pitch, as loud, and with no sound made up in the silences.
@Suite("Clips stretched to a slow or fast voice")
struct TimeStretchTests {
    static let sampleRate = 24_000

    static func tone(hertz: Double, seconds: Double) -> [Float] {
        (0..<Int(seconds * Double(sampleRate))).map { Float(0.5 * sin(2 * Double.pi * hertz * Double($0) / Double(sampleRate))) }
    }

    /// Upward zero crossings a second in the middle half, away from the faded ends.
    static func pitch(_ samples: [Float]) -> Double {
        let middle = samples[(samples.count / 4)..<(samples.count * 3 / 4)]
        let crossings = zip(middle, middle.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
        return Double(crossings) / (Double(middle.count) / Double(sampleRate))
    }

    static func loudness(_ samples: [Float]) -> Double {
        let middle = samples[(samples.count / 4)..<(samples.count * 3 / 4)]
        return (middle.reduce(0) { $0 + Double($1 * $1) } / Double(middle.count)).squareRoot()
    }

    @Test("Slow lasts longer and fast shorter, by the pace, with the pitch and loudness kept", arguments: [0.8, 1.25])
    func paceWithPitchKept(tempo: Double) {
        // A voice's pitch, and one a child's voice could have.
        for hertz in [140.0, 310.0] {
            let input = Self.tone(hertz: hertz, seconds: 1)
            let output = TimeStretch.stretch(input, sampleRate: Self.sampleRate, tempo: tempo)
            let seconds = Double(output.count) / Double(Self.sampleRate)
            #expect(abs(seconds - 1 / tempo) < 0.01, "\(hertz) Hz at \(tempo): \(seconds) s")
            #expect(abs(Self.pitch(output) - hertz) / hertz < 0.02, "\(hertz) Hz at \(tempo): heard at \(Self.pitch(output)) Hz")
            let level = Self.loudness(output) / Self.loudness(input)
            #expect(abs(level - 1) < 0.08, "\(hertz) Hz at \(tempo): \(level) of its level")
        }
    }

    @Test("Silence stays silence, and the clips' own pace is left as it is")
    func silenceAndOwnPace() {
        let silence = [Float](repeating: 0, count: 12_000)
        #expect(TimeStretch.stretch(silence, sampleRate: Self.sampleRate, tempo: 0.8).allSatisfy { $0 == 0 })
        let input = Self.tone(hertz: 200, seconds: 0.5)
        #expect(TimeStretch.stretch(input, sampleRate: Self.sampleRate, tempo: 1) == input)
        #expect(TimeStretch.stretch([], sampleRate: Self.sampleRate, tempo: 0.8).isEmpty)
    }

    @Test("A stretched clip is a mono 16-bit WAV, kept under a name that changes with the clip and the pace")
    func waveAndName() {
        let bytes = StretchedClip.wave([0, 1, -1, 0.5], sampleRate: 22_050)
        #expect(bytes.count == 44 + 8)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WAVE".utf8))
        #expect(Array(bytes[24..<28]) == [0x22, 0x56, 0, 0])       // 22050 Hz
        #expect(Array(bytes[46..<48]) == [0xFF, 0x7F])             // full scale
        #expect(Array(bytes[48..<50]) == [0x01, 0x80])             // and its negative

        let slow = StretchedClip.path(cacheFolder: "/c", clipPath: "/d/voices/en/abc.ogg", tempo: 0.8, clipSize: 10, clipModified: 5)
        #expect(slow == "/c/voice-at-80/en/abc-10-5.wav")
        #expect(StretchedClip.path(cacheFolder: "/c", clipPath: "/d/voices/en/abc.ogg", tempo: 1.25, clipSize: 10, clipModified: 5) != slow)
        #expect(StretchedClip.path(cacheFolder: "/c", clipPath: "/d/voices/en/abc.ogg", tempo: 0.8, clipSize: 11, clipModified: 5) != slow)
    }

    @Test("A clip stretched again replaces its copies from older files of it, and nothing else")
    func otherVersions() {
        let target = "/c/voice-at-80/en/abc-10-5.wav"
        #expect(StretchedClip.isOtherVersion("abc-9-4.wav", of: target))
        #expect(!StretchedClip.isOtherVersion("abc-10-5.wav", of: target))      // itself
        #expect(!StretchedClip.isOtherVersion("abcd-10-5.wav", of: target))     // another clip
        #expect(!StretchedClip.isOtherVersion("abc-9-4.wav.K2X1QZ", of: target)) // a write under way
        #expect(!StretchedClip.isOtherVersion("xyz-10-5.wav", of: target))
    }
}
