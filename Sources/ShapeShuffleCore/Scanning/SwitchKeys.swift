extension Settings {
    /// The switch a key stands for while scanning, if any: the select key always; the step key
    /// only with two switches, since with one the scan moves on by itself and that key is free
    /// for play. `keyName` is GDK's name of the key pressed, compared as the settings store names.
    public func scanSwitch(forKey keyName: String) -> ScanSwitch? {
        let name = KeyName.normalised(keyName)
        if name == KeyName.normalised(keys.scanSelect) { return .select }
        if name == KeyName.normalised(keys.scanStep), scanningMethod == .twoSwitches { return .step }
        return nil
    }
}
