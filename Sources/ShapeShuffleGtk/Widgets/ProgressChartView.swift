import CGtk
import ShapeShuffleCore

/// The progress view's chart: best stars per level and mistakes by kind of card, as bars on axes
/// the core's `ProgressChart` lays out. A screen reader meets it as an image whose name says
/// what it shows; the table beside it holds the same figures as text.
@MainActor
final class ProgressChartView: CairoDrawnWidgetOwner {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private let rows: [ProgressReport.Row]
    private let words: Words
    private let appearance: Appearance
    /// With the widget trace on, each chart says where its axes and ticks were drawn, so a test
    /// can look for them on the screen where the core put them.
    static var tracing = false
    private var traced = ""

    init(rows: [ProgressReport.Row], words: Words, appearance: Appearance, width: Int32, height: Int32) {
        self.rows = rows
        self.words = words
        self.appearance = appearance
        handle = WidgetHandle(ss_widget_new_with_role(DrawnWidgetType.picture, GTK_ACCESSIBLE_ROLE_IMG))
        DrawnWidgetLink.attach(self, to: widget)
        gtk_widget_set_size_request(widget, width, height)
        gtk_widget_set_focusable(widget, 0)
        AccessibleText().apply(name: words.text(ProgressText.chart), description: "", to: widget)
    }

    isolated deinit {
        DrawnWidgetLink.detach(widget)
    }

    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        let chart = ProgressChart(rows: rows, words: words, width: width, height: height)
        let theme = appearance.theme
        for panel in [chart.stars, chart.mistakes] { draw(panel, on: cairo, theme: theme) }
        if Self.tracing { trace(chart) }
    }

    /// "trace progress chart: stars x=38 top=62 bottom=180 right=400 ticks=0@180,1@140 | mistakes …",
    /// in the widget's own pixels; said again only when it changes.
    private func trace(_ chart: ProgressChart) {
        let panels = [("stars", chart.stars), ("mistakes", chart.mistakes)].map { name, panel in
            let plot = panel.plot
            let ticks = panel.ticks.map { "\($0.label.text)@\(Int($0.y.rounded()))" }.joined(separator: ",")
            return "\(name) x=\(Int(plot.minX.rounded())) top=\(Int(plot.minY.rounded())) bottom=\(Int(plot.maxY.rounded())) "
                + "right=\(Int(plot.maxX.rounded())) labelx=\(Int(panel.ticks.first?.label.centre.x.rounded() ?? 0)) ticks=\(ticks)"
        }
        let line = "trace progress chart: " + panels.joined(separator: " | ") + "\n"
        guard line != traced else { return }
        traced = line
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// One panel: heading, axes with their ticks and figures, the unit and the categories' title,
    /// then the bars with their figures over them and their captions under them.
    private func draw(_ panel: ProgressChart.Panel, on cairo: OpaquePointer, theme: Theme) {
        let plot = panel.plot
        CairoPath.setColour(theme.text, on: cairo)
        TextPainter.draw(panel.heading.text, in: cairo, centreX: panel.heading.centre.x, centreY: panel.heading.centre.y,
                         pixelSize: 16, weight: PANGO_WEIGHT_BOLD, maxWidth: plot.width + ProgressChart.tickLabelWidth)
        // Faint lines across at each tick, so a bar's height is read against a figure.
        CairoPath.setColour(theme.cardBorder, on: cairo)
        cairo_set_line_width(cairo, 1)
        for tick in panel.ticks.dropFirst() {
            cairo_move_to(cairo, plot.minX, tick.y.rounded() + 0.5)
            cairo_line_to(cairo, plot.maxX, tick.y.rounded() + 0.5)
        }
        let dashes: [Double] = [2, 4]
        cairo_set_dash(cairo, dashes, 2, 0)
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)

        for bar in panel.bars {
            CairoPath.setColour(bar.kind == nil ? theme.starsText : theme.text, on: cairo)
            cairo_rectangle(cairo, bar.rect.x, bar.rect.y, bar.rect.width, bar.rect.height)
            cairo_fill(cairo)
        }
        // The axes, 2 px, on whole pixels: the value axis up the plot's left edge, the category
        // axis along its bottom, and a tick mark out to the left at each figure.
        CairoPath.setColour(theme.text, on: cairo)
        cairo_set_line_width(cairo, 2)
        cairo_move_to(cairo, plot.minX.rounded(), plot.minY.rounded())
        cairo_line_to(cairo, plot.minX.rounded(), plot.maxY.rounded())
        cairo_line_to(cairo, plot.maxX.rounded(), plot.maxY.rounded())
        for tick in panel.ticks {
            cairo_move_to(cairo, plot.minX.rounded() - ProgressChart.tickLength, tick.y.rounded())
            cairo_line_to(cairo, plot.minX.rounded(), tick.y.rounded())
        }
        cairo_stroke(cairo)
        for tick in panel.ticks { label(tick.label, on: cairo, size: 13, weight: PANGO_WEIGHT_NORMAL) }
        for bar in panel.bars {
            label(bar.value, on: cairo, size: 13, weight: PANGO_WEIGHT_BOLD)
            label(bar.caption, on: cairo, size: 13, weight: PANGO_WEIGHT_NORMAL,
                  maxWidth: max(plot.width / Double(max(panel.bars.count, 1)) * 2, 40))
        }
        label(panel.unit, on: cairo, size: 13, weight: PANGO_WEIGHT_BOLD)
        label(panel.categories, on: cairo, size: 13, weight: PANGO_WEIGHT_BOLD, maxWidth: plot.width)
    }

    private func label(_ label: ProgressChart.Label, on cairo: OpaquePointer, size: Double, weight: PangoWeight,
                       maxWidth: Double? = nil) {
        guard !label.text.isEmpty else { return }
        TextPainter.draw(label.text, in: cairo, centreX: label.centre.x, centreY: label.centre.y, pixelSize: size,
                         weight: weight, maxWidth: maxWidth)
    }
}
