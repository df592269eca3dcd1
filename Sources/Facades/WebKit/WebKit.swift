// `import WebKit`: the web view app code a widget extension shares declares (a help screen, a sign-in page)
// (https://developer.apple.com/documentation/webkit/wkwebview). A widget shows no UIKit views and a check
// loads no pages: a web view keeps what it is asked to load, never finishes, and runs no JavaScript
// (`evaluateJavaScript` fails with `WKError.javaScriptExceptionOccurred`'s code). See docs/compatibility.md.
@_exported import UIKit
import WidgetryFoundation

/// Why a web view call failed, as `WKError`.
public struct WKError: Error, Hashable, Sendable {
    /// The reason, as `WKError.Code`.
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported
    }
    /// The reason.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
}

/// A script's message to the app, as `WKScriptMessage`.
open class WKScriptMessage: NSObject, @unchecked Sendable {
    /// The handler's name.
    public let name: String
    /// What the script posted.
    public let body: Any
    init(name: String, body: Any) { (self.name, self.body) = (name, body) }
}

/// Receives scripts' messages, as `WKScriptMessageHandler` (never called: no script runs).
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// When a user script runs, as `WKUserScriptInjectionTime`.
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart = 0, atDocumentEnd }

/// A script added to every page, as `WKUserScript`.
open class WKUserScript: NSObject, @unchecked Sendable {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        (self.source, self.injectionTime, isForMainFrameOnly) = (source, injectionTime, forMainFrameOnly)
    }
}

/// The scripts and message handlers of a web view, as `WKUserContentController`.
open class WKUserContentController: NSObject, @unchecked Sendable {
    /// The scripts added.
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]
    public override init() { super.init() }
    /// Adds a script.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// Adds a message handler named `name`.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    /// Removes the handler named `name`.
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    /// Removes every handler.
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

/// Stored web data, as `WKWebsiteDataStore`.
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
    private static let persistent = WKWebsiteDataStore()
    /// The default, persistent store.
    open class func `default`() -> WKWebsiteDataStore { persistent }
    /// A store kept in memory.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    /// Every kind of website data.
    open class func allWebsiteDataTypes() -> Set<String> { [] }
    /// Removes data (there is none).
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) { completionHandler() }
}

/// A web view's preferences, as `WKPreferences`.
open class WKPreferences: NSObject, @unchecked Sendable {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    public override init() { super.init() }
}

/// A web view's settings, as `WKWebViewConfiguration`.
open class WKWebViewConfiguration: NSObject, @unchecked Sendable {
    open var userContentController = WKUserContentController()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var preferences = WKPreferences()
    open var allowsInlineMediaPlayback = false
    open var applicationNameForUserAgent: String?
    public override init() { super.init() }
}

/// A navigation in progress, as `WKNavigation`.
open class WKNavigation: NSObject, @unchecked Sendable {}

/// What started a navigation, as `WKNavigationType`.
public enum WKNavigationType: Int, Sendable { case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted, other = -1 }

/// A navigation request, as `WKNavigationAction`.
open class WKNavigationAction: NSObject, @unchecked Sendable {
    open var request = URLRequest(url: URL(fileURLWithPath: "/"))
    open var navigationType: WKNavigationType = .other
}

/// A navigation's answer, as `WKNavigationActionPolicy`.
public enum WKNavigationActionPolicy: Int, Sendable { case cancel = 0, allow, download }

/// What a web view tells about its navigations, as `WKNavigationDelegate` (every method optional; none is
/// called, as no page loads).
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
}

/// What a web view asks of the app's interface, as `WKUIDelegate` (optional; never called).
public protocol WKUIDelegate: AnyObject {}

/// A web page view, as `WKWebView`. It keeps the request or HTML it is given (`url` reads back) and loads
/// nothing: `isLoading` stays `false`, `title` `nil`, and the navigation delegate hears nothing.
open class WKWebView: UIView, @unchecked Sendable {
    /// The view's settings.
    public let configuration: WKWebViewConfiguration
    /// Told about navigations.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Asked about panels and windows.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page asked for last.
    open private(set) var url: URL?
    /// The page's title: none, nothing loads.
    open var title: String? { nil }
    /// Whether a page is loading: never.
    open var isLoading: Bool { false }
    /// The loading progress.
    open var estimatedProgress: Double { 0 }
    /// Whether back and forward swipes navigate.
    open var allowsBackForwardNavigationGestures = false
    /// The user agent.
    open var customUserAgent: String?
    /// The scroll view showing the page (its insets and bounce are set by apps; nothing scrolls here).
    public let scrollView = UIScrollView(frame: .zero)
    /// Whether there is a page to go back to.
    open var canGoBack: Bool { false }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { false }

    /// A web view of `frame` with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    /// A web view of `frame` with the default configuration.
    public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) { return nil }

    private func skipped() -> WKNavigation? {
        SkippedEffects.note("WebKit", "web pages are not loaded here; a WKWebView keeps its URL and draws nothing")
        return WKNavigation()
    }
    /// Asks for `request`'s page (kept; not loaded).
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return skipped()
    }
    /// Asks for an HTML string (not loaded).
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return skipped()
    }
    /// Asks for a local file (kept; not loaded).
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return skipped()
    }
    /// Reloads (nothing).
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Stops loading.
    open func stopLoading() {}
    /// Goes back (nowhere).
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Goes forward (nowhere).
    @discardableResult open func goForward() -> WKNavigation? { nil }
    /// Runs JavaScript: no script engine here; `completionHandler` gets an error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }
    /// Runs JavaScript: throws `WKError(.javaScriptExceptionOccurred)`.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? { throw WKError(.javaScriptExceptionOccurred) }
}
