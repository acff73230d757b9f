/// How an administrator's value (`AdminDefaults`) is read off and put on a row's setting.
extension SettingRow {
    func adminValue(of settings: Settings) -> AdminValue? {
        switch kind {
        case .onOff(let path): .onOff(settings[keyPath: path])
        case .number(let number): .number(number.value(settings))
        case .choice(let choice): .choice(choice.value(settings))
        case .onOffOrSystem, .deviceOnOff, .key, .handBuilt: nil
        }
    }

    func adminValue(of device: DeviceSettings) -> AdminValue? {
        if case .deviceOnOff(let path) = kind { .onOff(device[keyPath: path]) } else { nil }
    }

    func apply(_ value: AdminValue, to settings: inout Settings) {
        switch (kind, value) {
        case (.onOff(let path), .onOff(let on)): settings[keyPath: path] = on
        case (.onOffOrSystem(let path), .onOff(let on)): settings[keyPath: path] = on
        case (.number(let number), .number(let amount)): number.set(&settings, amount)
        case (.choice(let choice), .choice(let raw)): choice.set(&settings, raw)
        default: break
        }
    }

    func apply(_ value: AdminValue, to device: inout DeviceSettings) {
        if case .deviceOnOff(let path) = kind, case .onOff(let on) = value { device[keyPath: path] = on }
    }
}
