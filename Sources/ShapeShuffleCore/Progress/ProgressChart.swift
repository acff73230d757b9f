/// The progress view's chart, as shapes to fill: one bar per level played for its best stars
/// (0–3), then one bar per kind of card for the mistakes made with it, all levels together. The
/// front paints the bars and their captions; the figures are the table's.
public struct ProgressChart: Sendable {
    public struct Bar: Hashable, Sendable {
        public var rect: Rect
        /// Under the bar: the level's number, or the kind's heading.
        public var caption: String
        /// Above the bar: the figure it stands for.
        public var value: String
        /// Set on a mistakes bar; nil on a stars bar.
        public var kind: AttributeKind?
    }

    public let starBars: [Bar]
    public let mistakeBars: [Bar]
    /// Where each half's heading is centred.
    public let starsHeading: Point
    public let mistakesHeading: Point

    /// Bars for `rows` (one child's) in a chart `width` × `height`: stars in the top half,
    /// mistakes in the bottom half, each bar no wider than 48 px and at least 6.
    public init(rows: [ProgressReport.Row], words: Words, width: Double, height: Double) {
        let half = height / 2
        let heading = 28.0, captions = 22.0, values = 20.0
        let barArea = max(half - heading - captions - values, 10)
        func bars(_ items: [(caption: String, value: Int, kind: AttributeKind?)], top: Double, maximum: Int) -> [Bar] {
            guard !items.isEmpty else { return [] }
            let slot = width / Double(items.count)
            let barWidth = min(48, max(6, slot * 0.6))
            return items.enumerated().map { index, item in
                let barHeight = maximum > 0 ? barArea * Double(item.value) / Double(maximum) : 0
                let bottom = top + heading + values + barArea
                return Bar(rect: Rect(x: slot * Double(index) + (slot - barWidth) / 2, y: bottom - barHeight,
                                      width: barWidth, height: barHeight),
                           caption: item.caption, value: String(item.value), kind: item.kind)
            }
        }
        starBars = bars(rows.map { (String($0.level), $0.bestStars ?? 0, nil) }, top: 0, maximum: Stars.maximum)
        var tally = MistakeTally()
        for row in rows {
            for kind in MistakeTally.readingOrder { for _ in 0..<row.mistakes[kind] { tally.count(kind) } }
        }
        let kinds = MistakeTally.readingOrder.map { (words.kindName($0), tally[$0], Optional($0)) }
        mistakeBars = bars(kinds, top: half, maximum: max(kinds.map(\.1).max() ?? 0, 1))
        starsHeading = Point(x: width / 2, y: heading / 2)
        mistakesHeading = Point(x: width / 2, y: half + heading / 2)
    }
}
