import CGtk
import ShapeShuffleCore

/// Switch scanning in the window: every interval, focus moves to the next element of
/// whichever window is active — so it moves into a dialog while one is open and the level
/// underneath waits. The select key presses what has focus; on a card it opens the card's
/// choices, which the core's `SwitchScan` steps through.
@MainActor
final class SwitchScanner {
    private let window: UnsafeMutablePointer<GtkWindow>
    private let intents: ScanIntents
    private var scan = SwitchScan()
    private var timer: UInt32 = 0
    private var interval: Double = 1.5
    private var selectKey = "space"
    private(set) var isOn = false

    init(window: UnsafeMutablePointer<GtkWindow>, intents: ScanIntents) {
        self.window = window
        self.intents = intents
        let keys = gtk_event_controller_key_new()!
        // Capture: the select key must reach the scanner before a card's own Space binding.
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connect(keys.raw, "key-pressed", .key) { [unowned self] keyval, _ in pressed(keyval) }
        gtk_widget_add_controller(ss_widget(window), ss_controller(keys.raw))
    }

    /// Follows Settings: on or off, how fast, and which key selects.
    func configure(_ settings: Settings) {
        let changed = settings.scanningEnabled != isOn || settings.scanningInterval != interval
        isOn = settings.scanningEnabled
        interval = settings.scanningInterval
        selectKey = settings.keys.scanSelect
        if changed { restartTimer() }
        if !isOn { reset() }
    }

    /// The screen changed under the scan: any open card is closed.
    func reset() {
        guard scan.openCard != nil else { return }
        scan.reset()
        intents.showOffer(nil)
    }

    private func restartTimer() {
        MainLoop.cancel(timer)
        timer = 0
        guard isOn else { return }
        timer = MainLoop.every(milliseconds: UInt32(interval * 1000)) { [unowned self] in
            step()
            return true
        }
    }

    private func step() {
        if scan.advance() {
            intents.showOffer(offer)
            return
        }
        guard let window = activeWindow() else { return }
        gtk_window_set_focus_visible(window, 1)
        // At the end of the Tab chain GTK clears focus and returns false; the next call wraps.
        if gtk_widget_child_focus(ss_widget(window), GTK_DIR_TAB_FORWARD) == 0 {
            _ = gtk_widget_child_focus(ss_widget(window), GTK_DIR_TAB_FORWARD)
        }
    }

    private func pressed(_ keyval: UInt32) -> Bool {
        guard isOn, let name = gdk_keyval_name(gdk_keyval_to_lower(keyval)),
              KeyName.normalised(String(cString: name)) == KeyName.normalised(selectKey) else { return false }
        guard let (card, state) = intents.focusedCard() else {
            // Anything else with focus is pressed the usual way; the scan starts its interval again.
            reset()
            restartTimer()
            return false
        }
        // The switch is a key press GTK never saw: show the ring as any key press would.
        gtk_window_set_focus_visible(window, 1)
        gtk_widget_queue_draw(card.widget)
        let choice = scan.press(onCard: card.number, actions: intents.describer().cardActions(state))
        restartTimer()
        switch choice {
        case nil: intents.showOffer(offer)
        case .back?: intents.showOffer(nil)
        case .action(let action)?:
            intents.showOffer(nil)
            intents.move(action.move(card: card.number))
        }
        return true
    }

    /// The open card and the choice reached, as the level screen shows and says it.
    private var offer: ScanOffer? {
        guard let card = scan.openCard, let option = scan.currentOption,
              let state = intents.cardState(card) else { return nil }
        let words = intents.describer().words
        return ScanOffer(card: card, label: words.scanOptionLabel(option, pinned: state.isPinned),
                         spoken: words.scanOffer(option, pinned: state.isPinned))
    }

    private func activeWindow() -> UnsafeMutablePointer<GtkWindow>? {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var node = list
        while let current = node {
            if let data = current.pointee.data {
                let window = ss_window(data)!
                if gtk_window_is_active(window) != 0, gtk_widget_get_visible(ss_widget(window)) != 0 { return window }
            }
            node = current.pointee.next
        }
        return window
    }
}

/// What switch scanning needs from the game: the card with focus and its state, the words, and
/// where its choices go.
struct ScanIntents {
    /// The focused card and its state, if a card has keyboard focus.
    var focusedCard: @MainActor () -> (view: CardView, state: CardState)?
    var cardState: @MainActor (Int) -> CardState?
    var describer: @MainActor () -> AccessibilityDescriber
    /// Shows (or, with nil, clears) the choice offered on an open card.
    var showOffer: @MainActor (ScanOffer?) -> Void
    var move: @MainActor (Move) -> Void
}

/// What a card shows while the scan offers one of its choices.
struct ScanOffer {
    var card: Int
    /// Drawn on the card: "Add to board".
    var label: String
    /// Said by the screen reader: "Add to board. Press your switch to choose."
    var spoken: String
}
