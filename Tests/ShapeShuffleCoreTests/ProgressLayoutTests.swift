import Testing
import ShapeShuffleCore

/// The progress view is a dialog over the game's window: a grown-up sees one child's figures whole
/// on the smallest window, and the chart beside the table where there is room for both.
@Suite("Progress layout: the view fits the window it opens over")
struct ProgressLayoutTests {
    @Test("on an 800 × 600 window a lone child's short table and chart fit without scrolling")
    func smallestWindow() {
        let layout = ProgressLayout(window: Extent(width: 800, height: 600))
        #expect(!layout.chartBesideTable)
        let tableHeight = 90.0  // a heading and three levels
        let chart = layout.chart(tableHeight: tableHeight, children: 1)
        #expect(chart.height >= ProgressLayout.chartHeights.lowerBound)
        #expect(tableHeight + 24 + chart.height <= layout.figuresArea.height + 0.5)
        #expect(layout.figuresArea.width <= 800)
    }

    @Test("the chart stands beside the table from 1300 px wide, its panels stacked and each at full height")
    func besideTable() {
        #expect(!ProgressLayout(window: Extent(width: 1299, height: 900)).chartBesideTable)
        let wide = ProgressLayout(window: Extent(width: 1920, height: 1080))
        #expect(wide.chartBesideTable)
        let chart = wide.chart(tableHeight: 2000, children: 1)
        #expect(chart.width == ProgressLayout.chartWidth && chart.width < ProgressChart.stackedWidthLimit)
        #expect(chart.height == 2 * ProgressLayout.chartHeights.upperBound)
    }

    @Test("below a long table, or with several children, the chart keeps its own range")
    func chartRange() {
        let layout = ProgressLayout(window: Extent(width: 1024, height: 768))
        #expect(layout.chart(tableHeight: 1500, children: 1).height == ProgressLayout.chartHeights.lowerBound)
        #expect(layout.chart(tableHeight: 1500, children: 3).height == ProgressLayout.chartHeights.upperBound)
        #expect(layout.chart(tableHeight: 10, children: 1).width == ProgressLayout.wideChartWidth)
        #expect(ProgressLayout.wideChartWidth >= ProgressChart.stackedWidthLimit)
        let small = ProgressLayout(window: Extent(width: 800, height: 600)).chart(tableHeight: 10, children: 1)
        #expect(small.width <= 770 - 24)
    }

    @Test("where a table and its chart cannot both be seen, one is shown at a time, the chart whole under the summary")
    func tableOrChart() {
        let small = ProgressLayout(window: Extent(width: 800, height: 600))
        #expect(!small.showsTableOrChart(tableHeight: 90))
        #expect(small.showsTableOrChart(tableHeight: 260))  // a heading and seven levels
        let alone = small.chartAlone
        #expect(alone.height >= ProgressLayout.chartHeights.lowerBound)
        #expect(alone.height + ProgressLayout.summaryRoom <= small.figuresArea.height)
        #expect(!ProgressLayout(window: Extent(width: 1024, height: 768)).showsTableOrChart(tableHeight: 260))
        #expect(!ProgressLayout(window: Extent(width: 1920, height: 1080)).showsTableOrChart(tableHeight: 2000))
    }

    @Test("a window reported smaller than the game allows (not yet laid out) counts as 800 × 600")
    func tinyWindow() {
        let layout = ProgressLayout(window: Extent(width: 0, height: 0))
        #expect(layout.window == Extent(width: 800, height: 600))
        #expect(layout.figuresArea == Extent(width: 770, height: 370))
    }
}
