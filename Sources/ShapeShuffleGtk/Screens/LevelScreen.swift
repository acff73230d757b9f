import CGtk
import ShapeShuffleCore

/// What the level screen asks of the game.
struct LevelIntents {
    var goHome: @MainActor () -> Void
    var hearTask: @MainActor () -> Void
    /// Show me: ring a right card and say it.
    var showMe: @MainActor () -> Void
    var card: CardIntents
}

/// A level in play: Home button and prompt on top; the prompt's pictures and the board on the
/// left; the cards on the right. It renders a `GameState` and reports intents, nothing more.
@MainActor
final class LevelScreen {
    private let rootHandle: WidgetHandle
    var root: UnsafeMutablePointer<GtkWidget> { rootHandle.pointer }
    let homeButton: ShapedButton
    /// The speaker beside the prompt: hears the task again.
    let hearTaskButton: ShapedButton
    /// Beside the speaker: Show me rings a right card.
    let showMeButton: ShapedButton
    /// Who is playing, after the Home button, when several children share the game.
    let playerBadge: PlayerBadge
    private let promptGroup: UnsafeMutablePointer<GtkWidget>
    private let promptLabel: UnsafeMutablePointer<GtkWidget>
    private let boardHeading: UnsafeMutablePointer<GtkWidget>
    /// "Practice: 2 of 5" above the prompt's pictures, on a practice level only.
    private let practicePlace: UnsafeMutablePointer<GtkWidget>
    /// How to add a card, under the cards, on the first level until a card is added.
    private let addCardHint: UnsafeMutablePointer<GtkWidget>
    /// What the game's voice says, written along the bottom (off in Settings hides it).
    private let caption: UnsafeMutablePointer<GtkWidget>
    private let captionText: UnsafeMutablePointer<GtkWidget>
    private var pictures: [PictureView] = []
    private var slots: [PictureView] = []
    private(set) var cards: [CardView] = []
    private let cardGrid: UnsafeMutablePointer<GtkWidget>
    /// The cards, and over them the panel a small card's scan choices open on.
    private let cardLayer: UnsafeMutablePointer<GtkWidget>
    private let choicesPanel: ScanChoicesPanel
    private let promptAccessible = AccessibleText()
    private let cardGridAccessible = AccessibleText()

    private let slotRow: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    private let left: UnsafeMutablePointer<GtkWidget>
    private var layout: LevelLayout?

    init(game: GameState, describer: AccessibilityDescriber, appearance: Appearance, layout: LevelLayout,
         intents: LevelIntents) {
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(CaptionLayout.spacingAbove))!
        rootHandle = WidgetHandle(root)
        // Every size and margin that follows the window comes from `layout` (see `apply`).
        let buttonSide = (Int32(layout.button), Int32(layout.button))
        homeButton = ShapedButton(face: .home, ring: .circle, size: buttonSide, appearance: appearance, onPress: intents.goHome)
        hearTaskButton = ShapedButton(face: .speaker, ring: .circle, size: buttonSide, appearance: appearance,
                                      onPress: intents.hearTask)
        showMeButton = ShapedButton(face: .showMe, ring: .circle, size: buttonSide, appearance: appearance,
                                    onPress: intents.showMe)

        playerBadge = PlayerBadge(appearance: appearance, side: layout.playerPicture)

        // Top: Home, who is playing, then the prompt's phrase, biggest text on screen.
        promptLabel = gtk_label_new("").styled("prompt-text")
        gtk_label_set_wrap(ss_label(promptLabel), 1)
        gtk_label_set_xalign(ss_label(promptLabel), 0)
        gtk_widget_set_hexpand(promptLabel, 1)
        bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 16)!
        gtk_box_append(ss_box(bar), homeButton.widget)
        gtk_box_append(ss_box(bar), playerBadge.widget)
        gtk_box_append(ss_box(bar), promptLabel)
        gtk_box_append(ss_box(bar), hearTaskButton.widget)
        gtk_box_append(ss_box(bar), showMeButton.widget)
        gtk_box_append(ss_box(root), bar)

        // Left: the prompt's pictures (a named group of images) and the board.
        // In rows when the layout says so; each picture spans two half-width columns, so a
        // shorter last row stands in the middle.
        promptGroup = ss_widget_new_with_role(gtk_grid_get_type(), GTK_ACCESSIBLE_ROLE_GROUP).styled("prompt-panel")
        gtk_grid_set_column_spacing(ss_grid(promptGroup), guint(LevelLayout.pictureSpacing))
        gtk_grid_set_row_spacing(ss_grid(promptGroup), guint(LevelLayout.pictureSpacing))
        gtk_grid_set_column_homogeneous(ss_grid(promptGroup), 1)
        gtk_widget_set_halign(promptGroup, GTK_ALIGN_CENTER)
        let objectSide = Int32(layout.promptPicture)
        for _ in 0..<game.level.prompt.count {
            let picture = PictureView(.object(game.level.prompt), described: describer.promptPicture(game.level.prompt),
                                      size: (objectSide, objectSide), appearance: appearance)
            pictures.append(picture)
        }

        practicePlace = gtk_label_new("").styled("heading")
        gtk_label_set_xalign(ss_label(practicePlace), 0)
        gtk_widget_set_visible(practicePlace, 0)
        boardHeading = gtk_label_new("").styled("heading")
        slotRow = gtk_grid_new()!
        gtk_widget_set_halign(slotRow, GTK_ALIGN_CENTER)
        for slot in game.slots {
            let view = PictureView(.slot(slot, caption: ""), described: describer.slot(slot), size: (Int32(layout.slot.width), Int32(layout.slot.height)),
                                   appearance: appearance)
            slots.append(view)
        }
        let board = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(LevelLayout.headingSpacing))!.styled("board")
        gtk_box_append(ss_box(board), boardHeading)
        gtk_box_append(ss_box(board), slotRow)

        addCardHint = gtk_label_new("").styled("notice")
        gtk_label_set_wrap(ss_label(addCardHint), 1)
        gtk_label_set_lines(ss_label(addCardHint), Int32(LevelLayout.noteLines))
        gtk_label_set_ellipsize(ss_label(addCardHint), PANGO_ELLIPSIZE_END)
        gtk_label_set_xalign(ss_label(addCardHint), 0)
        gtk_label_set_max_width_chars(ss_label(addCardHint), 60)
        gtk_widget_set_halign(addCardHint, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(addCardHint, 0)

        // Two lines' room whatever it says, so a line arriving never moves the cards.
        captionText = gtk_label_new("")!
        gtk_label_set_wrap(ss_label(captionText), 1)
        gtk_label_set_lines(ss_label(captionText), Int32(CaptionLayout.lines))
        gtk_label_set_ellipsize(ss_label(captionText), PANGO_ELLIPSIZE_END)
        gtk_label_set_justify(ss_label(captionText), GTK_JUSTIFY_CENTER)
        gtk_widget_set_hexpand(captionText, 1)
        caption = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!.styled("caption")
        gtk_box_append(ss_box(caption), captionText)
        gtk_widget_set_visible(caption, 0)

        left = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(LevelLayout.panelSpacing))!
        gtk_widget_set_valign(left, GTK_ALIGN_START)
        gtk_box_append(ss_box(left), practicePlace)
        gtk_box_append(ss_box(left), promptGroup)
        gtk_box_append(ss_box(left), board)

        // Right: the cards, one row per grid row, each row sharing one vertical centre (Tab order).
        cardGrid = ss_widget_new_with_role(gtk_grid_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_grid_set_row_homogeneous(ss_grid(cardGrid), 1)
        gtk_grid_set_column_homogeneous(ss_grid(cardGrid), 1)
        gtk_widget_set_valign(cardGrid, GTK_ALIGN_START)
        gtk_widget_set_hexpand(cardGrid, 1)
        gtk_widget_set_halign(cardGrid, GTK_ALIGN_CENTER)
        let size = (Int32(layout.card.width), Int32(layout.card.height))
        let columns = game.level.columns
        for state in game.cards {
            let view = CardView(state: state, appearance: appearance, size: size, intents: intents.card)
            let (row, column) = game.level.position(ofCard: state.card.number)
            gtk_grid_attach(ss_grid(cardGrid), view.widget, Int32(column), Int32(row), 1, 1)
            cards.append(view)
        }
        let cardLayer = gtk_overlay_new()!
        self.cardLayer = cardLayer
        gtk_overlay_set_child(OpaquePointer(cardLayer), cardGrid)
        choicesPanel = ScanChoicesPanel(appearance: appearance)
        gtk_overlay_add_overlay(OpaquePointer(cardLayer), choicesPanel.widget)
        content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        GridArrowKeys.attach(to: cardGrid, columns: { columns }) { [unowned self] in cards.map(\.widget) }

        gtk_widget_set_vexpand(content, 1)
        gtk_box_append(ss_box(content), left)
        // Only the cards scroll (large cards on a small screen); the prompt and board stay in sight.
        let cardArea = ScrollingArea.wrap(cardLayer, horizontal: GTK_POLICY_AUTOMATIC)
        // The cards, and under them how to add one (the layout keeps its room).
        let right = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(LevelLayout.panelSpacing))!
        gtk_widget_set_hexpand(right, 1)
        gtk_widget_set_vexpand(cardArea, 1)
        gtk_box_append(ss_box(right), cardArea)
        gtk_box_append(ss_box(right), addCardHint)
        gtk_box_append(ss_box(content), right)
        gtk_box_append(ss_box(root), content)

        gtk_box_append(ss_box(root), caption)

        // The task leads the first card's description, so a screen reader says it with the card
        // that takes focus as the level opens (the Home button focused before is gone by then,
        // so Orca says none of the new screen's context).
        let opening = game.cards.first { $0.isInGrid }.map { (card: $0.card.number, text: describer.words.taskLine(game.level.prompt)) }
        render(game, describer: describer, appearance: appearance, feedback: opening)
        apply(layout)
    }

    /// Sizes everything for the window, as the core's layout rule says; nothing is rebuilt, so
    /// focus and its ring stay where they are.
    func apply(_ layout: LevelLayout) {
        guard layout != self.layout else { return }
        self.layout = layout
        let margin = Int32(layout.margin)
        gtk_widget_set_margin_start(content, margin)
        gtk_widget_set_margin_end(content, margin)
        gtk_widget_set_margin_bottom(content, margin)
        gtk_widget_set_margin_start(caption, margin)
        gtk_widget_set_margin_end(caption, margin)
        gtk_box_set_spacing(ss_box(content), Int32(layout.margin * 1.5))
        gtk_widget_set_size_request(left, Int32(layout.sideColumnWidth), -1)
        gtk_widget_set_margin_start(bar, margin)
        gtk_widget_set_margin_end(bar, margin)
        gtk_widget_set_margin_top(bar, Int32(layout.margin * 0.6))
        for button in [homeButton, hearTaskButton, showMeButton] { button.resize(width: layout.button, height: layout.button) }
        playerBadge.resize(side: layout.playerPicture)
        pictures.forEach { $0.resize(width: layout.promptPicture, height: layout.promptPicture) }
        if layout.promptPicturesPerRow != placedPicturesPerRow { placePictures(perRow: layout.promptPicturesPerRow) }
        if layout.slotsPerRow != placedSlotsPerRow { placeSlots(perRow: layout.slotsPerRow) }
        slots.forEach { $0.resize(width: layout.slot.width, height: layout.slot.height, captionFontSize: layout.slotCaptionFontSize) }
        let slotGap = guint(layout.slotGap)
        gtk_grid_set_row_spacing(ss_grid(slotRow), slotGap)
        gtk_grid_set_column_spacing(ss_grid(slotRow), slotGap)
        gtk_grid_set_row_spacing(ss_grid(cardGrid), guint(layout.cardSpacing))
        gtk_grid_set_column_spacing(ss_grid(cardGrid), guint(layout.cardColumnSpacing))
        cards.forEach { $0.resize(width: Int32(layout.card.width), height: Int32(layout.card.height)) }
    }

    /// Shows the caption strip or hides it, sized by `layout`; hidden, the level has its room.
    func showCaptions(_ shown: Bool, layout: CaptionLayout) {
        gtk_widget_set_visible(caption, shown ? 1 : 0)
        gtk_widget_set_size_request(caption, -1, Int32(layout.stripHeight))
        gtk_widget_set_margin_bottom(caption, Int32(layout.bottomGap))
    }

    /// Writes the line the game's voice says now in the caption strip.
    func showCaption(_ text: String) {
        gtk_label_set_text(ss_label(captionText), text)
    }

    /// The words beside the game: the board's heading, the practice's place, how to add a card;
    /// a note with no words is hidden.
    func show(_ notes: LevelNotes) {
        gtk_label_set_text(ss_label(boardHeading), notes.boardHeading)
        for (label, text) in [(practicePlace, notes.practicePlace), (addCardHint, notes.addCardHint)] {
            gtk_label_set_text(ss_label(label), text ?? "")
            gtk_widget_set_visible(label, text == nil ? 0 : 1)
        }
    }

    /// What the move means on its card, shown for a moment (`CardMark`).
    func showMark(after outcome: MoveOutcome) {
        guard let marked = CardMark.after(outcome) else { return }
        cardView(number: marked.card)?.showMark(marked.mark)
    }

    private var placedSlotsPerRow = 0
    private var placedPicturesPerRow = 0

    private func placePictures(perRow: Int) {
        placedPicturesPerRow = perRow
        for picture in pictures where gtk_widget_get_parent(picture.widget) == promptGroup {
            gtk_grid_remove(ss_grid(promptGroup), picture.widget)
        }
        for (index, picture) in pictures.enumerated() {
            let place = LevelLayout.promptPicturePlace(index, of: pictures.count, perRow: perRow)
            gtk_grid_attach(ss_grid(promptGroup), picture.widget, Int32(place.column), Int32(place.row), 2, 1)
        }
    }

    /// Puts the slots in rows of `perRow`; a last row that is short sits centred under the others,
    /// so the board has no empty corner.
    private func placeSlots(perRow: Int) {
        placedSlotsPerRow = perRow
        for view in slots where gtk_widget_get_parent(view.widget) == slotRow {
            gtk_grid_remove(ss_grid(slotRow), view.widget)
        }
        let lastRowStart = (slots.count - 1) / perRow * perRow
        let lastRowCount = slots.count - lastRowStart
        for (index, view) in slots.enumerated() {
            let row = index / perRow, column = index % perRow
            if index >= lastRowStart && lastRowCount < perRow {
                // A lone slot under two spans both and stands in the middle of them.
                let span = perRow - lastRowCount + 1
                gtk_widget_set_halign(view.widget, GTK_ALIGN_CENTER)
                gtk_grid_attach(ss_grid(slotRow), view.widget, Int32(column), Int32(row), Int32(span), 1)
            } else {
                gtk_widget_set_halign(view.widget, GTK_ALIGN_FILL)
                gtk_grid_attach(ss_grid(slotRow), view.widget, Int32(column), Int32(row), 1, 1)
            }
        }
    }

    /// Shows the game as it is now. `feedback` leads one card's description, so the screen
    /// reader says what just happened when that card has focus.
    func render(_ game: GameState, describer: AccessibilityDescriber, appearance: Appearance,
                feedback: (card: Int, text: String)?, scanOffer: ScanOffer? = nil, focusing: Int? = nil) {
        let words = describer.words
        gtk_label_set_text(ss_label(promptLabel), words.prompt(game.level.prompt))
        let prompt = describer.prompt(game.level.prompt)
        promptAccessible.apply(name: prompt.name, description: prompt.description, to: promptGroup)
        let grid = describer.cardGrid(game.level.prompt)
        cardGridAccessible.apply(name: grid.name, description: grid.description, to: cardGrid)
        homeButton.appearance = appearance
        if let described = describer.describe(.homeButton) { homeButton.describe(described) }
        hearTaskButton.appearance = appearance
        hearTaskButton.describe(describer.hearTaskButton(game.level.prompt))
        showMeButton.appearance = appearance
        showMeButton.describe(describer.showMeButton())
        for picture in pictures {
            picture.show(.object(game.level.prompt), described: describer.promptPicture(game.level.prompt), appearance: appearance)
        }
        for (index, slot) in game.slots.enumerated() where slots.indices.contains(index) {
            slots[index].show(.slot(slot, caption: words.kindName(slot.requirement.kind)), described: describer.slot(slot),
                              appearance: appearance)
        }
        // The card taking focus is updated and focused first, so a screen reader hears it say what
        // happened, and never the old card's change of name (after Add, that card left the grid).
        let first = focusing.map { $0 - 1 }.flatMap { cards.indices.contains($0) ? [$0] : nil } ?? []
        for index in first + cards.indices.filter({ !first.contains($0) }) where game.cards.indices.contains(index) {
            let state = game.cards[index]
            let offer = scanOffer?.card == state.card.number ? scanOffer : nil
            let text = offer?.spoken ?? (feedback?.card == state.card.number ? feedback?.text : nil)
            cards[index].show(state, described: describer.card(state, in: game.level, feedback: text), appearance: appearance,
                              offer: offer)
            if first.contains(index), gtk_widget_get_sensitive(cards[index].widget) != 0 {
                gtk_widget_grab_focus(cards[index].widget)
            }
        }
        showChoicesPanel(scanOffer, appearance: appearance)
    }

    /// The panel over the cards for an open card too small for its choices, or none.
    private func showChoicesPanel(_ offer: ScanOffer?, appearance: Appearance) {
        guard let offer, let card = cardView(number: offer.card) else { return choicesPanel.hide() }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(card.widget, cardLayer, &bounds) != 0 else { return choicesPanel.hide() }
        let body = Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
                        height: Double(bounds.size.height)).insetBy(FocusRing.margin())
        let area = Rect(x: 0, y: 0, width: Double(gtk_widget_get_width(cardLayer)), height: Double(gtk_widget_get_height(cardLayer)))
        guard let frame = ScanChoiceLayout.panel(over: body, within: area, count: offer.choices.count, inset: CardPainter.choiceInset)
        else { return choicesPanel.hide() }
        choicesPanel.show(offer, at: frame, appearance: appearance)
    }

    func cardView(for widget: UnsafeMutablePointer<GtkWidget>?) -> CardView? {
        cards.first { $0.widget == widget }
    }

    func cardView(number: Int) -> CardView? { cards.indices.contains(number - 1) ? cards[number - 1] : nil }

    var focusedCard: CardView? { cards.first { gtk_widget_has_focus($0.widget) != 0 } }

    /// Says `line` through the screen reader on whatever has focus on this screen: it leads the
    /// focused element's description, set anew so it is spoken even if it was said before.
    func announce(_ line: String, game: GameState, describer: AccessibilityDescriber) {
        if let card = focusedCard, let state = game.card(card.number) {
            card.announce(describer.card(state, in: game.level, feedback: line))
        } else if gtk_widget_has_focus(hearTaskButton.widget) != 0 {
            hearTaskButton.announce(describer.hearTaskButton(game.level.prompt))
        } else if gtk_widget_has_focus(showMeButton.widget) != 0 {
            showMeButton.announce(describer.showMeButton(feedback: line))
        } else if gtk_widget_has_focus(homeButton.widget) != 0, let home = describer.describe(.homeButton, feedback: line) {
            homeButton.announce(home)
        }
    }

    /// Show me's ring on card `number`, and on no other; nil takes it off.
    func ring(card number: Int?) {
        for card in cards { card.ring(card.number == number) }
    }

    /// Every element Find can reach on this screen, in reading order.
    var findableElements: [ElementID] { [.homeButton, .hearTaskButton] + cards.map { .card($0.number) } }

    func widget(for element: ElementID) -> UnsafeMutablePointer<GtkWidget>? {
        switch element {
        case .homeButton: homeButton.widget
        case .hearTaskButton: hearTaskButton.widget
        case .card(let number) where cards.indices.contains(number - 1): cards[number - 1].widget
        default: nil
        }
    }
}
