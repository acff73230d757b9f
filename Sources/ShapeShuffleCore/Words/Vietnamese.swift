/// Tiếng Việt. The noun comes first, then the size, then "màu" and the colour:
/// "Ba hình tam giác lớn màu xanh dương".
struct Vietnamese: Phrasebook {
    let language = Language.vietnamese
    let punctuation = Punctuation(list: ", ", label: ": ", sentence: " ", decimal: ",")

    private static let units = ["không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"]

    func numberWord(_ number: Int) -> String? {
        let tens = number / 10, unit = number % 10
        switch number {
        case 1..<10: return Self.units[number]
        case 10: return "mười"
        case 11..<20: return "mười " + (unit == 5 ? "lăm" : Self.units[unit])
        case 20..<100:
            let head = Self.units[tens] + " mươi"
            switch unit {
            case 0: return head
            case 1: return head + " mốt"
            case 5: return head + " lăm"
            default: return head + " " + Self.units[unit]
            }
        case 100..<1000:
            // A hundred and a lone unit joins them with "linh": 105 is "một trăm linh năm".
            let head = Self.units[number / 100] + " trăm", rest = number % 100
            switch rest {
            case 0: return head
            case 1..<10: return head + " linh " + Self.units[rest]
            default: return head + " " + numberWord(rest)!
            }
        default: return nil
        }
    }

    func numberSpellings(_ number: Int) -> [String] {
        guard let word = numberWord(number) else { return [] }
        // Past twenty, four is also said "tư": "hai mươi tư".
        return number > 20 && number % 10 == 4 ? [word, word.replacing("bốn", with: "tư")] : [word]
    }

    func countWord(_ number: Int) -> String { numberWord(number) ?? String(number) }

    func prompt(_ prompt: Prompt) -> String {
        "\(countWord(prompt.count).capitalizedFirst) \(promptPicture(prompt))"
    }

    func promptPicture(_ prompt: Prompt) -> String {
        ([word(prompt.shape)] + prompt.describing.map { words($0).beforeNoun }).joined(separator: " ")
    }

    func dots(_ number: Int) -> String { "\(countWord(number)) chấm" }

    func slotNeeds(_ requirement: Attribute) -> String { "Cần \(cardFace(requirement))." }
    func added(_ attribute: Attribute) -> String {
        let words = words(attribute)
        return "Đã thêm \(words.card ?? "thẻ \(words.face)") vào bảng."
    }

    func levelSynonyms(_ number: Int) -> [String] {
        let spelled = [String(number)] + numberSpellings(number)
        return spelled + spelled.flatMap { ["màn \($0)", "màn chơi \($0)", "cấp độ \($0)"] }
    }
    func cardSynonyms(_ number: Int) -> [String] {
        let spelled = [String(number)] + numberSpellings(number)
        return spelled + spelled.flatMap { ["thẻ \($0)", "thẻ số \($0)"] }
    }

    func text(_ item: UIText) -> String {
        switch item {
        case .appTitle: "Shape Shuffle"
        case .levels: "Các màn chơi"
        case .settings: "Cài đặt"
        case .help: "Trợ giúp"
        case .keyboardShortcuts: "Phím tắt"
        case .find: "Tìm"
        case .findPlaceholder: "Gõ một cái tên…"
        case .findHint: "Gõ tên rồi nhấn Enter để đến đó."
        case .noMatch: "Không tìm thấy"
        case .done: "Đã xong"
        case .notPlayedYet: "Chưa chơi"
        case .home: "Trang chủ"
        case .yourTask: "Đề bài"
        case .makeThis: "Hãy ghép:"
        case .board: "Bảng"
        case .cards: "Các thẻ"
        case .empty: "trống"
        case .actions: "Thao tác"
        case .flip: "Lật"
        case .addToBoard: "Thêm vào bảng"
        case .pin: "Ghim"
        case .unpin: "Bỏ ghim"
        case .wellDone: "Giỏi lắm!"
        case .levelComplete: "Xong màn rồi!"
        case .nextLevel: "Màn tiếp theo"
        case .gameplay: "Chơi"
        case .navigation: "Di chuyển"
        case .general: "Chung"
        case .addCardToBoard: "Thêm thẻ vào bảng"
        case .pinOrUnpinCard: "Ghim hoặc bỏ ghim thẻ"
        case .flipCardOrPressButton: "Lật thẻ hoặc bấm nút"
        case .nextOrPreviousItem: "Mục tiếp theo / trước đó"
        case .moveBetweenCards: "Di chuyển giữa các thẻ"
        case .firstOrLastItem: "Mục đầu tiên / cuối cùng"
        case .actionsMenu: "Menu thao tác"
        case .backOrClose: "Quay lại / đóng"
        case .quit: "Thoát"
        case .language: "Ngôn ngữ"
        case .colourBlindPalette: "Màu dễ phân biệt cho người mù màu"
        case .patternsOnColours: "Họa tiết trên màu"
        case .colourNamesOnCards: "Hiện tên màu trên thẻ màu"
        case .reducedMotion: "Giảm chuyển động"
        case .largeCards: "Phóng to thẻ"
        case .singleKeyShortcuts: "Phím tắt một phím"
        case .addKey: "Phím thêm"
        case .pinKey: "Phím ghim"
        case .pressNewKey: "Nhấn phím mới…"
        case .keyReserved: "Phím này cần để di chuyển trong trò chơi. Hãy chọn phím khác."
        case .scanBack: "Quay lại"
        case .scanChoose: "Nhấn công tắc để chọn."
        case .switchScanning: "Quét bằng công tắc"
        case .scanningInterval: "Khoảng thời gian quét"
        case .selectKey: "Phím chọn"
        case .close: "Đóng"
        case .hearTask: "Nghe lại đề bài"
        case .hearTaskKey: "Phím nghe đề bài"
        case .readAloud: "Đọc to"
        case .speechRate: "Tốc độ đọc"
        case .speechSlow: "Chậm"
        case .speechNormal: "Vừa"
        case .speechFast: "Nhanh"
        case .sounds: "Âm thanh"
        case .captions: "Phụ đề: hiện lời của giọng đọc"
        case .voiceVolume: "Âm lượng giọng đọc"
        case .soundVolume: "Âm lượng hiệu ứng"
        case .volumeOff: "Tắt"
        case .volumeQuiet: "Nhỏ"
        case .volumeNormal: "Vừa"
        case .volumeLoud: "To"
        case .progressCannotBeSaved: "Hiện chưa lưu được tiến độ. Trò chơi sẽ tiếp tục thử lại."
        case .settingsCannotBeSaved: "Hiện chưa lưu được cài đặt. Trò chơi sẽ tiếp tục thử lại."
        case .levelsInPlayCannotBeSaved: "Hiện chưa lưu được màn đang chơi. Trò chơi sẽ tiếp tục thử lại."
        case .inPlay: "Đang chơi dở"
        case .startOver: "Chơi lại từ đầu"
        case .startOverQuestion: "Chơi lại màn này từ đầu? Các thẻ sẽ úp lại và bảng sẽ trống."
        case .keepPlaying: "Chơi tiếp"
        case .closeNotice: "Đóng thông báo"
        case .fullScreen: "Toàn màn hình"
        }
    }
}
