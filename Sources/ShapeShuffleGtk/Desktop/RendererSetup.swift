import CGtk
import CRendererProbe
#if canImport(Glibc)
import Glibc
#endif
import ShapeShuffleCore

/// Applies `RendererRule` once, after GTK has opened the display and before the first window
/// is realized (GTK reads `GSK_RENDERER` when it makes the first window's renderer).
@MainActor
enum RendererSetup {
    static func apply(environment: [String: String]) {
        let began = g_get_monotonic_time()
        let userSetting = environment["GSK_RENDERER"]
        var found: String?
        var how = "not asked"
        if userSetting?.isEmpty ?? true {
            var name = [CChar](repeating: 0, count: 256)
            var way: UnsafePointer<CChar>?
            if ss_gl_renderer_name(&name, UInt(name.count), &way) != 0 {
                found = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            if let way { how = String(cString: way) }
        }
        let decision = RendererRule.decide(userSetting: userSetting, glRenderer: found)
        if let renderer = decision.renderer { g_setenv("GSK_RENDERER", renderer, 1) }
        if RendererRule.wantsDiagnostic(environment) {
            let microseconds = g_get_monotonic_time() - began
            let took = "\(microseconds / 1000).\(String(microseconds % 1000 / 10).leftPadded(to: 2)) ms"
            let line = Array("shape-shuffle: \(decision.diagnostic) [asked by: \(how), in \(took)]\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
