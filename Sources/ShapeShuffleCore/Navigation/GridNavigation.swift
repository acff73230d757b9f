/// A key that moves focus inside a grid of cards or level buttons.
public enum GridMove: Sendable, Hashable {
    case left, right, up, down, first, last
}

/// Where focus goes in a grid laid out in rows of `columns`, reading order, skipping the places
/// that cannot take focus (cards already on the board). Indices are zero-based.
public struct GridNavigation: Sendable {
    public let count: Int
    public let columns: Int
    public let isFocusable: @Sendable (Int) -> Bool

    public init(count: Int, columns: Int, isFocusable: @escaping @Sendable (Int) -> Bool = { _ in true }) {
        self.count = count
        self.columns = max(1, columns)
        self.isFocusable = isFocusable
    }

    /// The index focus moves to, or nil when there is nowhere to go (focus stays; no wrap, no trap).
    public func target(from index: Int, _ move: GridMove) -> Int? {
        switch move {
        case .first: return (0..<count).first(where: isFocusable)
        case .last: return (0..<count).reversed().first(where: isFocusable)
        case .left: return scanInRow(from: index, step: -1)
        case .right: return scanInRow(from: index, step: 1)
        case .up: return scanColumn(from: index, rowStep: -1)
        case .down: return scanColumn(from: index, rowStep: 1)
        }
    }

    private func scanInRow(from index: Int, step: Int) -> Int? {
        let row = index / columns
        let rowRange = (row * columns)..<min(count, (row + 1) * columns)
        var candidate = index + step
        while rowRange.contains(candidate) {
            if isFocusable(candidate) { return candidate }
            candidate += step
        }
        return nil
    }

    /// Moves a row at a time; in a row whose cell in this column is gone, takes the nearest one.
    private func scanColumn(from index: Int, rowStep: Int) -> Int? {
        let column = index % columns
        var row = index / columns + rowStep
        while row >= 0, row * columns < count {
            let rowRange = (row * columns)..<min(count, (row + 1) * columns)
            let nearest = rowRange.filter(isFocusable).min { abs($0 % columns - column) < abs($1 % columns - column) }
            if let nearest { return nearest }
            row += rowStep
        }
        return nil
    }
}
