/// A JSON key named by a table row.
struct SettingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// How a row is read from and written to `settings.json`. A missing key leaves the default; a
/// choice this version does not know (saved by a newer one, or mistyped) does too; a value of the
/// wrong type throws, and the file is treated as corrupt.
extension SettingRow {
    func decode(into settings: inout Settings, from c: KeyedDecodingContainer<SettingKey>) throws {
        let key = SettingKey(stringValue: self.key)
        switch kind {
        case .onOff(let path):
            if let value = try c.decodeIfPresent(Bool.self, forKey: key) { settings[keyPath: path] = value }
        case .onOffOrSystem(let path):
            settings[keyPath: path] = try c.decodeIfPresent(Bool.self, forKey: key)
        case .choice(let choice):
            if let raw = try c.decodeIfPresent(String.self, forKey: key) { choice.set(&settings, raw) }
        case .number(let number) where number.isWhole:
            if let value = try c.decodeIfPresent(Int.self, forKey: key) { number.set(&settings, Double(value)) }
        case .number(let number):
            if let value = try c.decodeIfPresent(Double.self, forKey: key) { number.set(&settings, value) }
        case .deviceOnOff, .key, .handBuilt:
            break
        }
    }

    func encode(_ settings: Settings, to c: inout KeyedEncodingContainer<SettingKey>) throws {
        let key = SettingKey(stringValue: self.key)
        switch kind {
        case .onOff(let path): try c.encode(settings[keyPath: path], forKey: key)
        // Nil (follow the desktop) is written as null, as it always was.
        case .onOffOrSystem(let path): try c.encode(settings[keyPath: path], forKey: key)
        case .choice(let choice): try c.encode(choice.value(settings), forKey: key)
        case .number(let number) where number.isWhole: try c.encode(Int(number.value(settings)), forKey: key)
        case .number(let number): try c.encode(number.value(settings), forKey: key)
        case .deviceOnOff, .key, .handBuilt: break
        }
    }
}

/// The computer's rows, in `device.json`.
extension SettingRow {
    func decode(into device: inout DeviceSettings, from c: KeyedDecodingContainer<SettingKey>) throws {
        guard case .deviceOnOff(let path) = kind else { return }
        if let value = try c.decodeIfPresent(Bool.self, forKey: SettingKey(stringValue: key)) { device[keyPath: path] = value }
    }

    func encode(_ device: DeviceSettings, to c: inout KeyedEncodingContainer<SettingKey>) throws {
        guard case .deviceOnOff(let path) = kind else { return }
        try c.encode(device[keyPath: path], forKey: SettingKey(stringValue: key))
    }
}
