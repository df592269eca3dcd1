import WidgetryUI

// The modifiers iOS 18 controls use on their template and label. Controls live in Control Center and on
// the Lock Screen, which a check does not draw (docs/compatibility.md), so these keep nothing visible.

extension ControlWidgetTemplate {
    /// The colour of the control when on, as `ControlWidgetTemplate.tint(_:)`.
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }
}

extension View {
    /// What a tap does, read by VoiceOver and shown under the control, as `controlWidgetActionHint(_:)`.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    /// What a tap does, from a localized key.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
    /// What a tap does, from a string.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// The status shown when the control's value changes, as `controlWidgetStatus(_:)`.
    public func controlWidgetStatus(_ status: Text) -> some View { self }
    /// The status, from a localized key.
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View { self }
    /// The status, from a string.
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View { self }
}
