import CGtk
import ShapeShuffleCore

/// What a card asks of its screen. The card decides nothing: it reports intents.
struct CardIntents {
    var move: @MainActor (Move) -> Void
    var openMenu: @MainActor (CardView) -> Void
}

/// One card on screen: a focusable self-drawn widget with the button role and the installed
/// actions flip, add and pin (AT-SPI lists them; key bindings and the actions menu use them).
@MainActor
final class CardView: DrawnWidgetOwner, FrameAnimated {
    private let handle: WidgetHandle
    var widget: UnsafeMutablePointer<GtkWidget> { handle.pointer }
    private(set) var state: CardState
    private var appearance: Appearance
    private let intents: CardIntents
    private let accessibleText = AccessibleText()
    /// The choices switch scanning offers on this card, drawn over it.
    private var offer: ScanOffer?
    /// Show me's ring: this card fills an unfilled slot.
    private(set) var isRung = false
    private var motion: CardMotion?
    /// What the last move shows on this card for a moment (`CardMark`), and when it goes.
    private var mark: CardMark?
    private var markTimer: UInt32 = 0
    /// The state drawn during the first half of a flip.
    private var previousState: CardState
    /// What a face shows; its texture is kept until that changes.
    private struct Face: Equatable {
        var state: CardState
        var appearance: Appearance
        var offer: ScanOffer?
    }
    /// The face a turn starts from and the one it ends on, kept so a turn paints nothing again.
    private let faces = KeptDrawing<Face>(capacity: 2)

    var number: Int { state.card.number }

    init(state: CardState, appearance: Appearance, size: (width: Int32, height: Int32), intents: CardIntents) {
        self.state = state
        previousState = state
        self.appearance = appearance
        self.intents = intents
        handle = WidgetHandle(ss_widget_new_with_role(DrawnWidgetType.card, GTK_ACCESSIBLE_ROLE_BUTTON))
        DrawnWidgetLink.attach(self, to: widget)
        gtk_widget_set_size_request(widget, size.width, size.height)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        Signal.connect(widget, .stateFlagsChanged) { [widget] in gtk_widget_queue_draw(widget) }
        attachKeys()
        // Weak: a gesture can still fire after its screen has gone (a long press times out on a
        // card that Escape has just taken off screen while the button is held), and then there is
        // no card left to act on.
        PointerGestures(
            onClick: { [weak self] in self?.perform(.flip) },
            onDoubleClick: { [weak self] in self?.perform(.add) },
            onHold: { [weak self] in self?.perform(.pin) },
            onSecondaryClick: { [intents, weak self] in if let self { intents.openMenu(self) } }
        ).attach(to: widget)
    }

    isolated deinit {
        MainLoop.cancel(markTimer)
        DrawnWidgetLink.detach(widget)
    }

    /// Shows a new state and says it: name, description and which actions can be used now.
    func show(_ state: CardState, described: AccessibleDescription, appearance: Appearance, offer: ScanOffer? = nil) {
        // Only a card whose face changed is repainted; a move touches one or two of sixteen.
        let needsPaint = state != self.state || appearance != self.appearance || offer != self.offer
        // A mark belongs to the move that made it: the card's next move takes it off.
        let drawn = shownState
        if mark != nil, state != self.state { endMark() }
        if state.turnsOver(from: drawn, reducedMotion: appearance.reducedMotion) {
            previousState = drawn
            animate(.flip)
        }
        self.state = state
        self.offer = offer
        self.appearance = appearance
        accessibleText.apply(name: described.name, description: described.description, to: widget)
        for action in described.actions {
            gtk_widget_action_set_enabled(widget, action.action.widgetActionName, action.isEnabled ? 1 : 0)
        }
        // A card on the board does nothing more: it leaves the keyboard's path but stays readable.
        gtk_widget_set_sensitive(widget, described.isFocusable ? 1 : 0)
        gtk_widget_set_focusable(widget, described.isFocusable ? 1 : 0)
        if needsPaint { gtk_widget_queue_draw(widget) }
    }

    /// Says `described` again through the screen reader, even if nothing changed since last time.
    func announce(_ described: AccessibleDescription) {
        accessibleText.reannounce(description: described.description, to: widget)
    }

    /// Puts Show me's ring on the card, or takes it off.
    func ring(_ on: Bool) {
        guard on != isRung else { return }
        isRung = on
        gtk_widget_queue_draw(widget)
    }

    func resize(width: Int32, height: Int32) { gtk_widget_set_size_request(widget, width, height) }

    /// Shows what the move just made means on this card for `mark.seconds`. A wrong card stays
    /// face up under its cross and turns back only when the mark goes.
    func showMark(_ mark: CardMark) {
        endMark()
        // The turn back the new state began waits for the mark's end.
        if motion?.kind == .flip { motion = nil }
        self.mark = mark
        gtk_widget_queue_draw(widget)
        markTimer = MainLoop.after(milliseconds: UInt32(mark.seconds * 1000)) { [weak self] in
            guard let self else { return }
            markTimer = 0
            let drawn = shownState
            endMark()
            if state.turnsOver(from: drawn, reducedMotion: appearance.reducedMotion) {
                previousState = drawn
                animate(.flip)
            }
        }
    }

    /// The card as it is drawn now: its state, or the face its mark keeps.
    private var shownState: CardState { mark?.shownState(of: state) ?? state }

    private func endMark() {
        MainLoop.cancel(markTimer)
        markTimer = 0
        guard mark != nil else { return }
        mark = nil
        gtk_widget_queue_draw(widget)
    }

    /// The gentle "not this one" shake after a mistake (none with reduced motion).
    func shake() {
        if !appearance.reducedMotion { animate(.shake) }
    }

    private func animate(_ kind: CardMotion.Kind) {
        let running = motion != nil
        // Begun one frame ago, so the very next frame already shows the card moving.
        motion = CardMotion(kind: kind, start: FrameTicks.now(of: widget) - CardMotion.frameMicroseconds)
        gtk_widget_queue_draw(widget)
        if !running { FrameTicks.start(on: widget) }
    }

    func frame(at time: Int64) -> Bool {
        guard var current = motion else { return false }
        let going = current.advance(to: time)
        motion = going ? current : nil
        gtk_widget_queue_draw(widget)
        return going
    }

    /// The face, its motion, the rings, then the mark: the ring stays still while the card turns or
    /// shakes.
    func snapshot(_ snapshot: OpaquePointer, width: Double, height: Double) {
        let shown = Face(state: motion?.showsOldFace == true ? previousState : shownState, appearance: appearance, offer: offer)
        let face = faces.node(for: shown, width: width, height: height) {
            CardPainter.draw(shown.state, on: $0, width: width, height: height, appearance: shown.appearance,
                             offer: shown.offer)
        }
        if let motion {
            let texture = face.flatMap { rendersWithCairo ? nil : faces.texture(of: $0) }
            KeptDrawingSnapshot.append(face, to: snapshot, width: width, height: height,
                                       horizontalScale: motion.horizontalScale, offset: motion.horizontalOffset,
                                       texture: texture)
        } else {
            KeptDrawingSnapshot.append(face, to: snapshot)
        }
        if state.wearsShowMeRing(rung: isRung) {
            KeptDrawingSnapshot.append(ShowMeRingPainter.node(width: width, height: height, theme: appearance.theme), to: snapshot)
        }
        if WidgetOnScreen.hasVisibleFocus(widget) {
            let ring = CardPainter.focusRing(width: width, height: height)
            KeptDrawingSnapshot.append(RingDrawings.node(ring.shape, around: ring.body, width: width, height: height,
                                                         look: appearance.ring),
                                       to: snapshot)
        }
        // The mark goes over every ring: a switch scan's wide band reaches into the card, and a
        // child must still see the red border of a wrong card under it.
        if let mark {
            KeptDrawingSnapshot.append(CardMarkPainter.node(mark, width: width, height: height, theme: appearance.theme), to: snapshot)
        }
    }

    /// Whether GTK draws this card's window with its cairo renderer (else GL, or Vulkan).
    private var rendersWithCairo: Bool {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else { return true }
        return g_type_check_instance_is_a(UnsafeMutablePointer(renderer), gsk_cairo_renderer_get_type()) != 0
    }

    /// One of the card's installed actions ran (a key binding, AT-SPI, the actions menu).
    func perform(action name: String) {
        guard let action = CardAction(widgetActionName: name) else { return }
        perform(action)
    }

    private func perform(_ action: CardAction) {
        intents.move(action.move(card: number))
    }

    /// Shift+F10 and the Menu key open the actions menu, as in every GTK program.
    private func attachKeys() {
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys.raw, .keyPressed) { [unowned self] keyval, modifiers in
            guard GameAction.cardMenu.matches(keyval: keyval, modifiers: modifiers) else { return false }
            intents.openMenu(self)
            return true
        }
        gtk_widget_add_controller(widget, ss_controller(keys.raw))
    }
}
