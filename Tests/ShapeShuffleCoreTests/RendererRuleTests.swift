import Testing
@testable import ShapeShuffleCore

@Suite("Renderer choice")
struct RendererRuleTests {
    /// Renderer strings as glGetString(GL_RENDERER) or GLX_MESA_query_renderer give them, and
    /// driver names as EGL_MESA_query_driver gives them.
    static let software = [
        "llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer", "swrast", "kms_swrast",
        "Microsoft Basic Render Driver", "Apple Software Renderer", "SwiftShader Device (LLVM 10.0.0)",
        "D3D12 (Microsoft Basic Render Driver)",
    ]
    static let gpu = [
        "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)",
        "NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2", "virgl (Mesa Intel(R) Xe Graphics)", "iris", "radeonsi",
        "Mali-G52 (Panfrost)", "D3D12 (NVIDIA GeForce RTX 3060)", "Apple M1",
    ]

    @Test(arguments: software)
    func openGLDrawnInSoftwareGetsCairo(renderer: String) {
        let decision = RendererRule.decide(userSetting: nil, glRenderer: renderer)
        #expect(decision.renderer == "cairo")
        #expect(decision.diagnostic.hasPrefix("renderer: cairo ("))
        #expect(decision.diagnostic.contains(renderer))
    }

    @Test(arguments: gpu)
    func aRealGPUKeepsGTKsDefault(renderer: String) {
        let decision = RendererRule.decide(userSetting: nil, glRenderer: renderer)
        #expect(decision.renderer == nil)
        #expect(decision.diagnostic.hasPrefix("renderer: GTK's default (OpenGL on a GPU"))
    }

    @Test func gskRendererSetByTheUserAlwaysWins() {
        for asked in ["gl", "cairo", "ngl", "vulkan"] {
            let decision = RendererRule.decide(userSetting: asked, glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)")
            #expect(decision.renderer == nil, "the game must not override GSK_RENDERER=\(asked)")
            #expect(decision.reason.contains("GSK_RENDERER=\(asked)"))
        }
        // Set but empty is not a choice: GTK ignores it too.
        #expect(RendererRule.decide(userSetting: "", glRenderer: "llvmpipe").renderer == "cairo")
    }

    @Test func withoutOpenGLGTKChoosesAlone() {
        #expect(RendererRule.decide(userSetting: nil, glRenderer: nil).renderer == nil)
    }

    @Test func theDiagnosticLineIsAskedForByName() {
        #expect(RendererRule.wantsDiagnostic(["SHAPE_SHUFFLE_DEBUG": "renderer"]))
        #expect(RendererRule.wantsDiagnostic(["SHAPE_SHUFFLE_DEBUG": "voice,renderer"]))
        #expect(RendererRule.wantsDiagnostic(["SHAPE_SHUFFLE_DEBUG": "all"]))
        #expect(!RendererRule.wantsDiagnostic(["SHAPE_SHUFFLE_DEBUG": "renderers"]))
        #expect(!RendererRule.wantsDiagnostic([:]))
    }
}
