// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, image attachments on Apple
// platforms). A test file that imports both `Testing` and this package's `UIKit` makes the compiler look
// for that overlay; this empty module is it, so such test files compile on Linux as they do on iOS.
