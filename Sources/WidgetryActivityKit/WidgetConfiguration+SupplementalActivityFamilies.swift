import WidgetryKit

/// A configuration that keeps the activity families it is offered in: ``ActivityConfiguration``.
package protocol SupplementalActivityFamiliesSettable: WidgetConfiguration {
    func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self
}

extension ActivityConfiguration: SupplementalActivityFamiliesSettable {}

extension WidgetConfiguration {
    /// Offers a Live Activity in more families (iOS 18). WidgetKit declares this on every `WidgetConfiguration`, so apps
    /// call it from helpers written as `extension WidgetConfiguration { … self.supplementalActivityFamilies([.small]) … }`
    /// behind `#available`. On a Live Activity's configuration the families are kept, as
    /// ``ActivityConfiguration/supplementalActivityFamilies(_:)`` keeps them; any other configuration is returned
    /// unchanged, as iOS has no activity family for a widget.
    @_disfavoredOverload
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self {
        guard let activity = self as? any SupplementalActivityFamiliesSettable else { return self }
        return activity.supplementalActivityFamilies(families) as? Self ?? self
    }
}
