import ShapeShuffleCore

/// What in the front follows which settings. Each part that draws or acts on settings subscribes
/// here to the uses it follows (`SettingUse`: each row of the core's `SettingsTable` declares the
/// uses it changes), and a change reaches only the parts whose uses it touched, in the order they
/// subscribed, with the one `Settings` value they read. gnome-sudoku binds its widgets to
/// GSettings keys the same way.
@MainActor
final class SettingsSubscriptions {
    private var subscribers: [(uses: Set<SettingUse>, follow: @MainActor (Settings) -> Void)] = []

    func subscribe(to uses: Set<SettingUse>, _ follow: @escaping @MainActor (Settings) -> Void) {
        subscribers.append((uses, follow))
    }

    /// The settings changed in `uses` (every use for another child, or the desktop's new look).
    func changed(_ uses: Set<SettingUse>, settings: Settings) {
        for subscriber in subscribers where !subscriber.uses.isDisjoint(with: uses) { subscriber.follow(settings) }
    }
}
