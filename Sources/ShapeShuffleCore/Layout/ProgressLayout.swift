/// The progress view's sizes for the game's window: whether each child's chart stands beside
/// their table or below it, the chart's size, and the most the scrolling figures area may take
/// before it scrolls. The view is a dialog over the window, so it stays inside the window's size.
public struct ProgressLayout: Hashable, Sendable {
    /// Below this window width the chart goes under the table.
    public static let besideTableWidth = 1300.0
    /// Beside the table the chart is narrow, its two panels one over the other.
    public static let chartWidth = 360.0
    /// Below the table it is wide, its panels side by side, never wider than this.
    public static let wideChartWidth = 720.0
    public static let chartHeights = 220.0...300.0

    /// The game's window (`Extent.asLaidOutGameWindow`): the view must fit it as it is.
    public let window: Extent
    public let chartBesideTable: Bool
    /// The most the figures area shows before it scrolls (the title, a status line and the
    /// buttons take the rest of the window's height).
    public let figuresArea: Extent

    public init(window: Extent) {
        self.window = window.asLaidOutGameWindow
        chartBesideTable = self.window.width >= Self.besideTableWidth
        figuresArea = Extent(width: self.window.width - 30, height: self.window.height - 230)
    }

    /// Between a child's summary and their table, and between the table and the chart below it.
    public static let summaryGap = 10.0
    public static let chartGap = 24.0

    /// The height under a summary `summaryHeight` tall that a chart below a table `tableHeight`
    /// tall can take with both whole in the figures area.
    private func chartRoom(tableHeight: Double, summaryHeight: Double) -> Double {
        figuresArea.height - summaryHeight - Self.summaryGap - tableHeight - Self.chartGap
    }

    /// Whether the window is too small for a chart under a table `tableHeight` tall, below the
    /// child's summary: the view then shows the table or the chart, and the grown-up switches
    /// between them, so that each is seen whole beside the buttons.
    public func showsTableOrChart(tableHeight: Double, summaryHeight: Double) -> Bool {
        !chartBesideTable && chartRoom(tableHeight: tableHeight, summaryHeight: summaryHeight) < Self.chartHeights.lowerBound
    }

    /// The chart shown alone, in place of its table: the height the summary leaves, so it is seen
    /// whole however short the window.
    public func chartAlone(summaryHeight: Double) -> Extent {
        let room = figuresArea.height - summaryHeight - Self.summaryGap
        return Extent(width: min(Self.wideChartWidth, figuresArea.width - 24),
                      height: max(Self.shortestChart, min(room, Self.chartHeights.upperBound)).rounded(.down))
    }

    /// A chart alone is never shorter than this, on a window far below the game's smallest.
    public static let shortestChart = 120.0

    /// The chart for one child whose table is `tableHeight` tall under a summary `summaryHeight`
    /// tall. When it stands below a lone child's short table, it takes the height left in the
    /// figures area, so that child's few levels show whole without scrolling; otherwise it keeps
    /// to its range.
    public func chart(tableHeight: Double, summaryHeight: Double, children: Int) -> Extent {
        if chartBesideTable {
            // Stacked panels: each as tall as one wide chart.
            let range = (2 * Self.chartHeights.lowerBound)...(2 * Self.chartHeights.upperBound)
            return Extent(width: Self.chartWidth, height: (window.height - 250).clamped(to: range))
        }
        let left = children > 1 ? window.height - 250 : chartRoom(tableHeight: tableHeight, summaryHeight: summaryHeight)
        return Extent(width: min(Self.wideChartWidth, figuresArea.width - 24),
                      height: left.clamped(to: Self.chartHeights).rounded(.down))
    }
}
