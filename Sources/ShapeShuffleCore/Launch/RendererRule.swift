/// Which of GTK's renderers the game asks for, decided once at start-up.
///
/// Where OpenGL is drawn in software by the CPU (Mesa's llvmpipe, softpipe or swrast, and the
/// like), GTK's GL renderer redraws the whole window on every frame, while its cairo renderer
/// repaints only what changed: on such a machine cairo starts sooner, needs less memory and
/// answers a key sooner. On a real GPU, GL stays. `GSK_RENDERER` set by the user always wins.
public enum RendererRule {
    /// What the rule decided and why; `renderer` is the value for `GSK_RENDERER`, or nil to
    /// leave GTK's own choice alone.
    public struct Decision: Equatable, Sendable {
        public var renderer: String?
        public var reason: String

        /// One line for `SHAPE_SHUFFLE_DEBUG=renderer`, such as
        /// `renderer: cairo (OpenGL here is drawn in software: llvmpipe (LLVM 15.0.6, 256 bits))`.
        public var diagnostic: String {
            "renderer: \(renderer ?? "GTK's default") (\(reason))"
        }
    }

    /// `userSetting` is `GSK_RENDERER` as found; `glRenderer` is what the display's OpenGL says
    /// it is (its renderer string, or the driver's name), nil when there is no OpenGL at all.
    public static func decide(userSetting: String?, glRenderer: String?) -> Decision {
        if let userSetting, !userSetting.isEmpty {
            return Decision(renderer: nil, reason: "GSK_RENDERER=\(userSetting) set by the user")
        }
        guard let glRenderer else {
            return Decision(renderer: nil, reason: "no OpenGL found; GTK falls back on its own")
        }
        if isSoftware(glRenderer) {
            return Decision(renderer: "cairo", reason: "OpenGL here is drawn in software: \(glRenderer)")
        }
        return Decision(renderer: nil, reason: "OpenGL on a GPU: \(glRenderer)")
    }

    /// Renderer strings and driver names of OpenGL drawn by the CPU: Mesa's llvmpipe, softpipe,
    /// swrast and kms_swrast (EGL names the driver, not the renderer), Windows' WARP ("Microsoft
    /// Basic Render Driver") under WSL, Apple's software renderer, and old "Software Rasterizer".
    public static func isSoftware(_ glRenderer: String) -> Bool {
        let text = glRenderer.lowercased()
        return softwareMarks.contains { text.contains($0) }
    }

    private static let softwareMarks = [
        "llvmpipe", "softpipe", "swrast", "software rasterizer", "microsoft basic render",
        "apple software renderer", "swiftshader",
    ]

    /// The environment variable that asks for the diagnostic line, and the word that does.
    public static let debugVariable = "SHAPE_SHUFFLE_DEBUG"

    /// Whether `SHAPE_SHUFFLE_DEBUG` (a comma- or space-separated list) asks for the line.
    public static func wantsDiagnostic(_ environment: [String: String]) -> Bool {
        guard let value = environment[debugVariable] else { return false }
        return value.split(whereSeparator: { $0 == "," || $0 == " " }).contains { $0 == "renderer" || $0 == "all" }
    }
}
