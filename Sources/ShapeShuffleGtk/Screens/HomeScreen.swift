import CGtk
import ShapeShuffleCore

/// What the Home screen asks of the game.
struct HomeIntents {
    var playLevel: @MainActor (Int) -> Void
    var openSettings: @MainActor () -> Void
    var openHelp: @MainActor () -> Void
    var openFind: @MainActor () -> Void
    var playPractice: @MainActor () -> Void
}

/// Home: the title, Find, Help and the gear, then one shaped button per level in a scrolling grid.
@MainActor
final class HomeScreen {
    /// How many level buttons share a row; set by the window's width.
    private(set) var columns: Int
    private let grid: UnsafeMutablePointer<GtkWidget>
    private var layout: HomeLayout?
    private let rootHandle: WidgetHandle
    var root: UnsafeMutablePointer<GtkWidget> { rootHandle.pointer }
    private let title: UnsafeMutablePointer<GtkWidget>
    private let findButton: ShapedButton
    private let helpButton: ShapedButton
    private let settingsButton: ShapedButton
    private let practiceButton: UnsafeMutablePointer<GtkWidget>
    /// Who is playing, beside the title, when several children share the game.
    let playerBadge: PlayerBadge
    private(set) var levelButtons: [ShapedButton] = []

    /// Levels left unfinished: marked on their buttons and in their descriptions.
    private var inPlay: Set<Int>

    init(levelCount: Int, bestStars: [Int: Int], inPlay: Set<Int>, describer: AccessibilityDescriber,
         appearance: Appearance, layout: HomeLayout, intents: HomeIntents) {
        self.inPlay = inPlay
        columns = layout.columns
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        rootHandle = WidgetHandle(root)
        // Every size that follows the window comes from `layout` (see `apply`).
        let iconSize = (Int32(layout.iconButton), Int32(layout.iconButton))
        findButton = ShapedButton(face: .find, ring: .circle, size: iconSize, appearance: appearance, onPress: intents.openFind)
        helpButton = ShapedButton(face: .help, ring: .circle, size: iconSize, appearance: appearance, onPress: intents.openHelp)
        settingsButton = ShapedButton(face: .settings, ring: .circle, size: iconSize, appearance: appearance,
                                      onPress: intents.openSettings)
        title = gtk_label_new(describer.words.text(.appTitle)).styled("title")
        practiceButton = PracticeButton.make(describer: describer, onPress: intents.playPractice)
        playerBadge = PlayerBadge(appearance: appearance, side: layout.playerPicture)
        gtk_widget_set_margin_end(playerBadge.widget, 16)

        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_margin_start(bar, 24)
        gtk_widget_set_margin_end(bar, 16)
        gtk_widget_set_margin_top(bar, 12)
        gtk_widget_set_hexpand(title, 1)
        gtk_label_set_xalign(ss_label(title), 0)
        for child in [title, playerBadge.widget, practiceButton, findButton.widget, helpButton.widget, settingsButton.widget] {
            gtk_box_append(ss_box(bar), child)
        }
        gtk_box_append(ss_box(root), bar)

        grid = EvenGrid.make(valign: GTK_ALIGN_START)
        gtk_widget_set_margin_top(grid, 12)
        for number in 1...max(1, levelCount) {
            let button = ShapedButton(face: .level(number: number, bestStars: bestStars[number], inPlay: inPlay.contains(number)),
                                      ring: .levelButton(number), size: (Int32(layout.levelButton.width), Int32(layout.levelButton.height)),
                                      appearance: appearance) {
                intents.playLevel(number)
            }
            let index = Int32(number - 1)
            gtk_grid_attach(ss_grid(grid), button.widget, index % Int32(columns), index / Int32(columns), 1, 1)
            levelButtons.append(button)
        }
        GridArrowKeys.attach(to: grid, columns: { [unowned self] in columns }) { [unowned self] in levelButtons.map(\.widget) }

        gtk_box_append(ss_box(root), ScrollingArea.wrap(grid, horizontal: GTK_POLICY_NEVER))
        refresh(bestStars: bestStars, describer: describer, appearance: appearance)
        apply(layout)
    }

    /// Shows new progress, language or look without rebuilding the screen.
    func refresh(bestStars: [Int: Int], describer: AccessibilityDescriber, appearance: Appearance) {
        gtk_label_set_text(ss_label(title), describer.words.text(.appTitle))
        PracticeButton.relabel(practiceButton, describer: describer)
        for (element, button) in [(ElementID.findButton, findButton), (.helpButton, helpButton), (.settingsButton, settingsButton)] {
            button.appearance = appearance
            if let described = describer.describe(element) { button.describe(described) }
        }
        for (index, button) in levelButtons.enumerated() {
            let number = index + 1
            button.appearance = appearance
            button.face = .level(number: number, bestStars: bestStars[number], inPlay: inPlay.contains(number))
            button.describe(describer.levelButton(number, bestStars: bestStars[number], inPlay: inPlay.contains(number)))
        }
    }

    /// Sizes the buttons for the window and lays them out in as many columns as fit; focus stays.
    func apply(_ layout: HomeLayout) {
        guard layout != self.layout else { return }
        self.layout = layout
        for button in [findButton, helpButton, settingsButton] { button.resize(width: layout.iconButton, height: layout.iconButton) }
        playerBadge.resize(side: layout.playerPicture)
        gtk_grid_set_column_spacing(ss_grid(grid), guint(layout.spacing))
        gtk_grid_set_row_spacing(ss_grid(grid), guint(layout.spacing))
        for button in levelButtons { button.resize(width: layout.levelButton.width, height: layout.levelButton.height) }
        guard layout.columns != columns else { return }
        columns = layout.columns
        for (index, button) in levelButtons.enumerated() {
            EvenGrid.move(button.widget, in: grid, column: index % columns, row: index / columns)
        }
    }

    /// Says `line` through the screen reader on the focused level button: it leads the button's
    /// description, set anew so it is spoken.
    func announce(_ line: String, bestStars: [Int: Int], describer: AccessibilityDescriber) {
        for (index, button) in levelButtons.enumerated() where gtk_widget_has_focus(button.widget) != 0 {
            button.announce(describer.levelButton(index + 1, bestStars: bestStars[index + 1],
                                                  inPlay: inPlay.contains(index + 1), feedback: line))
        }
    }

    /// Every element Find can reach on this screen, in reading order.
    var findableElements: [ElementID] {
        [.practiceButton, .findButton, .helpButton, .settingsButton] + levelButtons.indices.map { .levelButton($0 + 1) }
    }

    func widget(for element: ElementID) -> UnsafeMutablePointer<GtkWidget>? {
        switch element {
        case .findButton: findButton.widget
        case .helpButton: helpButton.widget
        case .settingsButton: settingsButton.widget
        case .practiceButton: practiceButton
        case .levelButton(let number) where levelButtons.indices.contains(number - 1): levelButtons[number - 1].widget
        default: nil
        }
    }
}
