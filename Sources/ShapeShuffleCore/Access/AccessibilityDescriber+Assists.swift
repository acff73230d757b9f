/// What the accessibility tree says about the assists' elements.
extension AccessibilityDescriber {
    /// The Show me button beside the speaker: "Show me"; after it rang a card, what it said.
    public func showMeButton(feedback: String? = nil) -> AccessibleDescription {
        AccessibleDescription(role: .button, name: words.assist(.showMe), description: feedback ?? "", isFocusable: true)
    }
}
