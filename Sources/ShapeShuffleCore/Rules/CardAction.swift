/// What can be done to a card, in the order its actions menu and switch scanning offer them: its
/// AT-SPI actions, its menu items, and the moves its keys and mouse gestures make.
public enum CardAction: String, CaseIterable, Sendable, Hashable {
    case flip, add, pin

    /// The move this action makes on card `number`.
    public func move(card number: Int) -> Move {
        switch self {
        case .flip: .flip(card: number)
        case .add: .add(card: number)
        case .pin: .pin(card: number)
        }
    }
}
