import CGtk
import ShapeShuffleCore

/// The progress view's chart: one child's best stars per level and mistakes by kind of card, as
/// bars the core's `ProgressChart` lays out. A screen reader meets it as an image whose name says
/// what it shows; the table beside it holds the same figures as text.
@MainActor
final class ProgressChartView: CairoDrawnWidgetOwner {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private let rows: [ProgressReport.Row]
    private let words: Words
    private let appearance: Appearance

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
        for (heading, at) in [(ProgressText.starsPerLevel, chart.starsHeading), (.mistakesByKind, chart.mistakesHeading)] {
            CairoPath.setColour(theme.text, on: cairo)
            TextPainter.draw(words.text(heading), in: cairo, centreX: at.x, centreY: at.y, pixelSize: 15,
                             weight: PANGO_WEIGHT_BOLD, maxWidth: width)
        }
        for bar in chart.starBars + chart.mistakeBars {
            let colour = bar.kind == nil ? theme.starsText : theme.text
            CairoPath.setColour(colour, on: cairo)
            cairo_rectangle(cairo, bar.rect.x, bar.rect.y, bar.rect.width, max(bar.rect.height, 1))
            cairo_fill(cairo)
            CairoPath.setColour(theme.text, on: cairo)
            TextPainter.draw(bar.value, in: cairo, centreX: bar.rect.x + bar.rect.width / 2, centreY: bar.rect.y - 10,
                             pixelSize: 13, weight: PANGO_WEIGHT_NORMAL)
            TextPainter.draw(bar.caption, in: cairo, centreX: bar.rect.x + bar.rect.width / 2,
                             centreY: bar.rect.y + bar.rect.height + 12, pixelSize: 13, weight: PANGO_WEIGHT_NORMAL,
                             maxWidth: max(bar.rect.width * 2, 60))
        }
    }
}
