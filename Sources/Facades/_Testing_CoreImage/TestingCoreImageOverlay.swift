// Swift Testing declares a cross-import overlay for Core Image (`_Testing_CoreImage`, image attachments on
// Apple platforms). A test file that imports both `Testing` and this package's `CoreImage` makes the
// compiler look for that overlay; this empty module is it, so such test files compile on Linux.
