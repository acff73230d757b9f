/// Words written as one table per language, each a `switch` over the words: the language picks
/// the table.
protocol LanguageTables {
    var english: String { get }
    var vietnamese: String { get }
    var japanese: String { get }
    var korean: String { get }
    var chinese: String { get }
}

extension LanguageTables {
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .vietnamese: vietnamese
        case .japanese: japanese
        case .korean: korean
        case .chinese: chinese
        }
    }
}
