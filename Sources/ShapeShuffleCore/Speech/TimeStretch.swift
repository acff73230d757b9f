#if canImport(Glibc)
import Glibc
#endif

/// A clip said slower or faster with its voice kept: WSOLA (waveform-similarity overlap-add). The
/// sound is cut into short overlapping windows and laid down again at a different spacing; each
/// window is taken from wherever near its place the sound best continues the one before, so the
/// waves join in step and the pitch stays the speaker's. Changing the playback rate instead would
/// make a slow voice deep and a fast one squeaky.
public enum TimeStretch {
    /// Each window is this long: a few periods of the lowest voice, short against a syllable.
    static let windowSeconds = 0.03
    /// How far from its place a window may be taken to join in step: a period of the lowest voice.
    static let toleranceSeconds = 0.012

    /// `samples` at `tempo` times their pace (0.8 lasts a quarter longer, 1.25 a fifth shorter).
    /// The result lasts the input's length divided by `tempo`, to within one window.
    public static func stretch(_ samples: [Float], sampleRate: Int, tempo: Double) -> [Float] {
        guard tempo > 0, tempo != 1, samples.count > 1, sampleRate > 0 else { return samples }
        let window = max(Int(windowSeconds * Double(sampleRate)) & ~1, 16)
        let hop = window / 2
        let tolerance = max(Int(toleranceSeconds * Double(sampleRate)), 1)
        let outputCount = Int((Double(samples.count) / tempo).rounded())
        let shape = (0..<window).map { index in
            Float(0.5 - 0.5 * cos(2 * Double.pi * Double(index) / Double(window)))
        }
        // Silence past both ends, so every window and every search reads real numbers.
        let margin = window + tolerance + hop
        var input = [Float](repeating: 0, count: margin)
        input += samples
        input += [Float](repeating: 0, count: margin + Int(Double(hop) * tempo) + window)
        var output = [Float](repeating: 0, count: outputCount + window)
        var weight = [Float](repeating: 0, count: outputCount + window)

        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                weight.withUnsafeMutableBufferPointer { weight in
                    // Where the previous window was taken from: the next one should continue it.
                    var previous = margin
                    var place = 0
                    while place < outputCount {
                        let nominal = margin + Int((Double(place) * tempo).rounded())
                        let taken = place == 0 ? nominal
                            : bestJoin(in: input, continuing: previous + hop, near: nominal,
                                       tolerance: tolerance, length: window)
                        for index in 0..<window {
                            output[place + index] += input[taken + index] * shape[index]
                            weight[place + index] += shape[index]
                        }
                        previous = taken
                        place += hop
                    }
                }
            }
        }
        return (0..<outputCount).map { index in
            weight[index] > 0.001 ? output[index] / weight[index] : output[index]
        }
    }

    /// The start near `nominal` whose window looks most like the sound that naturally follows
    /// the previous window (`continuation`): the largest cross-correlation, read on every other
    /// sample and offset, which is plenty at speech's frequencies and four times quicker.
    private static func bestJoin(in input: UnsafeBufferPointer<Float>, continuing continuation: Int, near nominal: Int,
                                 tolerance: Int, length: Int) -> Int {
        var best = nominal
        var bestScore = -Float.greatestFiniteMagnitude
        var offset = -tolerance
        while offset <= tolerance {
            let start = nominal + offset
            var score: Float = 0
            var index = 0
            while index < length {
                score += input[start + index] * input[continuation + index]
                index += 2
            }
            if score > bestScore {
                bestScore = score
                best = start
            }
            offset += 2
        }
        return best
    }
}
