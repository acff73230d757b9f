import Testing
@testable import ShapeShuffleCore

/// Choosing and switching child, sent as actions: who plays after each, and what the front is
/// told to do, in order.
@Suite("Switching child")
struct ChildSwitchTests {
    static let ada = ProfileID(number: 1), ben = ProfileID(number: 2), cleo = ProfileID(number: 3)

    static func roster(_ ids: [ProfileID]) -> Roster {
        Roster(profiles: ids.map { Profile(id: $0, name: "Child \($0.number)", picture: .cat) })
    }

    @Test("The chooser lets the saves go and holds back --level; choosing another child plays as them, then opens that level once")
    func chooseAnother() {
        var switcher = ChildSwitch(current: Self.ada)
        #expect(switcher.send(.chooserShown(thenLevel: 7)) == [.releaseSaves])
        #expect(switcher.send(.chose(Self.ben)) == [.changeChild(Self.ben), .playSaves(Self.ben), .tellIfVoiceIsOff, .show(.level(7))])
        #expect(switcher.current == Self.ben)
        // The level was held back for one choice only.
        _ = switcher.send(.chooserShown(thenLevel: nil))
        #expect(switcher.send(.chose(Self.ada)).last == .show(.home))
    }

    @Test("Choosing the child who played takes their saves again, which the chooser let go, and reads nothing again")
    func chooseSame() {
        var switcher = ChildSwitch(current: Self.ada)
        _ = switcher.send(.chooserShown(thenLevel: nil))
        #expect(switcher.send(.chose(Self.ada)) == [.playSaves(Self.ada), .show(.home)])
    }

    @Test("Removing the child playing hands the game to the first child left; removing another changes nothing")
    func removal() {
        var switcher = ChildSwitch(current: Self.ben)
        #expect(switcher.send(.removed(Self.cleo, remaining: Self.roster([Self.ada, Self.ben]))).isEmpty)
        #expect(switcher.current == Self.ben)
        #expect(switcher.send(.removed(Self.ben, remaining: Self.roster([Self.ada, Self.cleo])))
            == [.changeChild(Self.ada), .playSaves(Self.ada), .tellIfVoiceIsOff])
        #expect(switcher.current == Self.ada)
    }

    @Test("When the first child's saves move to a folder of their own, the same child is read again from there")
    func savesMoved() {
        var switcher = ChildSwitch(current: Self.ada)
        #expect(switcher.send(.savesMoved) == [.changeChild(Self.ada), .playSaves(Self.ada), .tellIfVoiceIsOff])
        #expect(switcher.current == Self.ada)
    }
}
