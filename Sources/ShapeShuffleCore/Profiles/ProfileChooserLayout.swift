/// The sizes of "Who is playing?" for a window: big picture buttons, as many in a row as fit, and
/// fewer rows than columns where the window allows, so a handful of children fit without scrolling.
public struct ProfileChooserLayout: Hashable, Sendable {
    /// One button: the picture's tile and the name under it.
    public var button: Extent
    public var columns: Int
    public var spacing: Double

    public init(window: Extent, count: Int) {
        let count = max(1, count)
        spacing = (window.height * 0.03).clamped(to: 12...40).rounded(.down)
        let usableWidth = window.width - 64
        // The room under the title, with a margin.
        let usableHeight = window.height * 0.72
        var best = Extent(width: 0, height: 0), bestColumns = 1
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let byWidth = (usableWidth - spacing * Double(columns - 1)) / Double(columns)
            let byHeight = ((usableHeight - spacing * Double(rows - 1)) / Double(rows)) / 1.25
            let width = min(byWidth, byHeight, 320).rounded(.down)
            if width > best.width { best = Extent(width: width, height: (width * 1.25).rounded(.down)); bestColumns = columns }
        }
        // Never below a comfortable target, even if that means scrolling.
        if best.width < 120 {
            best = Extent(width: 120, height: 150)
            bestColumns = max(1, min(count, Int((usableWidth + spacing) / (best.width + spacing))))
        }
        button = best
        columns = bestColumns
    }
}
