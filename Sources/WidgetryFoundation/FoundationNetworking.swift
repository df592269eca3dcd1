// On Apple platforms `URLSession`, `URLRequest` and `HTTPURLResponse` are part of Foundation; on Linux
// they live in FoundationNetworking, which widget code never imports. Re-exporting it here (and so from
// the `SwiftUI` and `WidgetKit` modules) lets a provider's networking code compile as written.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
