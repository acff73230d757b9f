/// The colour of the switch scan's highlight. Switches come with bright caps, and a child who has
/// learnt "the yellow one" finds the item the yellow switch will take by the same colour.
public enum ScanColour: String, CaseIterable, Codable, Sendable {
    case yellow
    case cyan
    case magenta

    /// The band's colour as the style sheet names it.
    public var styleColourName: String { "ss_scan_" + rawValue }

    /// The class a window wears while the scan is on in this colour: the style sheet rings what
    /// GTK draws itself (text buttons, check boxes, spin buttons) in the band's colour through it.
    public var windowStyleClass: String { "scan_" + rawValue }

    /// The band's own colour, the same in every look: it is the switch's colour.
    public var band: RGB {
        switch self {
        case .yellow: RGB(hex: 0xFFE000)
        case .cyan: RGB(hex: 0x00E5FF)
        case .magenta: RGB(hex: 0xEE22DD)
        }
    }
}

/// How the scan's highlight is painted: a thick band of the scan colour between two dark edges.
/// Bright yellow and cyan cannot stand out from a white card face or the cream background; the
/// edges carry the contrast there, and the band carries it on the dark and strong fills.
public struct ScanHighlight: Hashable, Sendable {
    public var band: RGB
    public var edge: RGB
}

extension Theme {
    /// The scan's highlight in `colour` under this look.
    public func scanHighlight(_ colour: ScanColour) -> ScanHighlight {
        ScanHighlight(band: colour.band, edge: scanHighlightEdge)
    }

    /// The highlight the item with focus wears: the scan's, in the child's colour, while switch
    /// scanning is on; nil while it is off, when the keyboard's ring shows instead.
    public func scanHighlight(for settings: Settings) -> ScanHighlight? {
        settings.scanningEnabled ? scanHighlight(settings.scanningColour) : nil
    }

    /// The class every window wears for the scan's ring, as `scanHighlight(for:)` chooses the
    /// ring: the child's colour while switch scanning is on, none while it is off.
    public static func scanWindowStyleClass(for settings: Settings) -> String? {
        settings.scanningEnabled ? settings.scanningColour.windowStyleClass : nil
    }

    /// The look for a desktop in high contrast or not.
    public static func forDesktop(highContrast: Bool) -> Theme { highContrast ? .highContrast : .standard }

    /// Everything the scan's highlight is drawn over or beside: each must stand apart from its
    /// band or its edge.
    public var surfacesBesideScanHighlight: [RGB] {
        surfacesBesideFocusRing + [panelFill]
    }
}
