/// The progress view's chart as shapes and words to paint: a panel of best stars (0–3) per level
/// played, and a panel of mistakes by kind of card, all levels together. Each panel has its axes,
/// ticks with their figures, the unit over the value axis and a title under the category axis, so
/// a grown-up reads numbers off it as off a chart on paper. The front only paints what this says.
public struct ProgressChart: Sendable {
    /// A piece of text, centred on `centre`.
    public struct Label: Hashable, Sendable {
        public var text: String
        public var centre: Point
    }

    /// A mark on the value axis: the line from `start` to the axis, and its figure.
    public struct Tick: Hashable, Sendable {
        public var value: Int
        public var y: Double
        public var label: Label
    }

    public struct Bar: Hashable, Sendable {
        public var rect: Rect
        /// Under the bar: the level's number or the kind's name; empty where there is no room and
        /// only every few levels are named.
        public var caption: Label
        /// Above the bar: the figure it stands for.
        public var value: Label
        /// Set on a mistakes bar; nil on a stars bar.
        public var kind: AttributeKind?
    }

    public struct Panel: Hashable, Sendable {
        public var heading: Label
        /// Where the bars stand: its left edge is the value axis, its bottom edge the category axis.
        public var plot: Rect
        public var ticks: [Tick]
        public var bars: [Bar]
        /// The unit, over the value axis ("Stars", "Mistakes").
        public var unit: Label
        /// What the bars are, under their captions ("Level", "Kind of card").
        public var categories: Label
    }

    public let stars: Panel
    public let mistakes: Panel
    /// Whether the two panels stand side by side (a wide chart) or one over the other.
    public let sideBySide: Bool

    /// Room the parts take around a plot, in pixels.
    public static let headingHeight = 26.0, unitHeight = 18.0, valueHeight = 18.0
    public static let captionHeight = 20.0, categoriesHeight = 20.0
    /// Left of the value axis: the tick figures.
    public static let tickLabelWidth = 30.0
    public static let tickLength = 5.0
    /// The narrowest room a level's caption needs before only every few levels are named.
    public static let captionRoom = 24.0
    /// The widest chart whose panels still stand one over the other.
    public static let stackedWidthLimit = 520.0

    /// The chart for `rows` (one child's, or several children's) in a `width` × `height` area.
    public init(rows: [ProgressReport.Row], words: Words, width: Double, height: Double) {
        sideBySide = width >= Self.stackedWidthLimit
        let starsArea: Rect, mistakesArea: Rect
        if sideBySide {
            // Levels need more room than the four kinds.
            let split = (width * 0.6).rounded()
            starsArea = Rect(x: 0, y: 0, width: split, height: height)
            mistakesArea = Rect(x: split, y: 0, width: width - split, height: height)
        } else {
            starsArea = Rect(x: 0, y: 0, width: width, height: height / 2)
            mistakesArea = Rect(x: 0, y: height / 2, width: width, height: height / 2)
        }
        var best: [Int: Int] = [:]
        var tally = MistakeTally()
        for row in rows {
            best[row.level] = max(best[row.level] ?? 0, row.bestStars ?? 0)
            tally.add(row.mistakes)
        }
        let levels = best.keys.sorted()
        stars = Self.panel(in: starsArea, heading: words.text(ProgressText.starsPerLevel),
                           unit: words.text(ProgressText.starsAxis), categories: words.text(ProgressText.level),
                           items: levels.map { (String($0), best[$0] ?? 0, nil) }, top: Stars.maximum, step: 1)
        let counts = AttributeKind.readingOrder.map { (words.kindName($0), tally[$0], Optional($0)) }
        let (top, step) = Self.scale(for: counts.map(\.1).max() ?? 0)
        mistakes = Self.panel(in: mistakesArea, heading: words.text(ProgressText.mistakesByKind),
                              unit: words.text(ProgressText.mistakesAxis), categories: words.text(ProgressText.kindAxis),
                              items: counts, top: top, step: step)
    }

    /// The value axis's top and tick step for counts up to `maximum`: whole numbers, at most six
    /// ticks above zero, each step 1, 2 or 5 times a power of ten.
    public static func scale(for maximum: Int) -> (top: Int, step: Int) {
        guard maximum > 5 else { return (max(maximum, 1), 1) }
        var power = 1
        while true {
            for factor in [1, 2, 5] where maximum <= factor * power * 6 {
                let step = factor * power
                return ((maximum + step - 1) / step * step, step)
            }
            power *= 10
        }
    }

    private static func panel(in area: Rect, heading: String, unit: String, categories: String,
                              items: [(caption: String, value: Int, kind: AttributeKind?)], top: Int, step: Int) -> Panel {
        let left = area.x + tickLabelWidth + 8
        let plotTop = area.y + headingHeight + unitHeight + valueHeight
        let plotBottom = max(plotTop + 10, area.maxY - captionHeight - categoriesHeight)
        let plot = Rect(x: left, y: plotTop, width: max(area.maxX - left - 8, 10), height: plotBottom - plotTop)
        func y(of value: Int) -> Double { plot.maxY - plot.height * Double(value) / Double(max(top, 1)) }
        let ticks = stride(from: 0, through: top, by: max(step, 1)).map { value in
            Tick(value: value, y: y(of: value),
                 label: Label(text: String(value), centre: Point(x: area.x + tickLabelWidth / 2 + 2, y: y(of: value))))
        }
        let slot = items.isEmpty ? plot.width : plot.width / Double(items.count)
        let barWidth = min(48, max(4, slot * 0.6))
        // Name every level where there is room; else every few, from the first.
        let every = max(1, Int((captionRoom / slot).rounded(.up)))
        let bars = items.enumerated().map { index, item in
            let centre = plot.x + slot * (Double(index) + 0.5)
            let top = y(of: item.value)
            let named = index % every == 0
            return Bar(rect: Rect(x: centre - barWidth / 2, y: top, width: barWidth, height: plot.maxY - top),
                       caption: Label(text: named ? item.caption : "", centre: Point(x: centre, y: plot.maxY + captionHeight / 2 + 2)),
                       value: Label(text: String(item.value), centre: Point(x: centre, y: top - valueHeight / 2)),
                       kind: item.kind)
        }
        return Panel(heading: Label(text: heading, centre: Point(x: area.x + area.width / 2, y: area.y + headingHeight / 2)),
                     plot: plot, ticks: ticks, bars: bars,
                     unit: Label(text: unit, centre: Point(x: left, y: area.y + headingHeight + unitHeight / 2)),
                     categories: Label(text: categories,
                                       centre: Point(x: plot.x + plot.width / 2, y: plot.maxY + captionHeight + categoriesHeight / 2 + 2)))
    }
}
