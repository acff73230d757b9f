import Testing
import ShapeShuffleCore

@Suite("Distractors get closer as the levels rise")
struct GeneratorClosenessTests {
    private func distractors(_ level: Level) -> [Attribute] {
        let requirements = level.prompt.requirements
        return level.cards.map(\.attribute).filter { !requirements.contains($0) }
    }

    private func isClose(_ distractor: Attribute, in level: Level) -> Bool {
        level.prompt.requirements.contains { Closeness.isClose(distractor, to: $0) }
    }

    @Test("the tables hold orange by yellow, 3 by 2, rectangle by square, and are symmetric, never naming a value its own neighbour")
    func tables() {
        #expect(Closeness.isClose(.colour(.orange), to: .colour(.yellow)))
        #expect(Closeness.isClose(.count(3), to: .count(2)))
        #expect(Closeness.isClose(.shape(.rectangle), to: .shape(.square)))
        #expect(!Closeness.isClose(.colour(.blue), to: .colour(.yellow)))
        #expect(!Closeness.isClose(.count(5), to: .count(2)))
        for kind in AttributeKind.allCases {
            for a in kind.allAttributes {
                #expect(!Closeness.neighbours(of: a).isEmpty, "\(a) has no neighbour")
                #expect(!Closeness.isClose(a, to: a))
                for b in Closeness.neighbours(of: a) {
                    #expect(b.kind == a.kind)
                    #expect(Closeness.isClose(a, to: b), "\(a) ~ \(b) but not back")
                }
            }
        }
    }

    @Test("from the full-closeness level on, every close distractor of every requirement is dealt")
    func highLevelsDealEveryCloseOne() {
        for number in LevelRamp.fullClosenessLevel...(LevelRamp.fullClosenessLevel + 2000) {
            let level = LevelGenerator.level(number: number)
            let dealt = Set(level.cards.map(\.attribute))
            let close = level.prompt.requirements.flatMap(Closeness.neighbours(of:))
            let missing = close.filter { !dealt.contains($0) }
            if !missing.isEmpty { Issue.record("level \(number) leaves out \(missing)") }
        }
    }

    @Test("at high levels most distractors are close to what the prompt asks for")
    func highLevelsMostlyClose() {
        let levels = (5000..<6000).map(LevelGenerator.level(number:))
        let all = levels.flatMap { level in distractors(level).map { isClose($0, in: level) } }
        let share = Double(all.filter { $0 }.count) / Double(all.count)
        #expect(share > 0.5, "only \(share) of distractors are close")
    }

    @Test("the first levels deal only far distractors, and closeness rises in between")
    func lowLevelsAreFar() {
        for number in 1...3 {
            let level = LevelGenerator.level(number: number)
            #expect(!distractors(level).contains { isClose($0, in: level) }, "level \(number)")
        }
        #expect(LevelRamp.closeness(forLevel: 3) == 0)
        #expect(LevelRamp.closeness(forLevel: 7) > 0 && LevelRamp.closeness(forLevel: 7) < 1)
        let closeness = (1...20).map(LevelRamp.closeness(forLevel:))
        #expect(closeness == closeness.sorted())
    }
}
