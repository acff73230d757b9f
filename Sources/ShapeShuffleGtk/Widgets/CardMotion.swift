import CGtk
import FoundationEssentials

/// The two movements a card makes: turning over, and a gentle shake when it was not in the prompt.
/// With reduced motion neither runs and the card simply shows its new state.
struct CardMotion {
    enum Kind { case flip, shake }

    static let flipSeconds = 0.24
    static let shakeSeconds = 0.42
    /// One frame at 60 Hz, in the frame clock's microseconds.
    static let frameMicroseconds: Int64 = 16_667

    let kind: Kind
    let start: Int64
    var progress: Double = 0

    var duration: Double { kind == .flip ? Self.flipSeconds : Self.shakeSeconds }

    /// Horizontal squeeze for a flip: the card narrows to an edge and opens on its other face.
    var horizontalScale: Double { kind == .flip ? max(0.02, abs(cos(.pi * progress))) : 1 }

    /// Sideways offset for a shake, dying away; it stays inside the focus ring's margin.
    var horizontalOffset: Double { kind == .shake ? sin(progress * 6 * .pi) * (1 - progress) * 6 : 0 }

    /// Whether the old face still shows (the first half of a flip).
    var showsOldFace: Bool { kind == .flip && progress < 0.5 }

    /// Advances to frame time `now` (µs); false once the motion is over.
    mutating func advance(to now: Int64) -> Bool {
        progress = min(1, Double(now - start) / (duration * 1_000_000))
        return progress < 1
    }
}

/// Frame-clock ticks for animating widgets, delivered to their Swift owner.
@MainActor
protocol FrameAnimated: AnyObject {
    /// Returns false when there is nothing left to animate.
    func frame(at time: Int64) -> Bool
}

@MainActor
enum FrameTicks {
    static func start(on widget: UnsafeMutablePointer<GtkWidget>) {
        _ = gtk_widget_add_tick_callback(widget, { widget, clock, _ in
            nonisolated(unsafe) let widget = widget, clock = clock
            return MainActor.assumeIsolated {
                guard let widget, let clock, let owner = DrawnWidgetLink.owner(of: widget) as? FrameAnimated else { return 0 }
                return owner.frame(at: Int64(gdk_frame_clock_get_frame_time(clock))) ? 1 : 0
            }
        }, nil, nil)
    }

    static func now(of widget: UnsafeMutablePointer<GtkWidget>) -> Int64 {
        Int64(gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_time($0) } ?? g_get_monotonic_time())
    }
}
