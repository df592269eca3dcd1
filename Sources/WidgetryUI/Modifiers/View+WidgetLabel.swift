// `widgetLabel` puts a label beside an accessory widget where the system draws one (watchOS corners and
// circular complications); iPhone Lock Screen widgets show none, so on iOS it changes nothing.
extension View {
    /// A label the system may show beside an accessory widget.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    /// A text label the system may show beside an accessory widget.
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
    /// A text label the system may show beside an accessory widget.
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
}
