import CGtk
import ShapeShuffleCore

/// The guided first level's clock: a tick every `stepMilliseconds`, slow enough to watch and hear,
/// at which the core plays its next step. Any key or click in the window stops it at once and
/// hands over; the key or click does nothing else. The steps, their words and their end are the core's.
@MainActor
final class GuidedLevelPlayer {
    /// About the time the game's voice takes to say one step.
    static let stepMilliseconds: UInt32 = 1800

    private let window: UnsafeMutablePointer<GtkWidget>
    private let tick: @MainActor () -> Void
    private let handOver: @MainActor () -> Void
    private var timer: UInt32 = 0
    /// While a tick runs: a stop then ends the timer by its return, not by removing it.
    private var ticking = false
    private var controllers: [OpaquePointer] = []
    private(set) var isRunning = false

    init(window: UnsafeMutablePointer<GtkWidget>, tick: @escaping @MainActor () -> Void, handOver: @escaping @MainActor () -> Void) {
        self.window = window
        self.tick = tick
        self.handOver = handOver
    }

    func start() {
        isRunning = true
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(ss_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connect(keys.raw, .keyPressed) { [weak self] _, _ in
            self?.stop()
            return true
        }
        let clicks = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(ss_gesture_single(clicks.raw), 0)
        gtk_event_controller_set_propagation_phase(ss_controller(clicks.raw), GTK_PHASE_CAPTURE)
        Signal.connect(clicks.raw, .pressed) { [weak self] _, _, _ in
            // Claimed, so the click reaches no card or button under it.
            gtk_gesture_set_state(OpaquePointer(clicks.raw), GTK_EVENT_SEQUENCE_CLAIMED)
            self?.stop()
        }
        for controller in [ss_controller(keys.raw), ss_controller(clicks.raw)].compactMap({ $0 }) {
            gtk_widget_add_controller(window, controller)
            controllers.append(controller)
        }
        timer = MainLoop.every(milliseconds: Self.stepMilliseconds) { [weak self] in
            guard let self, isRunning else { return false }
            ticking = true
            tick()
            ticking = false
            return isRunning
        }
    }

    /// Stops at once and hands over. The controllers go, and the screen is rebuilt, only once
    /// this event is done with: GTK is still running the controller that stopped it, and removing
    /// it now frees it under GTK's feet.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        if !ticking { MainLoop.cancel(timer) }
        timer = 0
        let controllers = controllers
        self.controllers = []
        MainLoop.idle { [window, handOver] in
            for controller in controllers { gtk_widget_remove_controller(window, controller) }
            handOver()
        }
    }
}
