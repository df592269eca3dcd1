import Foundation

// `ProgressView(timerInterval:countsDown:)` (iOS 16): a bar WidgetKit advances by itself between timeline
// entries. A render draws it at its fraction for the environment's `now` (the instant being rendered, which
// the timeline simulator moves), as `Text(timerInterval:)` shows its value at that instant.
extension ProgressView {
    /// How far through `interval` the bar is at `now`: the part remaining when counting down (the bar
    /// empties), the part elapsed when counting up; 0…1, clamped outside the interval.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let elapsed = unitFraction(now.timeIntervalSince(interval.lowerBound), lower: 0,
                                   upper: interval.upperBound.timeIntervalSince(interval.lowerBound))
        // An empty interval is over: a countdown has nothing left, a count-up is complete.
        if interval.lowerBound == interval.upperBound { return countsDown ? 0 : 1 }
        return countsDown ? 1 - elapsed : elapsed
    }

    /// A bar over a time interval with a label above it, counting down by default.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        fraction = 0
        self.label = label()
        timer = (timerInterval, countsDown)
        currentValueLabel = AnyView(Text(timerInterval: timerInterval, countsDown: countsDown))
    }

    /// A bar over a time interval with a label above it and the code's own current value label under it
    /// (an `EmptyView` hides the time remaining).
    public init<CurrentValueLabel: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                                         @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = 0
        self.label = label()
        timer = (timerInterval, countsDown)
        let value = currentValueLabel()
        self.currentValueLabel = value is EmptyView ? nil : AnyView(value)
    }

    /// Progress of `value` out of `total`, with a label above the bar and a current value label under it.
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(value: V?, total: V = 1, @ViewBuilder label: () -> Label,
                                                                  @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, total: total, label: label)
        let value = currentValueLabel()
        self.currentValueLabel = value is EmptyView ? nil : AnyView(value)
    }
}

extension ProgressView where Label == EmptyView {
    /// A bar over a time interval, counting down by default, with the time remaining under it as its
    /// current value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        fraction = 0
        label = nil
        timer = (timerInterval, countsDown)
        currentValueLabel = AnyView(Text(timerInterval: timerInterval, countsDown: countsDown))
    }
}
