import Testing
@testable import ShapeShuffleCore

@Suite("Arrow keys in a grid")
struct NavigationTests {
    // 3 columns, 8 cells:  0 1 2 / 3 4 5 / 6 7
    let grid = GridNavigation(count: 8, columns: 3)

    @Test func arrowsMoveOneCellAndStopAtTheEdges() {
        #expect(grid.target(from: 4, .left) == 3)
        #expect(grid.target(from: 4, .right) == 5)
        #expect(grid.target(from: 4, .up) == 1)
        #expect(grid.target(from: 4, .down) == 7)
        #expect(grid.target(from: 3, .left) == nil)
        #expect(grid.target(from: 2, .right) == nil)
        #expect(grid.target(from: 1, .up) == nil)
    }

    @Test func downIntoAShortLastRowTakesTheNearestCell() {
        #expect(grid.target(from: 5, .down) == 7)
    }

    @Test func homeAndEndGoToTheFirstAndLast() {
        #expect(grid.target(from: 4, .first) == 0)
        #expect(grid.target(from: 4, .last) == 7)
    }

    @Test func cardsOnTheBoardAreSkipped() {
        let gaps = GridNavigation(count: 8, columns: 3, isFocusable: { ![0, 4, 7].contains($0) })
        #expect(gaps.target(from: 3, .right) == 5)
        #expect(gaps.target(from: 1, .down) == 3 || gaps.target(from: 1, .down) == 5)
        #expect(gaps.target(from: 5, .first) == 1)
        #expect(gaps.target(from: 1, .last) == 6)
    }
}
