import CGtk
import FoundationEssentials
import ShapeShuffleCore

/// Everything the program found out before GTK starts.
public struct LaunchContext {
    public var catalog: LevelCatalog
    public var dataDirectory: URL
    public var options: LaunchOptions
    public var environment: [String: String]
    /// The children's profiles, opened (and migrated) before GTK starts; nil plays the saves at
    /// the XDG folders as they are.
    public var profiles: ProfileSetup?
    /// The child `--profile` named.
    public var profile: ProfileID?
    /// `--practice FILE`, read and checked before GTK starts.
    public var practice: PracticeChoice?

    public init(catalog: LevelCatalog, dataDirectory: URL, options: LaunchOptions, environment: [String: String],
                profiles: ProfileSetup? = nil, profile: ProfileID? = nil) {
        (self.catalog, self.dataDirectory, self.options, self.environment, self.profiles, self.profile) =
            (catalog, dataDirectory, options, environment, profiles, profile)
    }
}

/// The GtkApplication: one window, the CSS, and the game controller.
@MainActor
public final class ShapeShuffleApplication {
    public nonisolated static let id = "io.github.shapeshuffle.ShapeShuffle"
    private let application: UnsafeMutablePointer<GtkApplication>
    private var controller: GameController?
    private let context: LaunchContext

    public init(context: LaunchContext) {
        self.context = context
        // The AT-SPI application name, by which screen readers and the tests find the game.
        g_set_prgname("shape-shuffle")
        application = gtk_application_new(Self.id, G_APPLICATION_NON_UNIQUE)
        Signal.connect(application, "activate", .plain) { [unowned self] in activate() }
    }

    /// Runs the main loop; returns the exit status.
    public func run() -> Int32 {
        let status = g_application_run(ss_gapplication(application), 0, nil)
        // However the window went (Quit, the window closed, the session ended), the lease goes with it.
        controller?.releaseLease()
        return status
    }

    private func activate() {
        if let controller {
            controller.present()
            return
        }
        if context.environment["SHAPE_SHUFFLE_TRACE_WIDGETS"] != nil { WidgetTrace.install() }
        RendererSetup.apply(environment: context.environment)
        loadStyle()
        TreeViewSearchGuard.install(tracing: context.environment["SHAPE_SHUFFLE_TRACE_WIDGETS"] != nil)
        ProgressChartView.tracing = context.environment["SHAPE_SHUFFLE_TRACE_WIDGETS"] != nil
        gtk_window_set_default_icon_name(Self.id)
        let profiles = context.profiles ?? ProfileStartup.open(base: SaveLocation(environment: context.environment))
        let current = context.profile ?? profiles.roster.profiles[0].id
        let location = profiles.location(of: current)
        let (admin, adminLog) = AdminDefaultsFile.load(environment: context.environment)
        for line in adminLog { ErrorLog.write(line) }
        let child = PlayerContext(
            at: location, catalog: context.catalog,
            origin: Preferences.Origin(systemLanguage: Language.fromEnvironment(context.environment),
                                       commandLineLanguage: context.options.language, admin: admin),
            practiceFromFile: context.practice)
        var deviceStore = SaveStore<DeviceSettings>.deviceSettings(at: profiles.deviceLocation, admin: admin)
        let grownUps = GrownUps(store: deviceStore, loaded: deviceStore.load(), commandLineKiosk: context.options.kiosk,
                                gateSeed: context.environment["SHAPE_SHUFFLE_GATE_SEED"].flatMap { UInt64($0) }, admin: admin)
        let controller = GameController(
            application: application, child: child,
            profiles: ProfileChoice(setup: profiles, current: current,
                                    opensOnChooser: context.profile == nil && profiles.asksWhoIsPlaying),
            startLevel: context.options.level, extraNotices: profiles.notices,
            grownUps: grownUps,
            recordedVoice: RecordedVoice.located(environment: context.environment, dataDirectory: context.dataDirectory.path))
        self.controller = controller
        releaseLeaseOnTermination()
        controller.startSchoolChecks(me: GameInstance.current(environment: context.environment), location: location,
                                     sound: SoundOutputFacts.look(environment: context.environment))
        controller.start()
    }

    /// A session that ends (log out, shut down) sends SIGTERM or SIGHUP: the game ends at once as
    /// before, but first gives up its lease, so the child's next login, here or on another
    /// computer, plays at once instead of waiting for the lease to go stale.
    private func releaseLeaseOnTermination() {
        for signal in [SIGTERM, SIGHUP] {
            let box = ClosureBox<() -> Void>.retained { [unowned self] in
                controller?.releaseLease()
                _exit(128 + signal)
            }
            g_unix_signal_add_full(G_PRIORITY_HIGH, signal, { data in
                MainActor.assumeIsolated { ClosureBox<() -> Void>.handler(in: data)() }
                return 0
            }, box, releaseClosureBox)
        }
    }

    private func loadStyle() {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_path(provider, context.dataDirectory.appendingPathComponent("Resources/style.css").path)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
