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

    /// The window's size, never taken as smaller than the smallest window the game supports.
    public let window: Extent
    public let chartBesideTable: Bool
    /// The most the figures area shows before it scrolls (the title, a status line and the
    /// buttons take the rest of the window's height).
    public let figuresArea: Extent

    public init(window: Extent) {
        self.window = Extent(width: max(window.width, 800), height: max(window.height, 600))
        chartBesideTable = self.window.width >= Self.besideTableWidth
        figuresArea = Extent(width: self.window.width - 30, height: self.window.height - 230)
    }

    /// The summary's height, and the gaps around it, kept for it above a chart shown alone.
    public static let summaryRoom = 80.0

    /// Whether the window is too small for a chart under a table `tableHeight` tall: the view
    /// then shows the table or the chart, and the grown-up switches between them, so that each
    /// is seen whole beside the buttons.
    public func showsTableOrChart(tableHeight: Double) -> Bool {
        !chartBesideTable && window.height - 250 - (tableHeight + 24) < Self.chartHeights.lowerBound
    }

    /// The chart shown alone, in place of its table: the height the summary leaves.
    public var chartAlone: Extent {
        Extent(width: min(Self.wideChartWidth, figuresArea.width - 24),
               height: (figuresArea.height - Self.summaryRoom).clamped(to: Self.chartHeights.lowerBound...Self.chartHeights.upperBound))
    }

    /// The chart for one child whose table is `tableHeight` tall. When it stands below a lone
    /// child's short table, it takes the height left in the window, so that child's few levels
    /// show whole without scrolling; otherwise it keeps to its range.
    public func chart(tableHeight: Double, children: Int) -> Extent {
        if chartBesideTable {
            // Stacked panels: each as tall as one wide chart.
            let range = (2 * Self.chartHeights.lowerBound)...(2 * Self.chartHeights.upperBound)
            return Extent(width: Self.chartWidth, height: (window.height - 250).clamped(to: range))
        }
        let below = children > 1 ? 0 : tableHeight + 24
        let left = window.height - 250 - below
        return Extent(width: min(Self.wideChartWidth, figuresArea.width - 24), height: left.clamped(to: Self.chartHeights))
    }
}
