/// The grown-up lock's fixed layout in one language: how wide its text is, and its dots. The
/// width holds the longest line the lock can ever show in that language (every purpose, every
/// code, the wrong-digit message, why it closed, the dots' count), so the dialog keeps one width while codes
/// change, and no line ever wraps to leave a word alone.
public struct GrownUpGateLayout: Sendable {
    /// A dot's diameter and the gap between dots, in logical pixels.
    public static let dotDiameter = 18
    public static let dotGap = 14
    /// Room for a proportional font's wider letters than the average a column stands for.
    static let slack = 1.1
    /// A CJK character or a hangul syllable drawn in the game's font, in columns (measured in
    /// Noto Sans CJK beside Noto Sans: a little under twice as wide).
    static let wideCharacter = 1.75

    /// The width of the lock's text in columns, each the width of an average Latin character (GTK's
    /// `width-chars`).
    public let textColumns: Int

    public init(words: Words) {
        let codeLength = SystemGrownUpGate.codeLength
        let widestDigit = (0...9).max { Self.columns(words.digitWord($0)) < Self.columns(words.digitWord($1)) } ?? 0
        let lines = GatePurpose.allCases.map(words.gateLead)
            + [words.gateCode(Array(repeating: widestDigit, count: codeLength)),
               words.text(.notThatOne), words.text(.closedAfterWrongTries), words.text(.openAgainForANewCode),
               words.gateProgress(entered: codeLength, of: codeLength)]
        let widest = lines.map(Self.columns).max() ?? 0
        textColumns = Int((widest * Self.slack).rounded(.up))
    }

    /// Whether `line` fits the lock's width without wrapping.
    public func fits(_ line: String) -> Bool { Self.columns(line) <= Double(textColumns) }

    /// A text's width in columns, East Asian wide characters counting `wideCharacter`.
    public static func columns(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? wideCharacter : 1) }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6:
            true
        default:
            false
        }
    }
}
