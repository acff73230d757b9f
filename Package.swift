// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ShapeShuffle",
    products: [
        .executable(name: "shape-shuffle", targets: ["shape-shuffle"]),
    ],
    targets: [
        // GTK 4 through pkg-config; shim.h wraps the macros and variadic calls Swift cannot use.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The event sounds and the natural voice's clips: libcanberra (the voice speaks SSIP to
        // speech-dispatcher itself, in Swift).
        .systemLibrary(
            name: "CVoice",
            path: "Sources/CVoice",
            pkgConfig: "libcanberra",
            providers: [.apt(["libcanberra-dev", "libvorbis-dev"])]
        ),
        // The display's OpenGL renderer, asked before GTK picks its renderer (RendererRule): in C,
        // since the X11, GLX and EGL headers it needs must stay out of the Swift modules.
        .target(
            name: "CRendererProbe",
            dependencies: ["CGtk"],
            path: "Sources/CRendererProbe",
            linkerSettings: [.linkedLibrary("epoxy")]
        ),
        // The whole game: never imports CGtk, so it builds and tests anywhere Foundation does.
        .target(name: "ShapeShuffleCore", path: "Sources/ShapeShuffleCore"),
        .target(
            name: "ShapeShuffleGtk",
            dependencies: ["CGtk", "CVoice", "CRendererProbe", "ShapeShuffleCore"],
            path: "Sources/ShapeShuffleGtk"
        ),
        .executableTarget(
            name: "shape-shuffle",
            dependencies: ["ShapeShuffleGtk", "ShapeShuffleCore"],
            path: "Sources/shape-shuffle"
        ),
        // Stress tools (mk/stress.mk): the kill test's saver and the level-file fuzzer.
        .executableTarget(
            name: "save-torture",
            dependencies: ["ShapeShuffleCore"],
            path: "Sources/save-torture"
        ),
        .executableTarget(
            name: "level-fuzz",
            dependencies: ["ShapeShuffleCore"],
            path: "Sources/level-fuzz"
        ),
        // Every line the voice says, as JSON lines, for the voice tools (`make voice-check`).
        .executableTarget(
            name: "spoken-lines",
            dependencies: ["ShapeShuffleCore"],
            path: "Sources/spoken-lines"
        ),
        // The core's throughput for `make bench` (mk/bench.mk builds it with -c release).
        .executableTarget(
            name: "core-throughput",
            dependencies: ["ShapeShuffleCore"],
            path: "bench/core-throughput"
        ),
        .testTarget(
            name: "ShapeShuffleCoreTests",
            dependencies: ["ShapeShuffleCore"],
            path: "Tests/ShapeShuffleCoreTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
