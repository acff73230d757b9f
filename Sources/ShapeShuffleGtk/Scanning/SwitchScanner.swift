import CGtk
import ShapeShuffleCore

/// Switch scanning in the window: focus moves to the next element of whichever window is active
/// — so it moves into a dialog while one is open and the level underneath waits — by itself
/// (one switch) or on the step switch (two switches). The select switch presses what has focus;
/// on a card it opens the card's choices, which the core's `SwitchScan` steps through. Every
/// timing rule (interval, cool-down, pause, stopping) is the core's `ScanRhythm`; this class only
/// runs its timer, listens to the switches and moves focus.
@MainActor
final class SwitchScanner {
    private let window: UnsafeMutablePointer<GtkWindow>
    private let intents: ScanIntents
    private var scan = SwitchScan()
    private var rhythm = ScanRhythm()
    private var timer: UInt32 = 0
    /// The class every window wears for the scan's ring, as the core chose it; nil while off.
    private var windowClass: String?
    private(set) var isOn = false
    /// Where the current round began (the window and its focus when the scan last started or
    /// selected): the scan is back there after one round. GTK wraps a window's focus chain
    /// itself, so the end of the chain cannot be told apart from any other step.
    private var roundStart: (window: UnsafeMutablePointer<GtkWindow>, focus: UnsafeMutablePointer<GtkWidget>?)?
    /// Every toplevel the switches are listened to on: dialogs are windows of their own.
    private var watched: Set<UnsafeMutablePointer<GtkWindow>> = []

    init(window: UnsafeMutablePointer<GtkWindow>, intents: ScanIntents) {
        self.window = window
        self.intents = intents
        listen(to: window)
        let toplevels = gtk_window_get_toplevels()!
        Signal.connect(UnsafeMutableRawPointer(toplevels), .itemsChanged) { [unowned self] in listenToNewWindows() }
    }

    /// Follows Settings: on or off, the method, the timing, the switches and auditory scanning.
    func configure(_ settings: Settings) {
        let timingChanged = rhythm.restarts(wasOn: isOn, for: settings)
        isOn = settings.scanningEnabled
        if timingChanged {
            rhythm = ScanRhythm(settings)
            rhythm.start(at: now)
            schedule()
        }
        if !isOn { reset() }
        windowClass = Theme.scanWindowStyleClass(for: settings)
        watched.forEach(markScanning)
    }

    /// The child's settings as they are now, read where a switch is pressed or an item is said.
    private var settings: Settings { intents.settings() }

    /// What GTK draws itself (text buttons, check boxes, spin buttons) takes the scan's ring from
    /// the style sheet, through a class naming the scan's colour on each window while scanning is on.
    private func markScanning(_ toplevel: UnsafeMutablePointer<GtkWindow>) {
        for other in ScanColour.allCases.map(\.windowStyleClass) where other != windowClass {
            gtk_widget_remove_css_class(ss_widget(toplevel), other)
        }
        windowClass.map { gtk_widget_add_css_class(ss_widget(toplevel), $0) }
    }

    /// The screen changed under the scan: any open card is closed.
    func reset() {
        roundStart = nil
        guard scan.openCard != nil else { return }
        scan.reset()
        intents.showOffer(nil)
    }

    // MARK: Listening to the switches

    private func listenToNewWindows() {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var node = list
        while let current = node {
            if let data = current.pointee.data, let toplevel = ss_window(data), !watched.contains(toplevel) {
                listen(to: toplevel)
            }
            node = current.pointee.next
        }
    }

    private func listen(to toplevel: UnsafeMutablePointer<GtkWindow>) {
        watched.insert(toplevel)
        markScanning(toplevel)
        // Forget the window when it goes, so a new one at the same address is listened to again.
        g_object_weak_ref(ss_object(toplevel), { data, gone in
            guard let data, let gone else { return }
            let scanner = Unmanaged<SwitchScanner>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { _ = scanner.watched.remove(UnsafeMutableRawPointer(gone).assumingMemoryBound(to: GtkWindow.self)) }
        }, Unmanaged.passUnretained(self).toOpaque())
        let keys = gtk_event_controller_key_new()!
        // Capture: the switch must reach the scanner before a card's own Space binding or a button.
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connect(keys.raw, .keyPressed) { [unowned self] keyval, _ in keyPressed(keyval) }
        gtk_widget_add_controller(ss_widget(toplevel), ss_controller(keys.raw))
        // Any button, in the capture phase: a switch's click is claimed here, so nothing under the
        // pointer sees it as a click.
        let mouse = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(ss_gesture_single(mouse.raw), 0)
        gtk_event_controller_set_propagation_phase(ss_controller(mouse.raw), GTK_PHASE_CAPTURE)
        Signal.connect(mouse.raw, .pressed) { [unowned self] _, _, _ in
            let button = gtk_gesture_single_get_current_button(ss_gesture_single(mouse.raw))
            guard isOn, let role = settings.scanningMouseSwitch.role(ofButton: button) else { return }
            gtk_gesture_set_state(ss_gesture(mouse.raw), GTK_EVENT_SEQUENCE_CLAIMED)
            pressed(role)
        }
        gtk_widget_add_controller(ss_widget(toplevel), ss_controller(mouse.raw))
    }

    private func keyPressed(_ keyval: UInt32) -> Bool {
        guard isOn, let raw = gdk_keyval_name(gdk_keyval_to_lower(keyval)) else { return false }
        guard let role = settings.scanSwitch(forKey: String(cString: raw)) else { return false }
        pressed(role)
        return true
    }

    // MARK: What a press does

    private func pressed(_ role: ScanSwitch) {
        guard let window = activeWindow() else { return }
        // The switch is a press GTK never saw as a key: show the ring as any key press would.
        gtk_window_set_focus_visible(window, 1)
        let response = rhythm.press(role, at: now)
        if response != .ignored { roundStart = nil }
        switch response {
        case .ignored:
            return
        case .restarted:
            sayCurrentItem()
        case .step:
            step()
        case .select:
            select(in: window)
        }
        schedule()
    }

    private func select(in window: UnsafeMutablePointer<GtkWindow>) {
        let focused = intents.focusedCard()
        let card = focused.map { (number: $0.view.number, actions: intents.describer().cardActions($0.state)) }
        switch scan.select(focusedCard: card, inGameWindow: window == self.window) {
        case .pressFocus:
            reset()
            if let focus = gtk_window_get_focus(window) { _ = gtk_widget_activate(focus) }
            sayCurrentItem(afterWhatIsSaid: true)
        case .openedCard:
            focused.map { gtk_widget_queue_draw($0.view.widget) }
            intents.showOffer(offer)
            sayCurrentItem()
        case .chose(let option):
            focused.map { gtk_widget_queue_draw($0.view.widget) }
            intents.showOffer(nil)
            guard case .action(let action) = option, let number = card?.number else { return }
            intents.move(action.move(card: number))
            // Where the scan now rests, after what the move says: a player scanning by ear hears
            // it during the pause and need not wait a whole round for it.
            sayCurrentItem(afterWhatIsSaid: true)
        }
    }

    // MARK: Moving on

    private var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// A timer to the rhythm's next step, if anything moves by itself.
    private func schedule() {
        MainLoop.cancel(timer)
        timer = 0
        guard isOn, let due = rhythm.nextStepTime else { return }
        let wait = max(0, due - now)
        timer = MainLoop.after(milliseconds: UInt32(wait * 1000)) { [unowned self] in
            timer = 0
            if rhythm.tick(at: now) { step() }
            schedule()
        }
    }

    /// The next item: the open card's next choice, or the next element of the active window.
    private func step() {
        var wrapped = false
        if scan.advance() {
            intents.showOffer(offer)
            wrapped = scan.currentOption == scan.firstOption
        } else if let window = activeWindow() {
            if roundStart?.window != window { roundStart = (window, gtk_window_get_focus(window)) }
            gtk_window_set_focus_visible(window, 1)
            // Where GTK clears focus at the end of the chain and returns false, the next call wraps.
            if gtk_widget_child_focus(ss_widget(window), GTK_DIR_TAB_FORWARD) == 0 {
                _ = gtk_widget_child_focus(ss_widget(window), GTK_DIR_TAB_FORWARD)
            }
            wrapped = gtk_window_get_focus(window) == roundStart?.focus
        }
        if wrapped, rhythm.wrappedAround() {
            intents.announce(intents.describer().words.text(.scanningStopped))
            return
        }
        sayCurrentItem()
    }

    /// Auditory scanning: the game's voice says the item the scan has reached (the voice itself
    /// stays silent while a screen reader runs, which says it already).
    private func sayCurrentItem(afterWhatIsSaid queued: Bool = false) {
        let item = SwitchScan.itemSaid(settings, offer: offer) {
            activeWindow().flatMap { gtk_window_get_focus($0) }.flatMap(intents.itemName)
        }
        if let item { intents.sayItem(item, !queued) }
    }

    /// The open card, its choices and the one reached, as the level screen shows and says them.
    private var offer: ScanOffer? {
        guard let card = scan.openCard, let state = intents.cardState(card) else { return nil }
        return scan.offer(words: intents.describer().words, pinned: state.isPinned)
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

/// What switch scanning needs from the game: the card with focus and its state, the words, where
/// its choices go, and how to say things.
struct ScanIntents {
    var settings: @MainActor () -> Settings
    /// The focused card and its state, if a card has keyboard focus.
    var focusedCard: @MainActor () -> (view: CardView, state: CardState)?
    var cardState: @MainActor (Int) -> CardState?
    var describer: @MainActor () -> AccessibilityDescriber
    /// Shows (or, with nil, clears) the choice offered on an open card.
    var showOffer: @MainActor (ScanOffer?) -> Void
    var move: @MainActor (Move) -> Void
    /// The name of a focused widget, as its accessible name gives it.
    var itemName: @MainActor (UnsafeMutablePointer<GtkWidget>) -> String?
    /// Auditory scanning: the game's voice says an item, cutting off the previous line (or, when
    /// told not to interrupt, after what a move says).
    var sayItem: @MainActor (_ name: String, _ interrupting: Bool) -> Void
    /// Said to everyone: through the screen reader on the focused element and by the game's voice.
    var announce: @MainActor (String) -> Void
}
