import Testing
import ShapeShuffleCore

/// The progress view is a dialog over the game's window: a grown-up sees one child's figures whole
/// on the smallest window, and the chart beside the table where there is room for both.
@Suite("Progress layout: the view fits the window it opens over")
struct ProgressLayoutTests {
    /// The summary of a child with mistakes: a heading and a figure on each of two lines.
    private static let summary = 52.0

    /// What the figures area holds for a lone child: the summary, the table and the chart under it.
    private static func figures(_ layout: ProgressLayout, table: Double) -> Double {
        summary + ProgressLayout.summaryGap + table + ProgressLayout.chartGap
            + layout.chart(tableHeight: table, summaryHeight: summary, children: 1).height
    }

    @Test("on an 800 × 600 screen a lone child's summary, short table and chart fit without scrolling",
          arguments: [600.0, 579.0, 573.0])
    func smallestWindow(height: Double) {
        // An 800 × 600 screen leaves the game's window 573 or 579 px tall under the title bar.
        let layout = ProgressLayout(window: Extent(width: 798, height: height))
        #expect(!layout.chartBesideTable)
        for table in [50.0, 70.0, 90.0] {
            guard layout.showsTableOrChart(tableHeight: table, summaryHeight: Self.summary) else {
                #expect(layout.chart(tableHeight: table, summaryHeight: Self.summary, children: 1).height
                        >= ProgressLayout.chartHeights.lowerBound)
                #expect(Self.figures(layout, table: table) <= layout.figuresArea.height,
                        "a table of \(table) px and its chart are \(Self.figures(layout, table: table)) px in \(layout.figuresArea.height)")
                continue
            }
            // One at a time: each of them whole under the summary.
            let under = Self.summary + ProgressLayout.summaryGap
            #expect(under + layout.chartAlone(summaryHeight: Self.summary).height <= layout.figuresArea.height)
            #expect(under + table <= layout.figuresArea.height)
        }
        #expect(layout.figuresArea.width <= 800)
    }

    @Test("the chart stands beside the table from 1300 px wide, its panels stacked and each at full height")
    func besideTable() {
        #expect(!ProgressLayout(window: Extent(width: 1299, height: 900)).chartBesideTable)
        let wide = ProgressLayout(window: Extent(width: 1920, height: 1080))
        #expect(wide.chartBesideTable)
        let chart = wide.chart(tableHeight: 2000, summaryHeight: Self.summary, children: 1)
        #expect(chart.width == ProgressLayout.chartWidth && chart.width < ProgressChart.stackedWidthLimit)
        #expect(chart.height == 2 * ProgressLayout.chartHeights.upperBound)
    }

    @Test("below a long table, or with several children, the chart keeps its own range")
    func chartRange() {
        let layout = ProgressLayout(window: Extent(width: 1024, height: 768))
        #expect(layout.chart(tableHeight: 1500, summaryHeight: Self.summary, children: 1).height == ProgressLayout.chartHeights.lowerBound)
        #expect(layout.chart(tableHeight: 1500, summaryHeight: Self.summary, children: 3).height == ProgressLayout.chartHeights.upperBound)
        #expect(layout.chart(tableHeight: 10, summaryHeight: Self.summary, children: 1).width == ProgressLayout.wideChartWidth)
        #expect(ProgressLayout.wideChartWidth >= ProgressChart.stackedWidthLimit)
        let small = ProgressLayout(window: Extent(width: 800, height: 600)).chart(tableHeight: 10, summaryHeight: Self.summary, children: 1)
        #expect(small.width <= 770 - 24)
    }

    @Test("where a table and its chart cannot both be seen, one is shown at a time, the chart whole under the summary")
    func tableOrChart() {
        let small = ProgressLayout(window: Extent(width: 798, height: 573))
        #expect(small.showsTableOrChart(tableHeight: 70, summaryHeight: Self.summary))  // a heading and one level
        #expect(small.showsTableOrChart(tableHeight: 260, summaryHeight: Self.summary))  // a heading and seven levels
        let alone = small.chartAlone(summaryHeight: Self.summary)
        #expect(alone.height >= ProgressLayout.chartHeights.lowerBound)
        #expect(Self.summary + ProgressLayout.summaryGap + alone.height <= small.figuresArea.height)
        let wrapped = small.chartAlone(summaryHeight: 80)  // what the child finds hard, on two lines
        #expect(80 + ProgressLayout.summaryGap + wrapped.height <= small.figuresArea.height)
        // A heading and four levels, with the chart under them.
        #expect(!ProgressLayout(window: Extent(width: 1024, height: 768)).showsTableOrChart(tableHeight: 150, summaryHeight: Self.summary))
        #expect(!ProgressLayout(window: Extent(width: 1920, height: 1080)).showsTableOrChart(tableHeight: 2000, summaryHeight: Self.summary))
    }

    @Test("a window not laid out yet (reported nearly empty) counts as 800 × 600")
    func tinyWindow() {
        let layout = ProgressLayout(window: Extent(width: 0, height: 0))
        #expect(layout.window == Extent(width: 800, height: 600))
        #expect(layout.figuresArea == Extent(width: 770, height: 370))
    }
}
