/// The progress view's summary and its "instead of" lines, in all five languages: for grown-ups,
/// so Japanese is written in kanji and kana here, not the children's kana.
extension Words {
    /// A card's value as a grown-up reads it: "red", "3", "big".
    public func progressValue(_ attribute: Attribute) -> String { book.words(attribute).forGrownUps }

    /// "red instead of yellow"; "big (not asked for)" when the task asked nothing of that kind.
    public func confusion(_ confusion: Confusion) -> String {
        let chosen = progressValue(confusion.chosen)
        guard let asked = confusion.asked.map(progressValue) else {
            return switch language {
            case .english: "\(chosen) (not asked for)"
            case .vietnamese: "\(chosen) (không cần)"
            case .japanese: "\(chosen)（不要）"
            case .korean: "\(chosen) (필요 없음)"
            case .chinese: "\(chosen)（不需要）"
            }
        }
        return switch language {
        case .english: "\(chosen) instead of \(asked)"
        case .vietnamese: "\(chosen) thay vì \(asked)"
        case .japanese: "\(asked)の代わりに\(chosen)"
        case .korean: "\(asked) 대신 \(chosen)"
        case .chinese: "\(chosen)（应为\(asked)）"
        }
    }

    /// "red instead of yellow (3 times)"; in Japanese and Chinese with full-width brackets.
    public func confusion(_ confusion: Confusion, made count: Int) -> String {
        self.confusion(confusion) + parenthesised(times(count))
    }

    /// "3 times", "once": how often a confusion was made.
    public func times(_ count: Int) -> String {
        switch language {
        case .english: count == 1 ? "once" : "\(count) times"
        case .vietnamese: "\(count) lần"
        case .japanese: "\(count)回"
        case .korean: "\(count)번"
        case .chinese: "\(count)次"
        }
    }

    /// "Stars: 9 of 12".
    public func starsOf(_ earned: Int, possible: Int) -> String {
        switch language {
        case .english: "\(earned) of \(possible)"
        case .vietnamese: "\(earned)/\(possible)"
        case .japanese: "\(possible)個中\(earned)個"
        case .korean: "\(possible)개 중 \(earned)개"
        case .chinese: "\(earned)/\(possible)"
        }
    }

    /// The summary's parts as heading and figure, in the order shown.
    public func summaryParts(_ summary: ProgressSummary) -> [(heading: String, figure: String)] {
        [(text(ProgressText.levelsFinished), String(summary.levelsFinished)),
         (text(ProgressText.starsEarned), starsOf(summary.stars, possible: summary.starsPossible)),
         (text(ProgressText.lastPlayed), summary.lastPlayed?.description ?? "–"),
         (text(ProgressText.findsHard), findsHard(summary))]
    }

    /// What the child finds hard: the commonest confusions with how often; from a save that kept
    /// only kinds, the kind with the most mistakes; or that there were none.
    public func findsHard(_ summary: ProgressSummary) -> String {
        let confusions = summary.commonestConfusions
        if !confusions.isEmpty {
            return confusions.map { confusion($0.confusion, made: $0.count) }
                .joined(separator: listSeparator)
        }
        guard let kind = summary.hardestKind else { return text(ProgressText.noMistakesYet) }
        return mistakesHeading(kind) + parenthesised(String(summary.mistakes[kind]))
    }

    /// One line for a screen reader and a narrow window: "Levels finished: 4 · Stars: 9 of 12 · …".
    public func summaryLine(_ summary: ProgressSummary) -> String {
        summaryParts(summary).map { labelled($0.heading, $0.figure) }.joined(separator: " · ")
    }

    /// "Heading: figure", with the colour each language writes.
    public func labelled(_ heading: String, _ figure: String) -> String {
        switch language {
        case .japanese, .chinese: "\(heading)：\(figure)"
        case .english, .vietnamese, .korean: "\(heading): \(figure)"
        }
    }

    /// " (3 times)", or full-width "（3回）" in Japanese and Chinese.
    private func parenthesised(_ text: String) -> String {
        switch language {
        case .japanese, .chinese: "（\(text)）"
        case .english, .vietnamese, .korean: " (\(text))"
        }
    }

    private var listSeparator: String {
        switch language {
        case .japanese: "、"
        case .chinese: "；"
        case .english, .vietnamese, .korean: ", "
        }
    }
}
