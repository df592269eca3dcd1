import Foundation

/// An intent that may ask to continue in the app, as App Intents' `ForegroundContinuableIntent` (iOS 16.4+).
/// A widget's render never performs an intent, so continuing is never asked for.
public protocol ForegroundContinuableIntent: AppIntent {}

/// An intent a Live Activity's button runs in the app's process, as App Intents' `LiveActivityIntent` (iOS 17).
/// A render never performs it.
public protocol LiveActivityIntent: AppIntent {}
