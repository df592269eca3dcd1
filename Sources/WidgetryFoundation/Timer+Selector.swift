import Foundation

#if !canImport(Darwin)
// Foundation's target–action timers, which Linux's Foundation lacks (no Objective-C runtime to send the selector).
// Shared code (an analytics package's session timer) schedules one; here the timer is made and scheduled as the
// block form would be, and firing sends nothing, told once as a note (``SkippedEffects``). A widget's provider
// returns long before any such timer fires on iOS either.
extension Timer {
    /// A timer scheduled on the current run loop that would send `selector` to `target`: it fires without sending it.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer that would send `selector` to `target` once added to a run loop: it fires without sending it.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
        Timer.noteSelectorNotSent(aSelector)
    }

    /// A timer first firing at `date` that would send `selector` to `target`: it fires without sending it.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?, repeats rep: Bool) {
        self.init(fire: date, interval: ti, repeats: rep) { _ in }
        Timer.noteSelectorNotSent(s)
    }

    private static func noteSelectorNotSent(_ selector: Selector) {
        SkippedEffects.note("Foundation", "a Timer made with target:selector: (\(selector)) sends nothing here: there is no Objective-C runtime to send it; use the block form Timer.scheduledTimer(withTimeInterval:repeats:block:)")
    }
}
#endif
