import CGtk

/// The signals the front connects most, each named once with its C signature, so a call site says
/// only which signal and what to do: `Signal.connect(button, .clicked) { … }`.
extension Signal {
    struct Typed<Handler> {
        fileprivate let name: String
        fileprivate let shape: Shape<Handler>
    }

    @discardableResult
    static func connect<Handler>(_ instance: gpointer, _ signal: Typed<Handler>, _ handler: Handler) -> gulong {
        connect(instance, signal.name, signal.shape, handler)
    }
}

extension Signal.Typed where Handler == Signal.Plain {
    /// GtkButton's press, by pointer, key or an accessibility action.
    static var clicked: Self { Self(name: "clicked", shape: .plain) }
    /// A GtkCheckButton or GtkToggleButton that changed state.
    static var toggled: Self { Self(name: "toggled", shape: .plain) }
    /// Enter in a GtkEntry or GtkSearchEntry.
    static var activate: Self { Self(name: "activate", shape: .plain) }
    /// A GSimpleAction run; the game's actions take no parameter.
    static var actionActivate: Self { Self(name: "activate", shape: .ignoringOne) }
    /// A GtkSpinButton's new value.
    static var valueChanged: Self { Self(name: "value-changed", shape: .plain) }
    /// A widget's state flags (focus, hover, pressed …) changed.
    static var stateFlagsChanged: Self { Self(name: "state-flags-changed", shape: .ignoringOne) }
    /// A widget now mapped (a popover shown on screen).
    static var map: Self { Self(name: "map", shape: .plain) }
    /// A GtkPopover that closed.
    static var closed: Self { Self(name: "closed", shape: .plain) }
    /// A GListModel's items changed, for a handler that looks again itself.
    static var itemsChanged: Self { Self(name: "items-changed", shape: .itemsChanged) }
}

extension Signal.Typed where Handler == Signal.Key {
    /// GtkEventControllerKey's key press; returning true stops the key here.
    static var keyPressed: Self { Self(name: "key-pressed", shape: .key) }
}

extension Signal.Typed where Handler == Signal.Click {
    /// GtkGestureClick's press, with how many presses in a row and where.
    static var pressed: Self { Self(name: "pressed", shape: .click) }
    /// GtkGestureClick's release.
    static var released: Self { Self(name: "released", shape: .click) }
}

extension Signal.Typed where Handler == Signal.Release {
    /// GtkGestureClick's release of a press it no longer follows (it was reset while held).
    static var unpairedRelease: Self { Self(name: "unpaired-release", shape: .release) }
}

extension Signal.Typed where Handler == Signal.Point {
    /// GtkGestureLongPress's press held long enough, and where.
    static var held: Self { Self(name: "pressed", shape: .point) }
    /// GtkEventControllerMotion: the pointer at (x, y) in the widget.
    static var motion: Self { Self(name: "motion", shape: .point) }
}

extension Signal.Typed where Handler == Signal.Decide {
    /// GtkWindow's close request; returning true keeps the window open.
    static var closeRequest: Self { Self(name: "close-request", shape: .decide) }
}

extension Signal.Typed where Handler == Signal.ListItem {
    /// GtkSignalListItemFactory: a new row's widgets to make.
    static var setup: Self { Self(name: "setup", shape: .listItem) }
    /// GtkSignalListItemFactory: a row to show an item in.
    static var bind: Self { Self(name: "bind", shape: .listItem) }
}
