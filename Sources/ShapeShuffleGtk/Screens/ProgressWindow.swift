import CGtk
import ShapeShuffleCore

/// The grown-ups' progress view: for each child, a summary (levels finished, stars, last day, the
/// cards most often chosen instead of the right ones), a table of every level played (best stars,
/// times finished, last day, mistakes by kind of card, wins with help) and a chart of the same
/// figures with axes; with several children, "Show" picks all of them or one. "Export…" writes
/// the children shown as CSV. The table is built with the table, row and cell roles, so a screen
/// reader reads it as a table; its headings are cells too, since GTK 4.8 exports a column header
/// as a filler.
@MainActor
final class ProgressWindow {
    private let modal: ModalWindow
    private let words: Words
    private let players: [(name: String, progress: Progress)]
    /// Every child's rows, or the one child's the filter shows: what Export writes.
    private var report: ProgressReport
    /// Each child's part of the view, in the roster's order.
    private var sections: [UnsafeMutablePointer<GtkWidget>] = []
    private var filter: ChoiceDropDown<Int?>?
    private let status: UnsafeMutablePointer<GtkWidget>
    private let openFolder: UnsafeMutablePointer<GtkWidget>
    /// The folder of the file last written, for "Open folder".
    private var savedFolder: String?
    private var charts: [ProgressChartView] = []
    private var shownTables: [UnsafeMutablePointer<GtkWidget>] = []
    private var chooser: OpaquePointer?

    init(over parent: UnsafeMutablePointer<GtkWindow>, players: [(name: String, progress: Progress)], words: Words,
         appearance: Appearance) {
        self.words = words
        self.players = players
        report = ProgressReport(players: players)
        modal = ModalWindow(title: words.text(ProgressText.progress), over: parent)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        content.styled("progress")
        gtk_widget_set_margin_start(content, 12)
        gtk_widget_set_margin_end(content, 12)
        gtk_widget_set_margin_top(content, 12)
        gtk_widget_set_margin_bottom(content, 12)
        let top = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let title = gtk_label_new(words.text(ProgressText.progress))!.styled("dialog-title")
        gtk_widget_set_hexpand(title, 1)
        gtk_label_set_xalign(ss_label(title), 0)
        gtk_box_append(ss_box(top), title)
        gtk_box_append(ss_box(content), top)

        let players_ = gtk_box_new(GTK_ORIENTATION_VERTICAL, 20)!
        let layout = ProgressLayout(window: ModalWindow.gameWindowSize(under: parent))
        let tables = players.map { player in
            let rows = ProgressReport(players: [player]).rows
            return rows.isEmpty ? nil : Self.table(rows, words: words)
        }
        // Only a child with levels played has a summary over their table.
        let summaries = zip(players, tables).map { player, table in
            table.map { _ in Self.summary(ProgressSummary(player.progress), words: words) }
        }
        let figuresWidth = Int32(layout.figuresArea.width)
        let tallest = tables.compactMap { $0 }.map { Self.height(of: $0, width: figuresWidth) }.max() ?? 0
        let tallestSummary = summaries.compactMap { $0 }.map { Self.height(of: $0, width: figuresWidth) }.max() ?? 0
        let oneAtATime = layout.showsTableOrChart(tableHeight: tallest, summaryHeight: tallestSummary)
        if oneAtATime {
            // The figures keep the chart's room while the table shows, so the view keeps its size and
            // Table and Chart stay under the pointer as the grown-up switches.
            let chart = layout.chartAlone(summaryHeight: tallestSummary)
            gtk_widget_set_size_request(players_, Int32(chart.width),
                                        Int32(tallestSummary + ProgressLayout.summaryGap + chart.height))
        }
        for ((player, table), summary) in zip(zip(players, tables), summaries) {
            let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(ProgressLayout.summaryGap))!
            sections.append(section)
            gtk_box_append(ss_box(players_), section)
            if players.count > 1 {
                let heading = HeadingLabel.make(player.name, style: "progress-child")
                gtk_label_set_xalign(ss_label(heading), 0)
                gtk_box_append(ss_box(section), heading)
            }
            let rows = ProgressReport(players: [player]).rows
            guard let table, let summary else {
                let empty = gtk_label_new(words.text(ProgressText.nothingPlayedYet))!.styled("progress-note")
                gtk_label_set_wrap(ss_label(empty), 1)
                gtk_label_set_xalign(ss_label(empty), 0)
                gtk_box_append(ss_box(section), empty)
                continue
            }
            gtk_box_append(ss_box(section), summary)
            let side = gtk_box_new(layout.chartBesideTable ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                   Int32(ProgressLayout.chartGap))!
            gtk_box_append(ss_box(side), table)
            let summaryHeight = Self.height(of: summary, width: figuresWidth)
            let size = oneAtATime ? layout.chartAlone(summaryHeight: summaryHeight)
                : layout.chart(tableHeight: Self.height(of: table, width: figuresWidth), summaryHeight: summaryHeight,
                               children: players.count)
            let chart = ProgressChartView(rows: rows, words: words, appearance: appearance,
                                          width: Int32(size.width), height: Int32(size.height))
            charts.append(chart)
            shownTables.append(table)
            gtk_widget_set_valign(chart.widget, GTK_ALIGN_START)
            gtk_widget_set_halign(chart.widget, GTK_ALIGN_START)
            gtk_box_append(ss_box(side), chart.widget)
            gtk_box_append(ss_box(section), side)
        }
        let scroller = ScrollingArea.wrap(players_, horizontal: GTK_POLICY_AUTOMATIC)
        // Nothing inside takes focus, so the area itself is a Tab stop: from there Page Up and
        // Page Down (or Ctrl with the arrows) scroll a table longer than the window. Without it,
        // GTK 4.8's scrolled window took Tab for a child that could not take focus, and focus was
        // stuck on Export or lost.
        gtk_widget_set_focusable(scroller, 1)
        scroller.styled("progress-area")
        AccessibleText().apply(name: words.text(ProgressText.progress), description: "", to: scroller)
        gtk_scrolled_window_set_propagate_natural_height(ss_scrolled(scroller), 1)
        gtk_scrolled_window_set_propagate_natural_width(ss_scrolled(scroller), 1)
        gtk_scrolled_window_set_max_content_height(ss_scrolled(scroller), Int32(layout.figuresArea.height))
        gtk_scrolled_window_set_max_content_width(ss_scrolled(scroller), Int32(layout.figuresArea.width))
        gtk_widget_set_vexpand(scroller, 1)
        gtk_box_append(ss_box(content), scroller)

        let outcome = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        status = gtk_label_new("")!
        gtk_label_set_wrap(ss_label(status), 1)
        // A path has no spaces to break at; any character may start a line.
        gtk_label_set_wrap_mode(ss_label(status), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_selectable(ss_label(status), 1)
        gtk_label_set_xalign(ss_label(status), 0)
        gtk_widget_set_hexpand(status, 1)
        gtk_widget_set_visible(status, 0)
        gtk_box_append(ss_box(outcome), status)
        openFolder = gtk_button_new_with_label(words.text(ProgressText.openFolder))!
        gtk_widget_set_valign(openFolder, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(openFolder, 0)
        gtk_box_append(ss_box(outcome), openFolder)
        gtk_box_append(ss_box(content), outcome)
        Signal.connect(openFolder, .clicked) { [unowned self] in showSavedFolder() }

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        let export = gtk_button_new_with_label(words.text(ProgressText.export))!.styled("big")
        gtk_widget_set_sensitive(export, report.rows.isEmpty ? 0 : 1)
        Signal.connect(export, .clicked) { [unowned self] in chooseExportFile() }
        let close = gtk_button_new_with_label(words.text(UIText.close))!.styled("big")
        Signal.connect(close, .clicked) { [unowned self] in modal.close() }
        gtk_box_append(ss_box(buttons), export)
        gtk_box_append(ss_box(buttons), close)
        gtk_box_append(ss_box(content), buttons)
        if oneAtATime { gtk_box_append(ss_box(top), viewSwitch()) }
        if players.count > 1 {
            let choices = [nil] + players.indices.map(Optional.some)
            let filter = ChoiceDropDown<Int?>(choices, showing: nil, titled: { $0.text(ProgressText.show) }, words: words,
                                              name: { words, index in index.map { players[$0].name } ?? words.text(ProgressText.allChildren) },
                                              picked: { [unowned self] index in show(child: index) })
            self.filter = filter
            let label = gtk_label_new(words.text(ProgressText.show))!
            gtk_box_append(ss_box(top), label)
            gtk_widget_set_valign(filter.widget, GTK_ALIGN_CENTER)
            gtk_box_append(ss_box(top), filter.widget)
        }
        gtk_window_set_child(modal.window, content)
        modal.present(focusing: close)
    }

    /// The height `widget` asks for at `width` (or at its narrowest, when wider), where its labels wrap.
    private static func height(of widget: UnsafeMutablePointer<GtkWidget>, width: Int32) -> Double {
        var narrowest: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, nil, nil, nil)
        var height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, max(width, narrowest), nil, &height, nil, nil)
        return Double(height)
    }

    /// "Table" and "Chart", one pressed: on a window too small for both, which one shows.
    private func viewSwitch() -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        row.styled("linked").styled("progress-view-switch")
        let table = gtk_toggle_button_new_with_label(words.text(ProgressText.tableView))!
        let chart = gtk_toggle_button_new_with_label(words.text(ProgressText.chartView))!
        gtk_toggle_button_set_group(ss_toggle_button(chart), ss_toggle_button(table))
        gtk_toggle_button_set_active(ss_toggle_button(table), 1)
        for button in [table, chart] {
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            gtk_box_append(ss_box(row), button)
        }
        Signal.connect(chart, .toggled) { [unowned self] in
            showChart(gtk_toggle_button_get_active(ss_toggle_button(chart)) != 0)
        }
        showChart(false)
        return row
    }

    private func showChart(_ chartShown: Bool) {
        for table in shownTables { gtk_widget_set_visible(table, chartShown ? 0 : 1) }
        for chart in charts { gtk_widget_set_visible(chart.widget, chartShown ? 1 : 0) }
    }

    /// Only child `index`'s part (and what Export writes), or every child's for nil.
    private func show(child index: Int?) {
        for (number, section) in sections.enumerated() {
            gtk_widget_set_visible(section, index == nil || index == number ? 1 : 0)
        }
        report = ProgressReport(players: index.map { [players[$0]] } ?? players)
        showStatus("")
    }

    /// The child's figures in a row, each under its heading; a screen reader reads the row as one
    /// line ("Levels finished: 4 · Stars: 9 of 12 · …").
    private static func summary(_ summary: ProgressSummary, words: Words) -> UnsafeMutablePointer<GtkWidget> {
        let row = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!
        gtk_orientable_set_orientation(ss_orientable(row), GTK_ORIENTATION_HORIZONTAL)
        gtk_box_set_spacing(ss_box(row), 24)
        row.styled("progress-summary")
        AccessibleText().apply(name: words.summaryLine(summary), description: "", to: row)
        let parts = words.summaryParts(summary)
        for (index, part) in parts.enumerated() {
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            let heading = gtk_label_new(part.heading)!.styled("progress-figure-heading")
            gtk_label_set_xalign(ss_label(heading), 0)
            let figure = gtk_label_new(part.figure)!.styled("progress-figure")
            gtk_label_set_xalign(ss_label(figure), 0)
            if index == parts.count - 1 {
                // What the child finds hard is words, not a number: it wraps in the room left.
                gtk_label_set_wrap(ss_label(figure), 1)
                gtk_label_set_max_width_chars(ss_label(figure), 40)
                gtk_widget_set_hexpand(column, 1)
                figure.styled("progress-words")
            }
            gtk_box_append(ss_box(column), heading)
            gtk_box_append(ss_box(column), figure)
            gtk_box_append(ss_box(row), column)
        }
        return row
    }

    /// The rows as a table a screen reader can walk: a row of headings, then one row per level.
    /// GTK 4.8 exports the column-header role as a mere filler, so the headings are cells too, in
    /// a row named for what it holds.
    private static func table(_ rows: [ProgressReport.Row], words: Words) -> UnsafeMutablePointer<GtkWidget> {
        let table = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_TABLE)!
        gtk_orientable_set_orientation(ss_orientable(table), GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(ss_box(table), 6)
        table.styled("progress-table")
        AccessibleText().apply(name: words.text(ProgressText.progress), description: "", to: table)
        // The player column is the heading above the table; the rest are the report's columns.
        let headings = Array(ProgressReport.headings(words).dropFirst())
        let columns = headings.map { _ in gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)! }
        func addRow(_ cells: [String], named name: String, isHeading: Bool) {
            let row = ss_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_ROW)!
            // Room between columns, so that two headings side by side never read as one.
            gtk_box_set_spacing(ss_box(row), 10)
            AccessibleText().apply(name: name, description: "", to: row)
            for (index, text) in cells.enumerated() {
                let cell = ss_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_CELL)!
                // No wrapping (a wrapped label in a size group measures inconsistently): a long
                // heading breaks at its middle space instead; its name stays one line.
                let shown = text.isEmpty ? "–" : (isHeading ? Self.twoLines(text) : text)
                gtk_label_set_text(ss_label(cell), shown)
                gtk_label_set_justify(ss_label(cell), GTK_JUSTIFY_CENTER)
                AccessibleText().apply(name: text.isEmpty ? "–" : text, description: "", to: cell)
                if isHeading { cell.styled("heading") }
                gtk_size_group_add_widget(columns[index], cell)
                gtk_box_append(ss_box(row), cell)
            }
            gtk_box_append(ss_box(table), row)
        }
        addRow(headings, named: words.text(ProgressText.progress), isHeading: true)
        for row in rows {
            addRow(Array(ProgressReport.cells(of: row).dropFirst()), named: words.levelName(row.level), isHeading: false)
        }
        for group in columns { g_object_unref(UnsafeMutableRawPointer(group)) }
        return table
    }

    /// "Colour mistakes" as "Colour" over "mistakes": split at the space nearest the middle.
    private static func twoLines(_ text: String) -> String {
        let characters = Array(text)
        let spaces = characters.indices.filter { characters[$0] == " " }
        guard text.count > 8, let middle = spaces.min(by: { abs($0 - characters.count / 2) < abs($1 - characters.count / 2) })
        else { return text }
        var split = characters
        split[middle] = "\n"
        return String(split)
    }

    /// GTK's file chooser (the desktop portal's where there is one) for where the CSV goes.
    private func chooseExportFile() {
        let dialog = gtk_file_chooser_native_new(words.text(ProgressText.export), modal.window,
                                                 GTK_FILE_CHOOSER_ACTION_SAVE, words.text(ProgressText.save),
                                                 words.text(GrownUpText.cancel))!
        chooser = dialog
        gtk_native_dialog_set_modal(ss_native_dialog(dialog.raw), 1)
        if let folder = g_file_new_for_path(Self.documentsFolder()) {
            gtk_file_chooser_set_current_folder(ss_file_chooser(dialog.raw), folder, nil)
            g_object_unref(UnsafeMutableRawPointer(folder))
        }
        gtk_file_chooser_set_current_name(ss_file_chooser(dialog.raw), ProgressReport.fileName(on: .today()))
        Signal.connect(dialog.raw, "response", .response) { [unowned self] response in
            defer { chooser.map { g_object_unref($0.raw) }; chooser = nil }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(ss_file_chooser(dialog.raw))
            else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let path = g_file_get_path(file) else { return showStatus(words.text(ProgressText.exportFailed)) }
            defer { g_free(path) }
            export(to: String(cString: path))
        }
        gtk_native_dialog_show(ss_native_dialog(dialog.raw))
    }

    /// The user's Documents folder, else home: the chooser would otherwise open wherever the game
    /// was started from, which a grown-up never looks in.
    private static func documentsFolder() -> String {
        if let documents = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS),
           g_file_test(documents, G_FILE_TEST_IS_DIR) != 0 {
            return String(cString: documents)
        }
        return String(cString: g_get_home_dir())
    }

    private func export(to path: String) {
        do {
            try report.writeCSV(words, toPath: path)
            let folder = g_path_get_dirname(path).map { dirname in
                defer { g_free(dirname) }
                return String(cString: dirname)
            }
            showStatus(words.savedTo(path), folder: folder)
        } catch {
            showStatus(words.text(ProgressText.exportFailed) + " (\(error.description))")
        }
    }

    /// The outcome of the last export; "Open folder" only beside a file that was written.
    private func showStatus(_ text: String, folder: String? = nil) {
        savedFolder = folder
        gtk_label_set_text(ss_label(status), text)
        gtk_widget_set_visible(status, text.isEmpty ? 0 : 1)
        gtk_widget_set_visible(openFolder, folder == nil ? 0 : 1)
    }

    /// The desktop's file manager on the saved file's folder (through the portal when sandboxed).
    /// Should none answer, the saved line stays as it was: the path is there to read and copy.
    private func showSavedFolder() {
        guard let folder = savedFolder, let uri = g_filename_to_uri(folder, nil, nil) else { return }
        defer { g_free(uri) }
        var error: UnsafeMutablePointer<GError>?
        if g_app_info_launch_default_for_uri(uri, nil, &error) == 0, let error {
            g_error_free(error)
        }
    }
}
