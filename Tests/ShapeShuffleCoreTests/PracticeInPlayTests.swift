import Testing
import ShapeShuffleCore

@Suite("The practice in play: the file's for this run, else the saved one; a grown-up's choice is kept when it makes levels")
struct PracticeInPlayTests {
    static let saved = PracticeChoiceTests.choice(numbers: [1, 2])
    static let fromFile = PracticeChoiceTests.choice(numbers: [3, 4])

    @Test("--practice FILE plays over the saved practice, and the saved one plays without it")
    func fileFirst() {
        #expect(PracticeInPlay(saved: Self.saved, fromFile: Self.fromFile).choice == Self.fromFile)
        #expect(PracticeInPlay(saved: Self.saved, fromFile: nil).choice == Self.saved)
    }

    @Test("a new choice that makes levels is kept, to be saved, and plays instead of the file's")
    func newChoiceKept() {
        var practice = PracticeInPlay(saved: Self.saved, fromFile: Self.fromFile)
        let next = PracticeChoiceTests.choice(numbers: [5])
        let kept = practice.choose(next)
        #expect(kept)
        #expect(practice.choice == next && practice.saved == next && practice.fromFile == nil)
    }

    @Test("a choice that cannot make levels is not kept: what played before still plays")
    func brokenChoiceNotKept() {
        var practice = PracticeInPlay(saved: Self.saved, fromFile: Self.fromFile)
        let noNumbers = practice.choose(PracticeChoiceTests.choice(numbers: []))
        let tooFewCards = practice.choose(PracticeChoiceTests.choice(cards: 2))
        #expect(!noNumbers && !tooFewCards)
        #expect(practice.choice == Self.fromFile && practice.saved == Self.saved)
    }

    @Test("choosing what already plays is not saved again, and leaves the file's practice in play")
    func sameChoiceNotSaved() {
        var practice = PracticeInPlay(saved: Self.saved, fromFile: Self.fromFile)
        let fileAgain = practice.choose(Self.fromFile)
        #expect(!fileAgain)
        #expect(practice.fromFile == Self.fromFile)
        var withoutFile = PracticeInPlay(saved: Self.saved, fromFile: nil)
        let savedAgain = withoutFile.choose(Self.saved)
        #expect(!savedAgain)
    }
}
