/// Stars for a finished level: 3 with no mistakes, 2 with one or two, 1 otherwise.
public enum Stars {
    public static let maximum = 3

    public static func earned(mistakes: Int) -> Int {
        switch mistakes {
        case ...0: 3
        case 1...2: 2
        default: 1
        }
    }
}
